// The Web Worker that reads an uploaded spreadsheet off the page's thread (readSpreadsheet does the
// work; readInWorker starts this, and ends it on cancel or after too long).
import { readSpreadsheet, type SpreadsheetResult } from './readSpreadsheet';
import { answerMessages } from './workerScope';

/** What the page sends: the file picked. */
export interface SpreadsheetRequest {
  file: File;
}

answerMessages<SpreadsheetRequest, SpreadsheetResult>(({ file }) =>
  file
    .arrayBuffer()
    .then((buffer) => readSpreadsheet({ bytes: new Uint8Array(buffer), name: file.name, type: file.type }))
    .catch((): SpreadsheetResult => ({ problem: 'unreadable' })),
);
