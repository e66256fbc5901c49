// admin/dashboard/{userId}/prices: the price grid. Items (filtered like the items list, and
// searched) as rows, price lists as columns; cells edited like a spreadsheet and saved together;
// bulk changes by percentage; the grid out to a CSV file and back in through a preview.
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { BusyButton } from '../../ui/BusyButton';
import { downloadCsv } from '../../ui/csvFile';
import { LoadFailed } from '../../ui/LoadFailed';
import { he } from './he';
import { boItems } from '../items';
import { FormPage } from '../lib/FormPage';
import { LeaveGuard } from '../lib/LeaveGuard';
import { MessageLine } from '../lib/Message';
import { useScreenStore } from '../lib/screen';
import { ItemFiltersBar } from '../items';
import { CsvImportPreview } from './csv/CsvImportPreview';
import { CsvFileError, readCsvFile } from './csv/priceCsv';
import { boPriceCsv as C } from './csv/strings';
import { PriceGrid } from './PriceGrid';
import { PriceGridBulk } from './PriceGridBulk';
import { PriceGridStore } from './PriceGridStore';

/** The search box: the grid reads its rows again when the search is sent (not while a save is under way). */
const GridSearch = observer(function GridSearch({ store }: { store: PriceGridStore }) {
  const id = useId();
  const [term, setTerm] = useState(store.searchTerm);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    store.search(term);
  };
  return (
    <form className="pgrid-page__search" role="search" onSubmit={submit}>
      <div className="item-filters__field">
        <label htmlFor={id}>{he.searchItem}</label>
        <input id={id} className="input" type="search" value={term} onChange={(e) => setTerm(e.target.value)} />
      </div>
      <button type="submit" className="button button--secondary button--small" disabled={store.edits.saving}>
        {he.searchButton}
      </button>
    </form>
  );
});

/** The CSV buttons: the rows shown out to a file; a file back in, to its preview. */
const CsvButtons = observer(function CsvButtons({ store, onError }: { store: PriceGridStore; onError: (text: string | null) => void }) {
  const file = useRef<HTMLInputElement>(null);
  const download = () => downloadCsv(store.csv.export(), C.fileName);
  const read = async (chosen: File | undefined) => {
    if (!chosen) return;
    try {
      const text = await readCsvFile(chosen);
      onError(null);
      await store.csv.read(text);
    } catch (err) {
      onError(err instanceof CsvFileError ? err.message : he.importFailed);
    } finally {
      // The same file chosen again (after fixing it) is read again.
      if (file.current) file.current.value = '';
    }
  };
  const busy = store.loading || store.rows.length === 0 || store.csv.reading;
  return (
    <>
      <button type="button" className="button button--secondary button--small" disabled={busy} onClick={download}>
        {C.exportButton}
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={busy || store.edits.saving}
        onClick={() => file.current?.click()}
      >
        {C.importButton}
      </button>
      {store.csv.reading && (
        <>
          <span className="muted" role="status">
            {store.csv.readingCatalogue ? he.readingCatalogue : he.readingFile}
          </span>
          <button type="button" className="button button--secondary button--small" onClick={() => store.csv.stopReading()}>
            {he.cancelImport}
          </button>
        </>
      )}
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
  const changes = store.edits.cells.size;
  const refused = store.edits.refusedCount;
  return (
    <div className="pgrid-page__bar">
      {changes > 0 && <span className="pgrid-page__changes">{he.changes(changes)}</span>}
      {refused > 0 && <span className="pgrid-page__refused">{he.refusedCount(refused)}</span>}
      {/* Busy, not disabled, while it saves: the focus stays on it (BusyButton) until the outcome takes it. */}
      <BusyButton
        className="button"
        busy={store.edits.saving}
        disabled={changes === 0 && !store.edits.saving}
        onClick={() => void store.edits.save()}
      >
        {he.saveChanges}
      </BusyButton>
      {changes > 0 && (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={store.edits.saving}
          onClick={() => store.edits.discardAll()}
        >
          {he.discard}
        </button>
      )}
      <span role="status" className="muted">
        {store.edits.progress ? he.progress(store.edits.progress.done, store.edits.progress.total) : ''}
      </span>
      {/* The outcome of a save takes the focus: the save may have left nothing to save, and its button disabled. */}
      <MessageLine message={store.message} focus />
    </div>
  );
});

function PriceGridPage() {
  const store = useScreenStore((deps) => new PriceGridStore(deps));
  const [fileError, setFileError] = useState<string | null>(null);
  const titleId = useId();
  return (
    <FormPage
      title={he.title}
      width="wide"
      actions={
        <>
          <CsvButtons store={store} onError={setFileError} />
          <Link to="/priceLists" className="button button--secondary button--small">
            {boItems.priceLists}
          </Link>
        </>
      }
      loadError={store.loaded ? null : store.loadError}
      onRetry={() => void store.load()}
    >
      <LeaveGuard unsaved={store.edits.unsaved} question={he.leaveQuestion} leave={he.leave} />
      <MessageLine message={fileError ? { tone: 'error', text: fileError } : null} />
      {/* Neither filters nor a search while a save runs: rows read then would bring the prices before it. */}
      <fieldset className="pgrid-page__filters" disabled={store.edits.saving}>
        <legend className="visually-hidden">{he.filtersLegend}</legend>
        <GridSearch store={store} />
        <ItemFiltersBar store={store} pricesColumn={false} status={false} />
      </fieldset>
      {store.lists.length > 0 && <PriceGridBulk store={store} />}
      <h2 id={titleId} className="visually-hidden">
        {he.grid}
      </h2>
      <div className="pgrid-page__status">
        <p className="muted" aria-live="polite">
          {store.loading ? he.loadingRows : store.lists.length === 0 ? he.noLists : he.count(store.rows.length, store.lists.length)}
        </p>
        <p className="muted">{he.help}</p>
      </div>
      {!store.loading && store.rows.length === 0 && store.lists.length > 0 && <p>{he.empty}</p>}
      {/* Rows that fail to read again (a new filter): said above the grid, the filters and the changes kept. */}
      {store.loaded && store.loadError && <LoadFailed text={`${he.errorPrefix}${store.loadError}`} onRetry={() => void store.loadRows()} />}
      <SaveBar store={store} />
      <PriceGrid store={store} labelledBy={titleId} />
      {store.csv.preview && store.csv.selection && (
        <CsvImportPreview
          result={store.csv.preview}
          selection={store.csv.selection}
          applying={store.csv.applying}
          onApply={() => void store.csv.apply()}
          onCancel={() => store.csv.cancel()}
        />
      )}
    </FormPage>
  );
}

export default observer(PriceGridPage);
