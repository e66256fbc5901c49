// The RootStore creates every store and passes itself in; it is given the api, the storage and
// the clock, so tests can give others.
import type { QueryClient } from '@tanstack/query-core';
import { configure } from 'mobx';
import { Api } from '../api/api';
import { AppUpdateStore } from './AppUpdateStore';
import { CartStore } from './CartStore';
import { CatalogueStore } from './CatalogueStore';
import { DialogStore } from './DialogStore';
import { OrdersStore } from './OrdersStore';
import { createQueryClient } from './queryClient';
import { SessionStore } from './SessionStore';
import { SettingsStore } from './SettingsStore';
import { safeStorage, type KeyValueStorage } from './storage';

configure({ enforceActions: 'always' });

export interface RootStoreOptions {
  /** Makes the api; given the store's token getter and logout. */
  api?: (getToken: () => string | null, onUnauthorized: (token: string) => void) => Api;
  storage?: KeyValueStorage;
  /** The browser session's storage (what is shown once per visit); in memory when not given. */
  sessionStorage?: KeyValueStorage;
  queryClient?: QueryClient;
  now?: () => number;
}

export class RootStore {
  readonly api: Api;
  readonly storage: KeyValueStorage;
  readonly sessionStorage: KeyValueStorage;
  readonly queryClient: QueryClient;
  readonly now: () => number;
  readonly session: SessionStore;
  readonly cart: CartStore;
  readonly catalogue: CatalogueStore;
  readonly settings: SettingsStore;
  readonly orders: OrdersStore;
  readonly dialogs: DialogStore;
  readonly appUpdate: AppUpdateStore;

  constructor(options: RootStoreOptions = {}) {
    this.storage = safeStorage(options.storage);
    this.sessionStorage = safeStorage(options.sessionStorage);
    this.queryClient = options.queryClient ?? createQueryClient();
    this.now = options.now ?? Date.now;
    const getToken = () => this.session.token;
    // Only the session of the refused token ends: one signed in anew meanwhile stays.
    const onUnauthorized = (token: string) => {
      if (this.session.token === token) this.session.logout('ended');
    };
    this.api = options.api ? options.api(getToken, onUnauthorized) : new Api({ getToken, onUnauthorized });
    this.cart = new CartStore(this);
    this.orders = new OrdersStore(this);
    this.session = new SessionStore(this);
    this.catalogue = new CatalogueStore(this);
    this.settings = new SettingsStore(this);
    this.dialogs = new DialogStore();
    this.appUpdate = new AppUpdateStore(this);
  }

  /**
   * An order is on its way to the provider: nothing may reload the page now (a new version waits,
   * AppUpdateStore). The one place that says so: whatever else holds an order in flight joins here.
   */
  get orderInFlight(): boolean {
    return this.orders.placing;
  }
}
