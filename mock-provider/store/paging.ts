// Paging of in-memory lists.
import { DEFAULT_PAGE_SIZE, type PagedResult } from '@shared/contract/envelope';

/** A list query's paging part, already validated. */
export interface Paging {
  pageNumber?: number;
  pageSize?: number;
  searchTerm?: string;
}

/** One page of rows: page 1 and size 10 unless asked; a page past the end is empty, not an error. */
export function page<T>(rows: readonly T[], paging: Paging, defaultSize = DEFAULT_PAGE_SIZE): PagedResult<T> {
  const pageSize = paging.pageSize ?? defaultSize;
  const currentPage = paging.pageNumber ?? 1;
  const start = (currentPage - 1) * pageSize;
  return {
    items: rows.slice(start, start + pageSize),
    totalCount: rows.length,
    totalPages: Math.ceil(rows.length / pageSize),
    currentPage,
  };
}

/** Everything on one page (getAll). */
export function all<T>(rows: readonly T[]): PagedResult<T> {
  return { items: [...rows], totalCount: rows.length, totalPages: rows.length > 0 ? 1 : 0, currentPage: 1 };
}
