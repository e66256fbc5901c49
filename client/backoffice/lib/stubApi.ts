// Test support for the back-office form stores: a stub api answering 'METHOD /Route/:param' keys.
import type { Endpoint } from '@shared/contract/api';
import { ApiError } from '../../api/ApiError';
import type { ApiCaller } from './FormState';

export type Options = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
/** A stub api answering 'METHOD /Route/:param' keys; any other call is a 404. */
export function stubApi(routes: Record<string, (o: Options) => unknown>) {
  const calls: Array<{ key: string } & Options> = [];
  const api = {
    call: async (endpoint: Endpoint, options: Options = {}) => {
      const key = `${endpoint.method} ${endpoint.route}`;
      calls.push({ key, ...options });
      const route = routes[key];
      if (!route) throw new ApiError(404, 'not_found', `no route ${key}`);
      return route(options);
    },
  } as unknown as ApiCaller;
  return { api, calls, keys: () => calls.map((c) => c.key) };
}
