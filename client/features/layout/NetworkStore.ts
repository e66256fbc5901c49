// Whether the app can reach the network: the browser's word (navigator.onLine and the
// window's online/offline events) and what the calls learn. A request that gets no response at all marks
// the app offline even while the browser still believes it is online (a lift, a tunnel, a captive
// Wi-Fi); the next request that gets a response, or the browser's `online` event, ends that. While the
// browser itself says offline, a response does not count: it may come from the service worker's cache.
import { makeAutoObservable } from 'mobx';

/** What the store listens to: a window's online/offline events and its navigator. */
export interface NetworkEnvironment {
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
  navigator: { onLine: boolean };
}

/** The browser's window, or none (the server's render, a test without one): then always online. */
function browserWindow(): NetworkEnvironment | null {
  return typeof window !== 'undefined' && typeof window.addEventListener === 'function' ? window : null;
}

export class NetworkStore {
  /** The browser says it has a network. */
  browserOnline: boolean;
  /** A request got no response since the last one that did (and since the last `online` event). */
  unreachable = false;
  private readonly env: NetworkEnvironment | null;

  constructor(env: NetworkEnvironment | null = browserWindow()) {
    this.env = env;
    this.browserOnline = env ? env.navigator.onLine !== false : true;
    makeAutoObservable<NetworkStore, 'env' | 'onOnline' | 'onOffline'>(this, { env: false, onOnline: false, onOffline: false });
    env?.addEventListener('online', this.onOnline);
    env?.addEventListener('offline', this.onOffline);
  }

  /** The app can reach the network as far as anyone knows. */
  get online(): boolean {
    return this.browserOnline && !this.unreachable;
  }

  /** A request got a response (any status) or no response at all. */
  noteResponse(responded: boolean): void {
    if (!responded) this.unreachable = true;
    else if (this.browserOnline) this.unreachable = false;
  }

  private readonly onOnline = (): void => this.setBrowserOnline(true);
  private readonly onOffline = (): void => this.setBrowserOnline(false);

  setBrowserOnline(online: boolean): void {
    this.browserOnline = online;
    // The browser found a network again: whatever a failed call taught is stale.
    if (online) this.unreachable = false;
  }

  /** Stops listening to the window (tests make many stores). */
  dispose(): void {
    this.env?.removeEventListener('online', this.onOnline);
    this.env?.removeEventListener('offline', this.onOffline);
  }
}
