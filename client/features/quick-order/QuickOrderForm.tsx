// Quick order's form: a pasted list or an uploaded CSV/XLSX file (with a sample to download), and the
// button that checks it against the catalogue.
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FilePicker } from '../../ui/FilePicker';
import { downloadCsv } from '../../ui/csvFile';
import { he } from './he';
import type { QuickOrderStore } from './QuickOrderStore';
import { QuickOrderFileStatus } from './QuickOrderFileStatus';
import { MAX_QUICK_LINE_CHARS, MAX_QUICK_TEXT_CHARS, type ListProblem } from './readListInWorker';

/** Why a list was not checked, in words. */
function listProblemText(problem: ListProblem): string {
  switch (problem.kind) {
    case 'tooLarge':
      return he.listTooLarge(MAX_QUICK_TEXT_CHARS / 1024 / 1024);
    case 'longLine':
      return he.listLineTooLong(problem.line, MAX_QUICK_LINE_CHARS);
    case 'tooSlow':
      return he.listTooSlow;
    case 'failed':
      return he.listUnreadable;
  }
}

interface QuickOrderFormProps {
  store: QuickOrderStore;
  /** The list was checked: the page brings its results into view. */
  onChecked: () => void;
}

export const QuickOrderForm = observer(function QuickOrderForm({ store, onChecked }: QuickOrderFormProps) {
  const textId = useId();
  const textHintId = useId();
  const fileHintId = useId();
  return (
    <form
      className="card quick-order__form"
      onSubmit={(e) => {
        e.preventDefault();
        void store.check().then(onChecked);
      }}
    >
      <div className="quick-order__field">
        <label htmlFor={textId}>{he.pasteList}</label>
        <textarea
          id={textId}
          className="textarea quick-order__text"
          aria-describedby={textHintId}
          rows={8}
          value={store.text}
          placeholder={he.pastePlaceholder}
          onChange={(e) => store.setText(e.target.value)}
        />
        <p id={textHintId} className="muted hint">
          {he.pasteHint}
        </p>
        {store.listProblem && (
          <p className="alert alert--error" role="alert">
            {listProblemText(store.listProblem)}
          </p>
        )}
      </div>
      <div className="quick-order__field">
        <FilePicker
          buttonLabel={he.uploadFile}
          buttonClassName="button button--secondary"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          describedBy={fileHintId}
          onFile={(file) => {
            if (file) void store.readFile(file);
          }}
        />
        <p id={fileHintId} className="muted hint">
          {he.uploadHint}{' '}
          <button
            type="button"
            className="quick-order__sample"
            onClick={() => void store.sampleCsv().then((csv) => downloadCsv(csv, 'quick-order-sample.csv'))}
          >
            {he.downloadSample}
          </button>
        </p>
        <QuickOrderFileStatus store={store} />
      </div>
      <div className="quick-order__actions">
        <button type="submit" className="button" disabled={store.checking || store.text.trim() === ''}>
          {store.checking ? he.checkingList : he.checkList}
        </button>
      </div>
    </form>
  );
});
