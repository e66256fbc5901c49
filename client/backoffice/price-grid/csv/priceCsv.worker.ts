// The Web Worker that checks an imported price file off the page's thread (parsePricesCsv does the
// work; parseInWorker starts this, and ends it on cancel or after too long): a 5 MB file takes
// seconds to parse, and the grid stays usable meanwhile.
import { parsePricesCsv, type CsvImport, type CsvList, type CsvRow } from './priceCsv';

/** What the page sends: the file's text, and the lists and rows it is checked against. */
export interface PriceCsvRequest {
  text: string;
  lists: CsvList[];
  rows: CsvRow[];
}

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<PriceCsvRequest>) => void) | null;
  postMessage(result: CsvImport): void;
};

scope.onmessage = (event) => {
  const { text, lists, rows } = event.data;
  scope.postMessage(parsePricesCsv(text, lists, rows));
};
