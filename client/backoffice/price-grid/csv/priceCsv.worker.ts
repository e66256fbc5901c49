// The Web Worker that checks an imported price file off the page's thread (parsePricesCsv does the
// work; parseInWorker starts this, and ends it on cancel or after too long): a 5 MB file takes
// seconds to parse, and the grid stays usable meanwhile.
import { answerMessages } from '../../../files/workerScope';
import { parsePricesCsv, type CsvImport, type CsvList, type CsvRow } from './priceCsv';

/** What the page sends: the file's text, and the lists and rows it is checked against. */
export interface PriceCsvRequest {
  text: string;
  lists: CsvList[];
  rows: CsvRow[];
}

answerMessages<PriceCsvRequest, CsvImport>(({ text, lists, rows }) => parsePricesCsv(text, lists, rows));
