// The list frame every back-office list shares: search box, page-size choice, the loading and
// error states (with 'try again'), and Previous/Next.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, type ReactNode } from 'react';
import { he } from '../i18n/he';
import type { PagedListStore } from '../stores/PagedListStore';
import { LoadFailed } from './LoadFailed';
import './PagedList.css';

interface Props<T> {
  list: PagedListStore<T>;
  /** The search box's label (the list's name). */
  label: string;
  /** The rows, given the current page's items. */
  children: (items: T[]) => ReactNode;
  /** What an empty list says. */
  empty?: string;
  /** Show the search box (default true). */
  searchable?: boolean;
}

export const PagedList = observer(function PagedList<T>({ list, label, children, empty, searchable = true }: Props<T>) {
  const sizeId = useId();
  useEffect(() => list.start(), [list]);
  return (
    <div className="paged-list">
      <div className="paged-list__toolbar">
        {searchable && (
          <input
            type="search"
            className="input paged-list__search"
            aria-label={`${he.search}: ${label}`}
            placeholder={he.search}
            value={list.searchTerm}
            onChange={(e) => list.setSearchTerm(e.target.value)}
          />
        )}
        <label htmlFor={sizeId} className="paged-list__size">
          {he.pageSize}
          <select id={sizeId} className="select" value={list.pageSize} onChange={(e) => list.setPageSize(Number(e.target.value))}>
            {list.sizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.error !== null ? (
        <LoadFailed text={list.error ? `${he.errorPrefix}${list.error}` : he.somethingWentWrong} onRetry={() => void list.load()} />
      ) : list.loading && list.items.length === 0 ? (
        <p role="status">{he.loading}</p>
      ) : list.items.length === 0 ? (
        <p className="muted">{empty ?? he.listEmpty}</p>
      ) : (
        <div aria-busy={list.loading}>{children(list.items)}</div>
      )}
      <nav className="paged-list__pager" aria-label={`${label} – ${he.pages}`}>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => list.previous()}
          disabled={!list.hasPrevious}
        >
          {he.previous}
        </button>
        <span>{he.pageOf(list.pageNumber, list.totalPages)}</span>
        <button type="button" className="button button--secondary button--small" onClick={() => list.next()} disabled={!list.hasNext}>
          {he.next}
        </button>
        {list.loading && list.items.length > 0 && <span role="status">{he.loading}</span>}
      </nav>
    </div>
  );
}) as <T>(props: Props<T>) => ReactNode;
