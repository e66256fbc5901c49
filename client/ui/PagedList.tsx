// The list frame every back-office list shares: search box, page-size choice, the loading and
// error states (with 'try again'), and the pager: Previous/Next, and on a list of more than two
// pages the first, the last and any page by number (the items list runs past 120 pages).
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { he } from '../i18n/he';
import type { PagedListStore } from './PagedListStore';
import { LoadFailed } from './LoadFailed';
import './PagedList.css';
import { selectOnFocus } from './selectOnFocus';

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
      <Pager list={list} label={label} />
    </div>
  );
}) as <T>(props: Props<T>) => ReactNode;

/** Previous/Next; first, last and a page by number when there are more than two pages. */
const Pager = observer(function Pager<T>({ list, label }: { list: PagedListStore<T>; label: string }) {
  const goId = useId();
  const [page, setPage] = useState('');
  const [invalid, setInvalid] = useState(false);
  const long = list.totalPages > 2;
  const small = 'button button--secondary button--small';
  const go = (e: FormEvent) => {
    e.preventDefault();
    const text = page.trim();
    if (!/^\d{1,10}$/.test(text)) return setInvalid(true);
    setInvalid(false);
    setPage('');
    list.goTo(Number(text));
  };
  return (
    <nav className="paged-list__pager" aria-label={`${label} – ${he.pages}`}>
      <div className="paged-list__steps">
        {long && (
          <button type="button" className={small} onClick={() => list.first()} disabled={!list.hasPrevious}>
            {he.firstPage}
          </button>
        )}
        <button type="button" className={small} onClick={() => list.previous()} disabled={!list.hasPrevious}>
          {he.previous}
        </button>
        <span className="paged-list__where">{he.pageOf(list.pageNumber, list.totalPages)}</span>
        <button type="button" className={small} onClick={() => list.next()} disabled={!list.hasNext}>
          {he.next}
        </button>
        {long && (
          <button type="button" className={small} onClick={() => list.last()} disabled={!list.hasNext}>
            {he.lastPage}
          </button>
        )}
      </div>
      {long && (
        <form className="paged-list__go" noValidate onSubmit={go}>
          <label htmlFor={goId}>{he.goToPage}</label>
          <input
            id={goId}
            className="input paged-list__go-input"
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            {...selectOnFocus}
            value={page}
            onChange={(e) => setPage(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${goId}-error` : undefined}
          />
          <button type="submit" className={small}>
            {he.go}
          </button>
          {invalid && (
            <p id={`${goId}-error`} className="field-error paged-list__go-error" role="alert">
              {he.goToPageInvalid(list.totalPages)}
            </p>
          )}
        </form>
      )}
      {list.loading && list.items.length > 0 && <span role="status">{he.loading}</span>}
    </nav>
  );
}) as <T>(props: { list: PagedListStore<T>; label: string }) => ReactNode;
