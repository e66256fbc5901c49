// The RootStore creates every store and passes itself in; it is given the api, the storage and
// the clock, so tests can give others.
import type { QueryClient } from '@tanstack/query-core';
import { configure } from 'mobx';
import { Api } from '../api/api';
import { AppUpdateStore } from '../features/layout/AppUpdateStore';
import { CartStore } from '../features/cart/CartStore';
import { CatalogueStore } from '../features/catalogue/CatalogueStore';
import { DialogStore } from '../stores/DialogStore';
import { LocationStore } from '../stores/LocationStore';
import { NetworkStore, type NetworkEnvironment, type NetworkProbe } from '../features/layout/NetworkStore';
import { OrdersStore } from '../features/orders/OrdersStore';
import { OutboxStore, type OutboxEnvironment } from '../features/outbox/OutboxStore';
import { createQueryClient } from '../stores/queryClient';
import { SessionStore } from '../features/account/SessionStore';
import { OrderStatusNews } from '../features/orders/OrderStatusNews';
import { CapabilitiesStore } from '../stores/CapabilitiesStore';
import { SettingsStore } from '../stores/SettingsStore';
import { SubstitutesStore } from '../features/substitutes/SubstitutesStore';
import { StandingStore } from '../features/standing/StandingStore';
import { safeStorage, type KeyValueStorage } from '../stores/storage';

configure({ enforceActions: 'always' });

export interface RootStoreOptions {
  /** Makes the api; given the store's token getter and logout, and what tells the network store of each call. */
  api?: (getToken: () => string | null, onUnauthorized: (token: string) => void, onNetwork: (responded: boolean) => void) => Api;
  storage?: KeyValueStorage;
  /** The browser session's storage (what is shown once per visit); in memory when not given. */
  sessionStorage?: KeyValueStorage;
  queryClient?: QueryClient;
  now?: () => number;
  /** What the order outbox takes from the browser (IndexedDB, Web Locks, the tabs' channel, events). */
  outbox?: OutboxEnvironment;
  /** Where the network store hears the browser's online/offline (the window by default; null: none). */
  network?: NetworkEnvironment | null;
  /** Asks the server whether it answers, while the app is cut off with the browser online (none: it waits for a call or an event). */
  networkProbe?: NetworkProbe;
}

export class RootStore {
  readonly api: Api;
  readonly storage: KeyValueStorage;
  readonly sessionStorage: KeyValueStorage;
  readonly queryClient: QueryClient;
  readonly now: () => number;
  readonly network: NetworkStore;
  readonly session: SessionStore;
  readonly cart: CartStore;
  readonly catalogue: CatalogueStore;
  readonly settings: SettingsStore;
  /** What the provider offers beyond the seed's contract. */
  readonly capabilities: CapabilitiesStore;
  readonly orders: OrdersStore;
  /** What moved in a buyer's open orders since they last looked (capability 'order-status'). */
  readonly orderNews: OrderStatusNews;
  readonly outbox: OutboxStore;
  /** Where the buyer is: the router's history, followed (main.tsx gives it the app's router). */
  readonly location: LocationStore;
  readonly dialogs: DialogStore;
  readonly substitutes: SubstitutesStore;
  /** The buyer's standing orders, their next days and reminders (kept by the storefront's server). */
  readonly standing: StandingStore;
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
    this.network = new NetworkStore(options.network === undefined ? undefined : options.network, options.networkProbe ?? null);
    const onNetwork = (responded: boolean) => this.network.noteResponse(responded);
    this.api = options.api ? options.api(getToken, onUnauthorized, onNetwork) : new Api({ getToken, onUnauthorized, onNetwork });
    this.cart = new CartStore(this);
    this.orders = new OrdersStore(this);
    this.outbox = new OutboxStore(this, options.outbox);
    this.session = new SessionStore(this);
    this.catalogue = new CatalogueStore(this);
    this.settings = new SettingsStore(this);
    this.capabilities = new CapabilitiesStore(this);
    this.orderNews = new OrderStatusNews(this);
    this.location = new LocationStore();
    this.dialogs = new DialogStore(this.location);
    this.substitutes = new SubstitutesStore(this);
    this.standing = new StandingStore(this);
    this.appUpdate = new AppUpdateStore(this);
    this.outbox.start();
  }

  /**
   * An order is on its way to the provider: nothing may reload the page now (a new version waits,
   * AppUpdateStore). The one place that says so: whatever else holds an order in flight joins here.
   */
  get orderInFlight(): boolean {
    return this.orders.placing || this.outbox.entries.some((e) => e.status === 'sending');
  }
}
