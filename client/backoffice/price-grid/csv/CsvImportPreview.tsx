// What an imported price file would change, before anything is applied: a summary, the rows refused
// with their reasons and the columns not recognised (first, so that a long list of changes never
// hides them), a summary per price list (how many changes, the largest rise and fall), then every
// change (old and new price per list, its size in percent, a change of more than ±50% marked), a
// page of 200 at a time; then apply or cancel. A file refused as a whole (parsePricesCsv's refusal on line 1 with no item
// code) is shown as the file's, with nothing to apply.
import { useRef, useState } from 'react';
import { formatShekels } from '@shared/format';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { DataTable, type Column } from '../../lib/DataTable';
import type { CsvImport, PriceChange, RefusedRow } from './priceCsv';
import { boPriceCsv as t, groupThousands } from './strings';
import '../../lib/Form.css';
import './CsvImportPreview.css';
import { BusyButton } from '../../../ui/BusyButton';

/** The rows of each table drawn at a time: a file may change 20,000 prices, read a page at a time. */
export const PREVIEW_ROWS = 200;
/** A change of more than this many percent either way is marked: likely a typo (a price times 10). */
export const LARGE_CHANGE = 50;

interface Props {
  result: CsvImport;
  /** The changes are being applied: apply and cancel wait. */
  applying: boolean;
  onApply: () => void;
  onCancel: () => void;
}

const price = (value: number | undefined) => (value === undefined ? t.noPrice : <bdi>{formatShekels(value)}</bdi>);

/** A change's size in percent of the price before; undefined for a price where there was none. */
export const changePercent = (c: PriceChange): number | undefined => (c.from === undefined ? undefined : ((c.to - c.from) / c.from) * 100);
const isLarge = (p: number | undefined) => p !== undefined && Math.abs(p) > LARGE_CHANGE;
const percentText = (p: number) => <bdi dir="ltr">{t.percent(p)}</bdi>;

function ChangeSize({ change }: { change: PriceChange }) {
  const p = changePercent(change);
  if (p === undefined) return <span className="muted">{t.newPrice}</span>;
  return isLarge(p) ? (
    <span className="csv-preview__large">
      {percentText(p)} <strong>{t.large}</strong>
    </span>
  ) : (
    percentText(p)
  );
}

const changeColumns: Column<PriceChange>[] = [
  {
    header: t.colItemCode,
    className: 'bo-num',
    cell: (c) => (
      <>
        <bdi>{c.itemCode}</bdi>
        {c.fileCode !== undefined && <span className="csv-preview__fallback">{t.fileCode(c.fileCode)}</span>}
      </>
    ),
  },
  { header: t.colName, cell: (c) => c.name },
  { header: t.colList, cell: (c) => c.listName },
  { header: t.colFrom, className: 'bo-num', cell: (c) => price(c.from) },
  { header: t.colTo, className: 'bo-num', cell: (c) => price(c.to) },
  { header: t.colChange, className: 'bo-num', cell: (c) => <ChangeSize change={c} /> },
];

/** One price list's changes in short. */
interface ListSummary {
  listId: number;
  listName: string;
  changes: number;
  rise: number | undefined;
  fall: number | undefined;
  large: number;
}

/** The changes per price list, in the order the lists first appear. */
export function summarise(changes: readonly PriceChange[]): ListSummary[] {
  const byList = new Map<number, ListSummary>();
  for (const c of changes) {
    let s = byList.get(c.listId);
    if (!s) byList.set(c.listId, (s = { listId: c.listId, listName: c.listName, changes: 0, rise: undefined, fall: undefined, large: 0 }));
    s.changes++;
    const p = changePercent(c);
    if (p === undefined) continue;
    if (p > 0 && (s.rise === undefined || p > s.rise)) s.rise = p;
    if (p < 0 && (s.fall === undefined || p < s.fall)) s.fall = p;
    if (isLarge(p)) s.large++;
  }
  return [...byList.values()];
}

const extreme = (p: number | undefined) =>
  p === undefined ? (
    t.none
  ) : isLarge(p) ? (
    <span className="csv-preview__large">
      {percentText(p)} <strong>{t.large}</strong>
    </span>
  ) : (
    percentText(p)
  );

const summaryColumns: Column<ListSummary>[] = [
  { header: t.colList, cell: (s) => s.listName },
  { header: t.colChanges, className: 'bo-num', cell: (s) => groupThousands(s.changes) },
  { header: t.colRise, className: 'bo-num', cell: (s) => extreme(s.rise) },
  { header: t.colFall, className: 'bo-num', cell: (s) => extreme(s.fall) },
  {
    header: t.colLarge(LARGE_CHANGE),
    className: 'bo-num',
    cell: (s) => (s.large > 0 ? <strong className="csv-preview__large">{groupThousands(s.large)}</strong> : '0'),
  },
];

