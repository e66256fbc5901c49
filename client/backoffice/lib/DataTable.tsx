// The back office's dense table: a header row of column names, a row per item whose cells carry
// their column's name (the phone layout shows it beside the value) and, when given, an actions
// cell whose buttons wrap together.
import { observer } from 'mobx-react-lite';
import type { Key, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { he } from '../he';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The cell's class ('bo-num' for numbers). */
  className?: string;
  /** The cell's tooltip (the whole text of a clipped cell). */
  title?: (row: T) => string;
}

/** The record's number, first column of the lists of records. */
export const idColumn: Column<{ id: number }> = { header: he.boForm.id, className: 'bo-num', cell: (row) => row.id };

interface Props<T> {
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: Column<T>[];
  /** Each row's buttons (RowAction); no actions column when absent. */
  actions?: (row: T) => ReactNode;
  /** The actions column's name. */
  actionsHeader?: string;
  /** The table's name for screen readers. */
  caption?: string;
  /** A class besides data-table. */
  className?: string;
}

// An observer: the cells read the stores (an order typed, a busy flag) and must re-render with them.
export const DataTable = observer(function DataTable<T>({
  rows,
  rowKey,
  columns,
  actions,
  actionsHeader = he.boForm.actions,
  caption,
  className,
}: Props<T>) {
  return (
    <table className={className ? `data-table ${className}` : 'data-table'}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
          {actions && <th scope="col">{actionsHeader}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.header} data-label={column.header} className={column.className} title={column.title?.(row)}>
                {column.cell(row)}
              </td>
            ))}
            {actions && (
              <td className="actions-cell">
                <div className="row-actions">{actions(row)}</div>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
});

type RowActionProps = {
  /** The accessible name: the action and the row it acts on. */
  label: string;
  children: ReactNode;
  /** A destructive action (delete) is red. */
  danger?: boolean;
} & ({ to: string } | { onClick: () => void; disabled?: boolean });

/** One of a row's small buttons: a link to another screen (`to`) or an action on the row. */
export function RowAction({ label, children, danger = false, ...action }: RowActionProps) {
  const className = `button ${danger ? 'button--danger' : 'button--secondary'} button--small`;
  if ('to' in action) {
    return (
      <Link to={action.to} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" className={className} aria-label={label} disabled={action.disabled} onClick={action.onClick}>
      {children}
    </button>
  );
}
