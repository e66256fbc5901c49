// A new version of the site (a new service worker, installed and waiting): the buyer is told and
// decides when to reload onto it (client/features/layout/UpdateNotice.tsx). Nothing is reloaded by itself,
// and the reload waits while an order is in flight (RootStore.orderInFlight).
import { makeAutoObservable } from 'mobx';

/** What the store reads of the root: whether an order is on its way. */
export interface UpdateHost {
  readonly orderInFlight: boolean;
}

export class AppUpdateStore {
  /** A new version is ready. */
  available = false;
  /** The buyer put the notice away for now ('לא עכשיו'); a later version brings it back. */
  dismissed = false;
  /** The buyer pressed the button: the new version is taking over, and the page reloads onto it. */
  reloading = false;
  private activate: (() => void) | null = null;

  constructor(private readonly host: UpdateHost) {
    makeAutoObservable<AppUpdateStore, 'host' | 'activate'>(this, { host: false, activate: false });
  }

  /** The registration found a new version; `activate` makes it take over and reloads the page onto it. */
  offer(activate: () => void): void {
    this.activate = activate;
    this.available = true;
    this.dismissed = false;
  }

  /** The notice is on screen. */
  get shown(): boolean {
    return this.available && !this.dismissed;
  }

  /** The reload waits: an order is in flight (a reload now could lose its response). */
  get waitsForOrder(): boolean {
    return this.host.orderInFlight;
  }

  /** The buyer asked for the new version: taken over and reloaded, unless an order is in flight. */
  reload(): void {
    if (!this.available || this.reloading || this.waitsForOrder || !this.activate) return;
    this.reloading = true;
    this.activate();
  }

  dismiss(): void {
    this.dismissed = true;
  }
}
