// What quick order says about the file picked: being read (with a way to stop it), read, or why not.
// A file is read in a Web Worker within limits, so even a hostile one ends here in words.
import { observer } from 'mobx-react-lite';
import { MAX_INFLATED_BYTES, MAX_SHEET_ROWS } from '../../files/limits';
import { he } from './he';
import type { FileProblem, QuickOrderStore } from './QuickOrderStore';

const problemText: Record<Exclude<FileProblem, 'cancelled'>, string> = {
  tooLarge: he.fileTooLarge,
  unsupported: he.fileUnsupported,
  unreadable: he.fileUnreadable,
  empty: he.fileEmpty,
  inflatesTooLarge: he.fileInflatesTooLarge(MAX_INFLATED_BYTES / 1024 / 1024),
  tooManyRows: he.fileTooManyRows(MAX_SHEET_ROWS),
  tooSlow: he.fileTooSlow,
};

export const QuickOrderFileStatus = observer(function QuickOrderFileStatus({ store }: { store: QuickOrderStore }) {
  const { fileName, fileProblem } = store;
  if (store.readingFile) {
    return (
      <p className="quick-order__reading" role="status">
        <span>{he.fileReading(fileName ?? '')}</span>{' '}
        <button type="button" className="button button--secondary" onClick={() => store.cancelReading()}>
          {he.cancelFileReading}
        </button>
      </p>
    );
  }
  if (fileProblem === 'cancelled')
    return (
      <p className="muted" role="status">
        {he.fileCancelled}
      </p>
    );
  if (fileProblem)
    return (
      <p className="alert alert--error" role="alert">
        {problemText[fileProblem]}
      </p>
    );
  return fileName ? <p className="muted">{he.fileRead(fileName)}</p> : null;
});
