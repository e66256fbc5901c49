// Route parameters of the back-office screens, and the store of a screen about the record the
// route names.
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useStores } from '../../StoreContext';
import type { ApiCaller } from './FormState';

/** A route parameter as a positive whole id, or null (a screen then says 'not found'). */
export function routeId(value: string | undefined): number | null {
  if (value === undefined || !/^[0-9]{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * The route's id (`param`; null when it is not one) and the screen's store, made once for that id
 * (0 when there is none) and loaded only for a valid id.
 */
export function useRouteStore<S extends { load(): Promise<unknown> }>(
  param: string,
  create: (api: ApiCaller, id: number) => S,
): { id: number | null; store: S } {
  const { api } = useStores();
  const id = routeId(useParams()[param]);
  const [store] = useState(() => create(api, id ?? 0));
  useEffect(() => {
    if (id !== null) void store.load();
  }, [store, id]);
  return { id, store };
}
