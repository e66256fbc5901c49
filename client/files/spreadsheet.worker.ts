// The Web Worker that reads an uploaded spreadsheet off the page's thread (readSpreadsheet does the
// work; readInWorker starts this, and ends it on cancel or after too long).
import { readSpreadsheet, type SpreadsheetResult } from './readSpreadsheet';

/** What the page sends: the file picked. */
export interface SpreadsheetRequest {
  file: File;
}

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<SpreadsheetRequest>) => void) | null;
  postMessage(result: SpreadsheetResult): void;
};

scope.onmessage = (event) => {
  const { file } = event.data;
  void file
    .arrayBuffer()
    .then((buffer) => readSpreadsheet({ bytes: new Uint8Array(buffer), name: file.name, type: file.type }))
    .catch((): SpreadsheetResult => ({ problem: 'unreadable' }))
    .then((result) => scope.postMessage(result));
};
