// Quick order's results: what the check found, the rows (only those to fix, if asked), the lines
// skipped with their reasons, and putting the good rows in the cart or downloading the rejected ones.
import { observer } from 'mobx-react-lite';
import type { Ref } from 'react';
import type { QuickRow } from '@shared/rules/quickOrder';
import { downloadCsv } from '../../ui/csvFile';
import { he } from './he';
import { MoreRows } from './MoreRows';
import { RowView } from './QuickOrderRow';
import type { QuickOrderStore } from './QuickOrderStore';
import { skipText, statusText } from './quickRowStatus';

interface QuickOrderResultsProps {
  store: QuickOrderStore;
  rows: readonly QuickRow[];
  /** The results' heading, which the page brings into view after a check. */
  headingRef: Ref<HTMLHeadingElement>;
  /** How many of the shown rows are drawn, and drawing more (useDrawnRows). */
  drawn: number;
  drawMore: () => void;
}

export const QuickOrderResults = observer(function QuickOrderResults({ store, rows, headingRef, drawn, drawMore }: QuickOrderResultsProps) {
  return (
    <section className="quick-order__results" aria-labelledby="quick-order-results">
      <h2 id="quick-order-results" ref={headingRef} tabIndex={-1}>
        {he.resultsTitle}
      </h2>
      {rows.length === 0 ? (
        <>
          <p className="alert alert--warning" role="status">
            {he.quickListEmpty}
          </p>
          <SkippedLines store={store} />
        </>
      ) : (
        <>
          <p className="quick-order__summary" role="status">
            {he.resultsSummary(store.goodRows.length, store.goodUnits, store.rejectedRows.length)}
          </p>
          {store.offline && <OfflineCheck store={store} />}
          {store.rowsToFix.length > 0 && (
            <div className="quick-order__filter">
              <label className="quick-order__filter-toggle">
                <input type="checkbox" checked={store.onlyToFix} onChange={(e) => store.setOnlyToFix(e.target.checked)} />
                <span>{he.onlyToFix}</span>
              </label>
              {store.onlyToFix && <span className="muted">{he.toFixCount(store.shownRows.length, rows.length)}</span>}
            </div>
          )}
          <table className="data-table quick-order__table">
            <thead>
              <tr>
                <th scope="col">{he.colLine}</th>
                <th scope="col">{he.colCode}</th>
                <th scope="col">{he.colItem}</th>
                <th scope="col">{he.colPack}</th>
                <th scope="col">{he.colPrice}</th>
                <th scope="col">{he.colQuantity}</th>
                <th scope="col">{he.colStatus}</th>
                <th scope="col">
                  <span className="visually-hidden">{he.colActions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {store.shownRows.slice(0, drawn).map((row) => (
                <RowView key={row.line} row={row} store={store} />
              ))}
            </tbody>
          </table>
          {store.shownRows.length > drawn && <MoreRows left={store.shownRows.length - drawn} drawn={drawn} onMore={drawMore} />}
          <SkippedLines store={store} />
          <div className="quick-order__actions">
            <button type="button" className="button" disabled={store.goodRows.length === 0} onClick={() => store.addToCart()}>
              {he.addGoodRows}
            </button>
            {store.rejectedRows.length > 0 && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void store.rejectedCsv(statusText).then((csv) => downloadCsv(csv, 'quick-order-rejected.csv'))}
              >
                {he.downloadRejected}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
});

/** The lines of the list that are not order lines (a greeting, a header, a signature, a totals row): each with its reason, none a row. */
const SkippedLines = observer(function SkippedLines({ store }: { store: QuickOrderStore }) {
  const skipped = store.skipped;
  if (skipped.length === 0) return null;
  return (
    <section className="quick-order__skipped" aria-labelledby="quick-order-skipped">
      <h3 id="quick-order-skipped" className="quick-order__skipped-title">
        {he.skippedTitle(skipped.length)}
      </h3>
      <ul className="quick-order__skipped-list">
        {skipped.map((s) => (
          <li key={s.line}>
            <span className="quick-order__skipped-line">{he.skippedLineOf(s.line)}</span>{' '}
            <bdi dir="auto" className="quick-order__skipped-raw">
              {s.raw}
            </bdi>{' '}
            <span className="quick-order__note muted">({skipText(s.reason)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
});

/** Offline: the rows were checked against the items already known; the codes that could not be, and a way to check them now. */
const OfflineCheck = observer(function OfflineCheck({ store }: { store: QuickOrderStore }) {
  const unchecked = store.uncheckedRows;
  return (
    <div className="alert alert--warning quick-order__offline" role="status">
      <p>{he.quickOfflineChecked}</p>
      {unchecked.length > 0 && (
        <>
          <p>
            {he.quickUnchecked}
            <bdi dir="auto">{unchecked.map((r) => r.code || r.raw).join(', ')}</bdi>
          </p>
          <p>{he.quickUncheckedLater}</p>
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={store.checking}
            onClick={() => void store.recheck()}
          >
            {he.quickCheckAgain}
          </button>
        </>
      )}
    </div>
  );
});
