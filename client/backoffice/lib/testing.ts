// Test support for the back-office stores: the one fake of the api. A store under test is given a
// RootStore over the storefront's fake provider (app/testing.ts), so its calls go through the
// real Api (envelopes, field errors, statuses) and the test reads what the provider was sent and
// which of the storefront's query keys the store marked stale.
import { runInAction } from 'mobx';
import type { UserInfo } from '@shared/contract/entities';
import type { RootStore } from '../../app/RootStore';
import { dispose, FakeProvider, makeRoot, type FakeRoute } from '../../app/testing';

export { deferred, fail, invalid, makeCategory, makeItem, offContract, ok, pageOf, until, type FakeRequest } from '../../app/testing';

/** The demo administrator's user info. */
export const ADMIN: UserInfo = {
  id: 1,
  userType: 'Administrator',
  email: 'admin@example.com',
  firstName: 'מנהל',
  lastName: 'ראשי',
  businessCustomer: null,
};

export interface Testbed {
  /** What a screen gives its stores. */
  root: RootStore;
  provider: FakeProvider;
  /** The query keys marked stale, in order. */
  invalidated: unknown[];
  /** The bodies sent to one call ('POST /Category/Add'), in order. */
  sent(key: string): unknown[];
  /** Every call made, as 'METHOD /Path'. */
  keys(): string[];
  /** Ends what the RootStore leaves running. */
  dispose(): void;
}

/** A RootStore over a fake provider responding to `routes` ('METHOD /Path/:param'; anything else is 404), with `user` signed in. */
export function testbed(routes: Record<string, FakeRoute> = {}, user?: UserInfo): Testbed {
  const provider = new FakeProvider(routes);
  const { root } = makeRoot(provider);
  const invalidated: unknown[] = [];
  const original = root.queryClient.invalidateQueries.bind(root.queryClient);
  root.queryClient.invalidateQueries = ((filters?: { queryKey?: unknown }) => {
    invalidated.push(filters?.queryKey);
    return original(filters as never);
  }) as typeof root.queryClient.invalidateQueries;
  if (user) runInAction(() => (root.session.userInfo = user));
  const split = (key: string) => key.split(' ') as [string, string];
  return {
    root,
    provider,
    invalidated,
    sent: (key) => provider.calls(...split(key)).map((r) => r.body),
    keys: () => provider.requests.map((r) => `${r.method} ${r.path}`),
    dispose: () => dispose(root),
  };
}
