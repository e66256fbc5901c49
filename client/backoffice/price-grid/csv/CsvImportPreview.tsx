// What an imported price file would change, before anything is applied: a summary, the rows refused
// with their reasons and the columns not recognised (first, so that a long list of changes never
// hides them), the changes (old and new price per list); then apply or cancel. A file refused as a whole (parsePricesCsv's refusal on line 1 with no item
// code) is shown as the file's, with nothing to apply.
import { formatShekels } from '@shared/format';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { DataTable, type Column } from '../../lib/DataTable';
import type { CsvImport, PriceChange, RefusedRow } from './priceCsv';
import { boPriceCsv as t } from './strings';
import '../../lib/Form.css';
import './CsvImportPreview.css';

/** The most rows of each table drawn: a file may change 20,000 prices, which no one reads one by one. */
export const PREVIEW_ROWS = 200;

interface Props {
  result: CsvImport;
  /** The changes are being applied: apply and cancel wait. */
  applying: boolean;
  onApply: () => void;
  onCancel: () => void;
}

const price = (value: number | undefined) => (value === undefined ? t.noPrice : <bdi>{formatShekels(value)}</bdi>);

const changeColumns: Column<PriceChange>[] = [
  { header: t.colItemCode, className: 'bo-num', cell: (c) => <bdi>{c.itemCode}</bdi> },
  { header: t.colName, cell: (c) => c.name },
  { header: t.colList, cell: (c) => c.listName },
  { header: t.colFrom, className: 'bo-num', cell: (c) => price(c.from) },
  { header: t.colTo, className: 'bo-num', cell: (c) => price(c.to) },
];

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
            <DataTable rows={refused.slice(0, PREVIEW_ROWS)} rowKey={(r) => r.line} columns={refusedColumns} caption={t.refusedTitle} />
            {refused.length > PREVIEW_ROWS && <p className="csv-preview__more">{t.moreRefused(refused.length - PREVIEW_ROWS)}</p>}
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
          <section aria-label={t.changesCaption}>
            <h3>{t.changesCaption}</h3>
            <DataTable
              rows={changes.slice(0, PREVIEW_ROWS)}
              rowKey={(c) => `${c.productId}-${c.listId}`}
              columns={changeColumns}
              caption={t.changesCaption}
            />
            {changes.length > PREVIEW_ROWS && <p className="csv-preview__more">{t.moreChanges(changes.length - PREVIEW_ROWS)}</p>}
          </section>
        )}
        <div className="csv-preview__actions">
          <button type="button" className="button" onClick={onApply} disabled={applying || changes.length === 0} aria-busy={applying}>
            {t.apply}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={applying}>
            {t.cancel}
          </button>
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
