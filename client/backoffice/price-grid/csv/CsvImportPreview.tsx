// What an imported price file would change, before anything is applied: a summary, the rows refused
// with their reasons and the columns not recognised (first, so that a long list of changes never
// hides them), a summary per price list (how many changes, the largest rise and fall), then every
// change (old and new price per list, its size in percent, a change of more than ±50% marked), a
// page of 200 at a time, each with its check box (CsvSelection holds which, so a check outlives its
// page); then apply the checked ones, or cancel. A file refused as a whole (parsePricesCsv's refusal
// on line 1 with no item code) is shown as the file's, with nothing to apply.
import { observer } from 'mobx-react-lite';
import { useId, useMemo, useRef, useState } from 'react';
import { formatShekels } from '@shared/format';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { DataTable, type Column } from '../../lib/DataTable';
import { changeKey, changePercent, flagReason, isLarge, LARGE_CHANGE, type CsvSelection } from './CsvSelection';
import type { CsvImport, PriceChange, RefusedRow } from './priceCsv';
import { boPriceCsv as t, groupThousands } from './strings';
import '../../lib/Form.css';
import './CsvImportPreview.css';
import { BusyButton } from '../../../ui/BusyButton';

/** The rows of each table drawn at a time: a file may change 20,000 prices, read a page at a time. */
export const PREVIEW_ROWS = 200;
export { changePercent, LARGE_CHANGE } from './CsvSelection';

interface Props {
  result: CsvImport;
  /** Which of the result's changes are to be applied. */
  selection: CsvSelection;
  /** The changes are being applied: apply and cancel wait. */
  applying: boolean;
  onApply: () => void;
  onCancel: () => void;
}

const price = (value: number | undefined) => (value === undefined ? t.noPrice : <bdi>{formatShekels(value)}</bdi>);
const priceWords = (value: number | undefined) => (value === undefined ? t.noPrice : formatShekels(value));

const percentText = (p: number) => <bdi dir="ltr">{t.percent(p)}</bdi>;

/** The change's size, and for a flagged change why it starts unchecked (csv-preview__flag marks its row too). */
function ChangeSize({ change }: { change: PriceChange }) {
  const p = changePercent(change);
  const reason = flagReason(change);
  return (
    <>
      {p === undefined ? (
        <span className="muted">{t.newPrice}</span>
      ) : isLarge(p) ? (
        <span className="csv-preview__large">{percentText(p)}</span>
      ) : (
        percentText(p)
      )}
      {reason !== undefined && <strong className="csv-preview__flag">{reason}</strong>}
    </>
  );
}

/** A change's check box, named by its item, list and prices: a screen reader hears which change it applies. */
const ApplyBox = observer(function ApplyBox({ change, selection }: { change: PriceChange; selection: CsvSelection }) {
  return (
    <label className="csv-preview__check">
      <input type="checkbox" checked={selection.isChecked(change)} onChange={(e) => selection.setChecked(change, e.target.checked)} />
      <span className="visually-hidden">
        {t.applyOne(change.itemCode, change.listName, priceWords(change.from), priceWords(change.to))}
      </span>
    </label>
  );
});

const changeColumns = (selection: CsvSelection): Column<PriceChange>[] => [
  { header: t.colApply, cell: (c) => <ApplyBox change={c} selection={selection} /> },
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

/** How many changes are checked, and the buttons that check or uncheck every one, on every page. */
const SelectionBar = observer(function SelectionBar({ selection }: { selection: CsvSelection }) {
  const total = selection.changes.length;
  const flagged = selection.changes.filter((c) => flagReason(c) !== undefined).length;
  return (
    <div className="csv-preview__selection">
      <span aria-live="polite">{t.checkedCount(selection.checkedCount, total)}</span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={selection.checkedCount === total}
        onClick={() => selection.checkAll()}
      >
        {t.checkAll}
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={selection.checkedCount === 0}
        onClick={() => selection.uncheckAll()}
      >
        {t.uncheckAll}
      </button>
      {flagged > 0 && <span className="csv-preview__flag">{t.flaggedCount(flagged)}</span>}
    </div>
  );
});

export const CsvImportPreview = observer(function CsvImportPreview({ result, selection, applying, onApply, onCancel }: Props) {
  const { changes, unknownColumns } = result;
  const fileRefusal = result.refused.find(isFileRefusal);
  const refused = result.refused.filter((r) => !isFileRefusal(r));
  const changesPage = usePaged(changes);
  const refusedPage = usePaged(refused);
  const lists = summarise(changes);
  const columns = useMemo(() => changeColumns(selection), [selection]);
  const noneCheckedId = useId();
  const noneChecked = changes.length > 0 && selection.checkedCount === 0;
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
            <SelectionBar selection={selection} />
            <DataTable rows={changesPage.rows} rowKey={changeKey} columns={columns} caption={t.changesCaption} />
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
          <BusyButton
            className="button"
            onClick={onApply}
            busy={applying}
            disabled={changes.length === 0 || noneChecked}
            aria-describedby={noneChecked ? noneCheckedId : undefined}
          >
            {changes.length === 0 ? t.apply : t.applyChecked(selection.checkedCount)}
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
          {noneChecked && (
            <span id={noneCheckedId} className="csv-preview__none">
              {t.noneChecked}
            </span>
          )}
        </div>
      </div>
    </Dialog>
  );
});
