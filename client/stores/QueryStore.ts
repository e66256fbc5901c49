// Server state from @tanstack/query-core, observed from MobX: a query subscribes to its cache
// entry only while something observes it, so unused queries are dropped after gcTime.
import {
  InfiniteQueryObserver,
  QueryObserver,
  type InfiniteData,
  type InfiniteQueryObserverOptions,
  type InfiniteQueryObserverResult,
  type QueryClient,
  type QueryKey,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/query-core';
import { action, makeObservable, observableRef, onBecomeObserved, onBecomeUnobserved } from 'mobx';

/** One query's current result, observable. */
export class QueryStore<T> {
  result: QueryObserverResult<T, Error>;
  private readonly observer: QueryObserver<T, Error, T, T, QueryKey>;
  private unsubscribe: (() => void) | null = null;

  constructor(client: QueryClient, options: QueryObserverOptions<T, Error, T, T, QueryKey>) {
    this.observer = new QueryObserver(client, options);
    this.result = this.observer.getCurrentResult();
    makeObservable<QueryStore<T>, 'update'>(this, { result: observableRef, update: action });
    onBecomeObserved(this, 'result', () => {
      this.unsubscribe = this.observer.subscribe((r) => this.update(r));
      this.update(this.observer.getCurrentResult());
    });
    onBecomeUnobserved(this, 'result', () => {
      this.unsubscribe?.();
      this.unsubscribe = null;
    });
  }

  private update(result: QueryObserverResult<T, Error>): void {
    this.result = result;
  }

  get data(): T | undefined {
    return this.result.data;
  }

  get isLoading(): boolean {
    return this.result.isPending && this.result.fetchStatus !== 'idle';
  }

  get error(): Error | null {
    return this.result.error;
  }

  /** Changes the query (a new key refetches); the result follows. */
  setOptions(options: QueryObserverOptions<T, Error, T, T, QueryKey>): void {
    this.observer.setOptions(options);
    this.update(this.observer.getCurrentResult());
  }

  /** Fetches again; the result follows even when nothing observes it (a store reading it in an action). */
  async refetch(): Promise<unknown> {
    const result = await this.observer.refetch();
    this.update(result);
    return result;
  }
}

/** A paged list fetched page after page (the storefront's infinite grid), observable. */
export class InfiniteQueryStore<TPage, TParam = number> {
  result: InfiniteQueryObserverResult<InfiniteData<TPage, TParam>, Error>;
  private readonly observer: InfiniteQueryObserver<TPage, Error, InfiniteData<TPage, TParam>, QueryKey, TParam>;
  private unsubscribe: (() => void) | null = null;

  constructor(client: QueryClient, options: InfiniteQueryObserverOptions<TPage, Error, InfiniteData<TPage, TParam>, QueryKey, TParam>) {
    this.observer = new InfiniteQueryObserver(client, options);
    this.result = this.observer.getCurrentResult();
    makeObservable<InfiniteQueryStore<TPage, TParam>, 'update'>(this, { result: observableRef, update: action });
    onBecomeObserved(this, 'result', () => {
      this.unsubscribe = this.observer.subscribe((r) => this.update(r));
      this.update(this.observer.getCurrentResult());
    });
    onBecomeUnobserved(this, 'result', () => {
      this.unsubscribe?.();
      this.unsubscribe = null;
    });
  }

  private update(result: InfiniteQueryObserverResult<InfiniteData<TPage, TParam>, Error>): void {
    this.result = result;
  }

  /** Changes the query (a new key starts again at page 1). */
  setOptions(options: InfiniteQueryObserverOptions<TPage, Error, InfiniteData<TPage, TParam>, QueryKey, TParam>): void {
    this.observer.setOptions(options);
    this.update(this.observer.getCurrentResult());
  }

  /** Loads the next page, unless one is loading or none is left. */
  fetchNextPage(): void {
    if (this.result.hasNextPage && !this.result.isFetchingNextPage && !this.result.isFetching) void this.observer.fetchNextPage();
  }
}
