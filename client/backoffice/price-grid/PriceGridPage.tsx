// admin/dashboard/{userId}/prices: the price grid. Items (filtered like the items list, and
// searched) as rows, price lists as columns; cells edited like a spreadsheet and saved together;
// bulk changes by percentage; the grid out to a CSV file and back in through a preview.
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { downloadCsv } from '../../components/csvFile';
import { he } from '../he';
import { FormPage } from '../lib/FormPage';
import { LeaveGuard } from '../lib/LeaveGuard';
import { MessageLine } from '../lib/Message';
import { useScreenStore } from '../lib/screen';
import { ItemFiltersBar } from '../items/ItemFiltersBar';
import { CsvImportPreview } from './csv/CsvImportPreview';
import { CsvFileError, readCsvFile } from './csv/priceCsv';
import { boPriceCsv as C } from './csv/strings';
import { PriceGrid } from './PriceGrid';
import { PriceGridBulk } from './PriceGridBulk';
import { PriceGridStore } from './PriceGridStore';

const T = he.boPriceGrid;

/** The search box: the grid reads its rows again when the search is sent. */
function GridSearch({ store }: { store: PriceGridStore }) {
  const id = useId();
  const [term, setTerm] = useState(store.searchTerm);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    store.search(term);
  };
  return (
    <form className="pgrid-page__search" role="search" onSubmit={submit}>
      <div className="item-filters__field">
        <label htmlFor={id}>{T.search}</label>
        <input id={id} className="input" type="search" value={term} onChange={(e) => setTerm(e.target.value)} />
      </div>
      <button type="submit" className="button button--secondary button--small">
        {T.searchButton}
      </button>
    </form>
  );
}

/** The CSV buttons: the rows shown out to a file; a file back in, to its preview. */
const CsvButtons = observer(function CsvButtons({ store, onError }: { store: PriceGridStore; onError: (text: string | null) => void }) {
  const file = useRef<HTMLInputElement>(null);
  const download = () => downloadCsv(store.exportCsv(), C.fileName);
  const read = async (chosen: File | undefined) => {
    if (!chosen) return;
    try {
      store.readCsv(await readCsvFile(chosen));
      onError(null);
    } catch (err) {
      onError(err instanceof CsvFileError ? err.message : T.importFailed);
    } finally {
      // The same file chosen again (after fixing it) is read again.
      if (file.current) file.current.value = '';
    }
  };
  const busy = store.loading || store.rows.length === 0;
  return (
    <>
      <button type="button" className="button button--secondary button--small" disabled={busy} onClick={download}>
        {C.exportButton}
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={busy || store.saving}
        onClick={() => file.current?.click()}
      >
        {C.importButton}
      </button>
      <input
        ref={file}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={C.importButton}
        onChange={(e) => void read(e.target.files?.[0])}
      />
    </>
  );
});

/** What is not saved yet, the save button and its progress, and the last message. */
const SaveBar = observer(function SaveBar({ store }: { store: PriceGridStore }) {
  const changes = store.edits.size;
  const refused = store.refusedCount;
  return (
    <div className="pgrid-page__bar">
      {changes > 0 && <span className="pgrid-page__changes">{T.changes(changes)}</span>}
      {refused > 0 && <span className="pgrid-page__refused">{T.refusedCount(refused)}</span>}
      <button type="button" className="button" disabled={changes === 0 || store.saving} onClick={() => void store.save()}>
        {T.save}
      </button>
      {changes > 0 && (
        <button type="button" className="button button--secondary button--small" disabled={store.saving} onClick={() => store.discardAll()}>
          {T.discard}
        </button>
      )}
      <span role="status" className="muted">
        {store.progress ? T.progress(store.progress.done, store.progress.total) : ''}
      </span>
      <MessageLine message={store.message} />
    </div>
  );
});

function PriceGridPage() {
  const store = useScreenStore((deps) => new PriceGridStore(deps));
  const [fileError, setFileError] = useState<string | null>(null);
  const titleId = useId();
  return (
    <FormPage
      title={T.title}
      width="wide"
      actions={
        <>
          <CsvButtons store={store} onError={setFileError} />
          <Link to="/priceLists" className="button button--secondary button--small">
            {he.boItems.priceLists}
          </Link>
        </>
      }
      loadError={store.rows.length === 0 ? store.loadError : null}
    >
      <LeaveGuard unsaved={store.unsaved} question={T.leaveQuestion} leave={T.leave} />
      <MessageLine message={fileError ? { tone: 'error', text: fileError } : null} />
      <div className="pgrid-page__filters">
        <GridSearch store={store} />
        <ItemFiltersBar store={store} pricesColumn={false} />
      </div>
      {store.lists.length > 0 && <PriceGridBulk store={store} />}
      <h2 id={titleId} className="visually-hidden">
        {T.grid}
      </h2>
      <div className="pgrid-page__status">
        <p className="muted" aria-live="polite">
          {store.loading ? T.loadingRows : store.lists.length === 0 ? T.noLists : T.count(store.rows.length, store.lists.length)}
        </p>
        <p className="muted">{T.help}</p>
      </div>
      {!store.loading && store.rows.length === 0 && store.lists.length > 0 && <p>{T.empty}</p>}
      {store.loadError && store.rows.length > 0 && <MessageLine message={{ tone: 'error', text: store.loadError }} />}
      <SaveBar store={store} />
      <PriceGrid store={store} labelledBy={titleId} />
      {store.csvImport && (
        <CsvImportPreview
          result={store.csvImport}
          applying={store.applyingCsv}
          onApply={() => void store.applyCsv()}
          onCancel={() => store.cancelCsv()}
        />
      )}
    </FormPage>
  );
}

export default observer(PriceGridPage);