/** Which page of a long table is drawn, and the buttons to the pages before and after it. */
function usePaged<T>(rows: readonly T[]) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / PREVIEW_ROWS));
  const current = Math.min(page, pages - 1);
  const first = current * PREVIEW_ROWS;
  return { rows: rows.slice(first, first + PREVIEW_ROWS), first, current, pages, setPage };
}

function Pager({
  label,
  text,
  current,
  pages,
  setPage,
}: {
  label: string;
  text: string;
  current: number;
  pages: number;
  setPage: (page: number) => void;
}) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  // A button that the move disables hands the focus to the other one (else it would fall to the page).
  const go = (page: number) => {
    setPage(page);
    if (page === 0) next.current?.focus();
    else if (page === pages - 1) previous.current?.focus();
  };
  return (
    <nav className="csv-preview__pager" aria-label={label}>
      <button
        ref={previous}
        type="button"
        className="button button--secondary button--small"
        disabled={current === 0}
        onClick={() => go(current - 1)}
      >
        {t.previousPage}
      </button>
      <span aria-live="polite">{text}</span>
      <button
        ref={next}
        type="button"
        className="button button--secondary button--small"
        disabled={current >= pages - 1}
        onClick={() => go(current + 1)}
      >
        {t.nextPage}
      </button>
    </nav>
  );
}

const refusedColumns: Column<RefusedRow>[] = [
  { header: t.colLine, className: 'bo-num', cell: (r) => r.line },
  { header: t.colItemCode, className: 'bo-num', cell: (r) => <bdi>{r.itemCode}</bdi> },
  { header: t.colReason, cell: (r) => r.reason },
];

const isFileRefusal = (r: RefusedRow) => r.line === 1 && r.itemCode === '';

export function CsvImportPreview({ result, applying, onApply, onCancel }: Props) {
  const { changes, unknownColumns } = result;
  const fileRefusal = result.refused.find(isFileRefusal);
  const refused = result.refused.filter((r) => !isFileRefusal(r));
  const changesPage = usePaged(changes);
  const refusedPage = usePaged(refused);
  const lists = summarise(changes);
  return (
    // Escape, the close button and the backdrop cancel too, but not while the changes are being applied.
    <Dialog title={t.previewTitle} size="wide" onClose={() => !applying && onCancel()}>
      <div className="csv-preview">
        {fileRefusal ? (
          <div className="alert alert--error" role="alert">
            <strong>{t.fileRefusedTitle}</strong>
            <p>{fileRefusal.reason}</p>
          </div>
        ) : (
          <p className="csv-preview__summary">{t.summary(changes.length, refused.length)}</p>
        )}
        {!fileRefusal && changes.length === 0 && <p>{t.noChanges}</p>}
        {refused.length > 0 && (
          <section aria-label={t.refusedTitle}>
            <h3>{t.refusedTitle}</h3>
            <DataTable rows={refusedPage.rows} rowKey={(r) => r.line} columns={refusedColumns} caption={t.refusedTitle} />
            {refusedPage.pages > 1 && (
              <Pager
                label={t.refusedPages}
                text={t.refusedPage(refusedPage.first + 1, refusedPage.first + refusedPage.rows.length, refused.length)}
                {...refusedPage}
              />
            )}
          </section>
        )}
        {unknownColumns.length > 0 && (
          <section aria-label={t.unknownColumnsTitle}>
            <h3>{t.unknownColumnsTitle}</h3>
            <ul className="csv-preview__columns">
              {unknownColumns.map((name, i) => (
                <li key={i}>
                  <bdi>{name}</bdi>
                </li>
              ))}
            </ul>
          </section>
        )}
        {changes.length > 0 && (
          <section aria-label={t.listsTitle}>
            <h3>{t.listsTitle}</h3>
            <DataTable rows={lists} rowKey={(s) => s.listId} columns={summaryColumns} caption={t.listsTitle} />
          </section>
        )}
        {changes.length > 0 && (
          <section aria-label={t.changesCaption}>
            <h3>{t.changesCaption}</h3>
            <DataTable
              rows={changesPage.rows}
              rowKey={(c) => `${c.productId}-${c.listId}`}
              columns={changeColumns}
              caption={t.changesCaption}
            />
            {changesPage.pages > 1 && (
              <Pager
                label={t.changesPages}
                text={t.changesPage(changesPage.first + 1, changesPage.first + changesPage.rows.length, changes.length)}
                {...changesPage}
              />
            )}
          </section>
        )}
        <div className="csv-preview__actions">
          <BusyButton className="button" onClick={onApply} busy={applying} disabled={changes.length === 0}>
            {t.apply}
          </BusyButton>
          <BusyButton className="button button--secondary" onClick={onCancel} busy={applying}>
            {t.cancel}
          </BusyButton>
          {applying && (
            <span className="csv-preview__applying">
              <Spinner label={t.applying} />
              <span aria-hidden="true">{t.applying}</span>
            </span>
          )}
        </div>
      </div>
    </Dialog>
  );
}
