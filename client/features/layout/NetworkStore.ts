// Whether the app can reach the network: the browser's word (navigator.onLine and the
// window's online/offline events) and what the calls learn. A request that gets no response at all marks
// the app offline even while the browser still believes it is online (a lift, a tunnel, a captive
// Wi-Fi), and so does a read the service worker answered from its cache because the network did not
// (client/api/api.ts). The next request that gets a response, the worker's word that its network answers
// again, or the browser's `online` event, ends that. While the app is so cut off and the browser says
// online, it asks the server whether it answers (`probe`), sooner at first, then less often. While the
// browser itself says offline, a response does not count: it may come from the service worker's cache.
// Each time the network is found again `returns` counts one: what failed for want of it loads again.
import { makeAutoObservable } from 'mobx';

/** What the store listens to: a window's online/offline events and its navigator. */
export interface NetworkEnvironment {
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
  navigator: { onLine: boolean };
}

/** Asks the server whether it answers: true when a response came (any status). */
export type NetworkProbe = () => Promise<boolean>;

/** How long to wait before each probe while cut off (the last repeats): seconds soon after, a minute later on. */
export const PROBE_DELAYS_MS = [3_000, 6_000, 12_000, 30_000, 60_000];

/** The browser's window, or none (the server's render, a test without one): then always online. */
function browserWindow(): NetworkEnvironment | null {
  return typeof window !== 'undefined' && typeof window.addEventListener === 'function' ? window : null;
}

export class NetworkStore {
  /** The browser says it has a network. */
  browserOnline: boolean;
  /** A request got no response since the last one that did (and since the last `online` event). */
  unreachable = false;
  /** How many times the network was found again after it was lost (what waits on it loads again on each). */
  returns = 0;
  private readonly env: NetworkEnvironment | null;
  private readonly probe: NetworkProbe | null;
  private probeTimer: ReturnType<typeof setTimeout> | null = null;
  private probes = 0;

  constructor(env: NetworkEnvironment | null = browserWindow(), probe: NetworkProbe | null = null) {
    this.env = env;
    this.probe = probe;
    this.browserOnline = env ? env.navigator.onLine !== false : true;
    makeAutoObservable<NetworkStore, 'env' | 'probe' | 'probeTimer' | 'probes' | 'onOnline' | 'onOffline'>(this, {
      env: false,
      probe: false,
      probeTimer: false,
      probes: false,
      onOnline: false,
      onOffline: false,
    });
    env?.addEventListener('online', this.onOnline);
    env?.addEventListener('offline', this.onOffline);
  }

  /** The app can reach the network as far as anyone knows. */
  get online(): boolean {
    return this.browserOnline && !this.unreachable;
  }

  /** A request got a response (any status) or no response at all. */
  noteResponse(responded: boolean): void {
    if (!responded) {
      this.unreachable = true;
      this.scheduleProbe();
    } else if (this.browserOnline && this.unreachable) {
      this.unreachable = false;
      this.found();
    }
  }

  /**
   * Something failed that may or may not be the network (a screen's code that would not load: offline,
   * or renamed by a new deployment): the server is asked once, and no answer counts as a failed read.
   */
  async check(): Promise<void> {
    if (!this.probe || !this.online) return;
    const responded = await this.probe().catch(() => false);
    if (!responded) this.noteResponse(false);
  }

  /** The service worker's network answered again after one of its requests got no answer. */
  noteWorkerBack(): void {
    if (!this.browserOnline) return;
    this.unreachable = false;
    this.found();
  }

  private readonly onOnline = (): void => this.setBrowserOnline(true);
  private readonly onOffline = (): void => this.setBrowserOnline(false);

  setBrowserOnline(online: boolean): void {
    const was = this.online;
    this.browserOnline = online;
    // The browser found a network again: whatever a failed call taught is stale.
    if (online) this.unreachable = false;
    if (this.online && !was) this.found();
  }

  /** The network is there again: counted, and no more probing. */
  private found(): void {
    this.returns += 1;
    this.stopProbing();
  }

  /** While cut off with the browser online, the server is asked again after the next delay. */
  private scheduleProbe(): void {
    if (!this.probe || this.probeTimer !== null) return;
    const delay = PROBE_DELAYS_MS[Math.min(this.probes, PROBE_DELAYS_MS.length - 1)]!;
    this.probeTimer = setTimeout(() => void this.runProbe(), delay);
  }

  private async runProbe(): Promise<void> {
    this.probeTimer = null;
    if (!this.unreachable) return;
    // While the browser says offline, nothing is asked: its `online` event will say when.
    if (!this.browserOnline) return this.scheduleProbe();
    this.probes += 1;
    const responded = await this.probe!().catch(() => false);
    if (responded) this.noteResponse(true);
    else if (this.unreachable) this.scheduleProbe();
  }

  private stopProbing(): void {
    if (this.probeTimer !== null) clearTimeout(this.probeTimer);
    this.probeTimer = null;
    this.probes = 0;
  }

  /** Stops listening to the window and asking the server (tests make many stores). */
  dispose(): void {
    this.env?.removeEventListener('online', this.onOnline);
    this.env?.removeEventListener('offline', this.onOffline);
    this.stopProbing();
  }
}
