// Test support for the back-office stores of this area: a RootStore whose api is a stub answering
// every call through one handler, recording the calls and the query keys invalidated.
import { runInAction } from 'mobx';
import type { UserInfo } from '@shared/contract/entities';
import type { Api, CallOptions } from '../../api/api';
import { RootStore } from '../../stores/RootStore';
import { MemoryStorage } from '../../stores/testing';

/** Answers one call: given its route pattern ('/Category/:id') and options. */
export type StubHandler = (route: string, options: CallOptions<never>) => unknown;

export interface StubCall {
  route: string;
  options: CallOptions<never>;
}

/** A RootStore over a stub api; `user` signs a user in (user info only, no token checks). */
export function stubRoot(handler: StubHandler, user?: UserInfo): { root: RootStore; calls: StubCall[]; invalidated: unknown[] } {
  const calls: StubCall[] = [];
  const api = {
    call: async (endpoint: { route: string }, options: CallOptions<never> = {}) => {
      calls.push({ route: endpoint.route, options });
      return handler(endpoint.route, options);
    },
  } as unknown as Api;
  const root = new RootStore({ storage: new MemoryStorage(), api: () => api });
  const invalidated: unknown[] = [];
  const original = root.queryClient.invalidateQueries.bind(root.queryClient);
  root.queryClient.invalidateQueries = ((filters?: { queryKey?: unknown }) => {
    invalidated.push(filters?.queryKey);
    return original(filters as never);
  }) as typeof root.queryClient.invalidateQueries;
  if (user) runInAction(() => (root.session.userInfo = user));
  return { root, calls, invalidated };
}

/** The demo administrator's user info. */
export const ADMIN: UserInfo = {
  id: 1,
  userType: 'Administrator',
  email: 'admin@example.com',
  firstName: 'מנהל',
  lastName: 'ראשי',
  businessCustomer: null,
};
