// The one way a back-office screen gets its store and loads its data: the store is made once, with
// what every back-office store is given (the RootStore: api, query cache, session, settings), and
// its `load()` runs when the screen opens (and again when the route's id changes), and its
// `dispose()`, when it has one, when the screen is left (a long load stops then).
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import type { RootStore } from '../../app/RootStore';

/** Runs a store's `load()`, when it has one (a store with nothing to load, or a list that loads itself while shown, has none). */
function loadOf(store: object): void {
  if ('load' in store && typeof store.load === 'function') void store.load();
}

/** A route parameter as a positive whole id, or null (a screen then says 'not found'). */
export function routeId(value: string | undefined): number | null {
  if (value === undefined || !/^[0-9]{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * Stops what a store has under way, when it can (`dispose()`): the screen is left. A store's dispose
 * only stops the work under way, so React's second mount in development loads it again.
 */
function disposeOf(store: object): void {
  if ('dispose' in store && typeof store.dispose === 'function') store.dispose();
}

/** The screen's store, made once, loaded when the screen opens and disposed of when it is left. */
export function useScreenStore<S extends object>(create: (deps: RootStore) => S): S {
  const deps = useStores();
  const [store] = useState(() => create(deps));
  useEffect(() => {
    loadOf(store);
    return () => disposeOf(store);
  }, [store]);
  return store;
}

/**
 * The route's id (`param`; null when it is not one) and the screen's store, made once for that id
 * (0 when there is none) and loaded only for a valid id.
 */
export function useRouteStore<S extends object>(
  param: string,
  create: (deps: RootStore, id: number) => S,
): { id: number | null; store: S } {
  const deps = useStores();
  const id = routeId(useParams()[param]);
  const [store] = useState(() => create(deps, id ?? 0));
  useEffect(() => {
    if (id !== null) loadOf(store);
  }, [store, id]);
  return { id, store };
}
