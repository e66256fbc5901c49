// The one paged-list store every back-office list uses (docs/product.md §2.6): page 1 and size 10
// to start; a new search or page size goes back to page 1; Previous is disabled on page 1 and
// Next on the last page; 'Loading...' while a page loads and the error when one fails. Long lists
// (the items list runs past 120 pages) also go to the first, the last or any page; a page past the
// end (a link, a bookmark, rows removed meanwhile) shows the last page instead of an empty one. The
// counts follow the items received, not the provider's totalCount (countsOf).
import { errorText } from './errorText';
import { pageCounts } from '../api/pages';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type PagedResult } from '@shared/contract/envelope';

/** Fetches one page. */
export type PageFetcher<T> = (
  query: { pageNumber: number; pageSize: number; searchTerm: string },
  signal: AbortSignal,
) => Promise<PagedResult<T> | { items: T[]; totalCount: number; totalPages?: number }>;

export class PagedListStore<T> {
  pageNumber = 1;
  pageSize: number = DEFAULT_PAGE_SIZE;
  searchTerm = '';
  items: T[] = [];
  totalCount = 0;
  totalPages = 0;
  loading = false;
  error: string | null = null;
  private controller: AbortController | null = null;
  private disposer: IReactionDisposer | null = null;
  /** The first page found empty, for the search, size and filters it was found with: the list ends before it. */
  private end: { query: string; page: number } | null = null;

  /** The page sizes this list offers (docs/product.md §2.6: 1, 5, 10, 20, 50; the back office's items list goes to 100). */
  readonly sizeOptions: readonly number[];
  /** What else the page depends on (a list's filters): a change of it loads again, as page, size and search do. */
  private readonly dependsOn: () => unknown;

  constructor(
    private readonly fetchPage: PageFetcher<T>,
    options: { sizeOptions?: readonly number[]; dependsOn?: () => unknown } = {},
  ) {
    this.sizeOptions = options.sizeOptions ?? PAGE_SIZE_OPTIONS;
    this.dependsOn = options.dependsOn ?? (() => null);
    makeAutoObservable<PagedListStore<T>, 'fetchPage' | 'controller' | 'disposer' | 'dependsOn' | 'end' | 'countsOf'>(this, {
      fetchPage: false,
      end: false,
      countsOf: false,
      controller: false,
      disposer: false,
      sizeOptions: false,
      dependsOn: false,
    });
  }

  /** Starts loading and reloads whenever the page, size or search changes; returns the stop function. */
  start(): () => void {
    this.disposer?.();
    this.disposer = reaction(
      () => [this.pageNumber, this.pageSize, this.searchTerm, JSON.stringify(this.dependsOn())] as const,
      () => void this.load(),
      { fireImmediately: true, delay: 0 },
    );
    return () => {
      this.disposer?.();
      this.disposer = null;
      this.controller?.abort();
    };
  }

  /** Loads the current page (again). */
  async load(): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.loading = true;
    this.error = null;
    try {
      const page = await this.fetchPage(
        { pageNumber: this.pageNumber, pageSize: this.pageSize, searchTerm: this.searchTerm.trim() },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.items = page.items;
        const { totalCount, totalPages } = this.countsOf(page);
        this.totalCount = totalCount;
        this.totalPages = totalPages;
        // Past the end: the last page instead (the reaction of start() loads it).
        if (this.totalPages > 0 && this.pageNumber > this.totalPages) this.pageNumber = this.totalPages;
      });
    } catch (err) {
      if (controller.signal.aborted) return;
      runInAction(() => {
        // In Hebrew whatever failed (the provider unreachable, a refusal in English): never a raw message.
        this.error = errorText(err);
      });
    } finally {
      if (!controller.signal.aborted) runInAction(() => (this.loading = false));
    }
  }

  /**
   * The counts as the items received say them (pageCounts): a page that came empty ends the list
   * before it, remembered for this search, size and filters.
   */
  private countsOf(page: { items: readonly T[]; totalCount: number; totalPages?: number }): { totalCount: number; totalPages: number } {
    const { pageNumber, pageSize } = this;
    const query = JSON.stringify([pageSize, this.searchTerm.trim(), this.dependsOn()]);
    if (this.end?.query !== query) this.end = null;
    const counts = pageCounts(page, pageNumber, pageSize, this.end?.page);
    if (page.items.length === 0 && pageNumber > 1) this.end = { query, page: Math.min(pageNumber, this.end?.page ?? Infinity) };
    return counts;
  }

  get hasPrevious(): boolean {
    return this.pageNumber > 1;
  }

  get hasNext(): boolean {
    return this.pageNumber < this.totalPages;
  }

  previous(): void {
    if (this.hasPrevious) this.pageNumber -= 1;
  }

  next(): void {
    if (this.hasNext) this.pageNumber += 1;
  }

  first(): void {
    this.pageNumber = 1;
  }

  last(): void {
    if (this.totalPages > 0) this.pageNumber = this.totalPages;
  }

  /** Goes to a page: below 1 is page 1, past the end the last page. */
  goTo(page: number): void {
    if (!Number.isFinite(page)) return;
    const whole = Math.trunc(page);
    this.pageNumber = Math.max(1, this.totalPages > 0 ? Math.min(whole, this.totalPages) : whole);
  }

  /** A new search starts at page 1. */
  setSearchTerm(term: string): void {
    this.searchTerm = term;
    this.pageNumber = 1;
  }

  /** A new page size (one of the list's sizes) starts at page 1. */
  setPageSize(size: number): void {
    if (!this.sizeOptions.includes(size)) return;
    this.pageSize = size;
    this.pageNumber = 1;
  }
}
