// The session (docs/product.md §1.5): the token in local storage, valid only while its exp claim is
// later than now; user info fetched with it; logout clearing user info, orders and caches.
import { catalogueKeys, orderKeys, VISITOR_PRICES } from '../../stores/queryKeys';
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { UserInfo } from '@shared/contract/entities';
import { isTokenValid, tokenExpiresAt } from '@shared/rules/token';
import type { QueryClient } from '@tanstack/query-core';
import type { Api } from '../../api/api';
import { isApiError } from '../../api/ApiError';
import { ownerOf, StorageKeys, type KeyValueStorage } from '../../stores/storage';

/** What the session reads and drives of the app (the RootStore is one): whose cart is shown, the orders to forget. */
export interface SessionStoreDeps {
  readonly api: Api;
  readonly queryClient: QueryClient;
  readonly storage: KeyValueStorage;
  readonly now: () => number;
  readonly cart: { readonly owner: string | null; switchTo(owner: string | null): void };
  readonly orders: { clear(): void };
}

export class SessionStore {
  token: string | null;
  userInfo: UserInfo | null = null;
  /** True while the user info of a stored token is being fetched. */
  loadingUser = false;
  /**
   * Set when the session ended by itself (the token expired, or the provider refused it), not by
   * the user: the page says so and offers to sign in again. `owner` is whose cart waits for them.
   */
  ended: { owner: string | null } | null = null;
  private expiryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly root: SessionStoreDeps) {
    this.token = root.storage.getItem(StorageKeys.token);
    this.userInfo = knownUserInfo(root.storage, this.token);
    makeAutoObservable<SessionStore, 'root' | 'expiryTimer'>(this, { root: false, expiryTimer: false });
  }

  /** Logged in: a token is held (it may still be checked). */
  get isLoggedIn(): boolean {
    return this.token !== null;
  }

  /** Authenticated: a token whose expiry is later than now. */
  get isAuthenticated(): boolean {
    return this.token !== null && isTokenValid(this.token, this.root.now());
  }

  get isAdmin(): boolean {
    return this.userInfo?.userType === 'Administrator';
  }

  get isBusiness(): boolean {
    return this.userInfo?.userType === 'Business';
  }

  /** A signed-in business user with a linked customer: the only one who may order. */
  get canOrder(): boolean {
    return this.isBusiness && this.userInfo?.businessCustomer != null;
  }

  /** The part of query keys that keeps one user's prices from another's (and from a visitor). */
  get priceKey(): string {
    return this.token ?? VISITOR_PRICES;
  }

  /** The personal-area route of the user's type, or null. */
  get dashboardPath(): string | null {
    if (!this.userInfo) return null;
    return `/${this.isAdmin ? 'admin' : 'business'}/dashboard/${this.userInfo.id}`;
  }

  /**
   * On start: a held token that is invalid or expired logs out; a valid one without user info
   * fetches it, and a failed fetch logs out.
   */
  async init(): Promise<void> {
    if (!this.token) return;
    if (!this.isAuthenticated) {
      this.logout();
      return;
    }
    this.scheduleExpiry();
    // The user info last read for this token shows at once; it is read again all the same.
    await this.fetchUserInfo();
    if (this.userInfo) this.root.cart.switchTo(String(this.userInfo.id));
  }

  /** Reads the user info again (the connection came back after the app opened offline). */
  async refreshUserInfo(): Promise<void> {
    if (this.isAuthenticated) await this.fetchUserInfo();
  }

  private async fetchUserInfo(): Promise<void> {
    const token = this.token;
    if (!token) return;
    this.loadingUser = true;
    try {
      const info = await this.root.api.call(endpoints.account.userInfo, { query: { token } });
      runInAction(() => {
        if (this.token !== token) return;
        this.userInfo = info;
        this.root.storage.setItem(StorageKeys.userInfo, JSON.stringify(info));
      });
    } catch (err) {
      // Offline, or the provider's gateway down: the session stays, on the user info last read for
      // this token (the app opened offline still knows its buyer, their cart and their outbox), and
      // is read again when the connection comes back.
      if (isApiError(err) && (err.status === 0 || err.status === 502 || err.status === 503 || err.status === 504)) {
        console.warn('user info could not be read now; the session stays', err.status);
        return;
      }
      console.error('user info failed; logging out', err);
      if (this.token === token) this.logout();
    } finally {
      runInAction(() => {
        this.loadingUser = false;
      });
    }
  }

  /** Signs in; throws the ApiError (with its account code) for the form to show. */
  async login(email: string, password: string): Promise<void> {
    const token = await this.root.api.call(endpoints.account.login, { body: { email, password } });
    runInAction(() => {
      this.setToken(token);
      this.ended = null;
      // This user's own cart (another user's stays stored, unseen and untouched).
      this.root.cart.switchTo(ownerOf(token));
    });
    await this.fetchUserInfo();
    runInAction(() => {
      if (this.userInfo) this.root.cart.switchTo(String(this.userInfo.id));
    });
  }

  /** The buyer has read that the session ended. */
  dismissEnded(): void {
    this.ended = null;
  }

  /**
   * Keeps the session on a new token of the same user (a password change ends every earlier token,
   * and the provider responds to it with a fresh one).
   */
  replaceToken(token: string): void {
    if (this.token === null) return;
    this.setToken(token);
  }

  private setToken(token: string): void {
    this.token = token;
    this.root.storage.setItem(StorageKeys.token, token);
    this.scheduleExpiry();
  }

  private scheduleExpiry(): void {
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    const expiresAt = tokenExpiresAt(this.token);
    if (expiresAt === null) return;
    const delay = Math.min(expiresAt - this.root.now(), 2 ** 31 - 1);
    this.expiryTimer = setTimeout(() => this.logout('ended'), Math.max(0, delay));
  }

  /**
   * Logs out: token and user info gone, orders cleared, cached server state of the user dropped, the
   * user's cart put away (kept for their next sign-in). `'ended'` when the session ended by itself
   * (expiry, a refused token): the page then tells the user, who did not ask for it.
   */
  logout(reason: 'user' | 'ended' = 'user'): void {
    if (reason === 'ended' && this.token !== null) this.ended = { owner: this.root.cart.owner };
    if (reason === 'user') this.ended = null;
    this.root.cart.switchTo(null);
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
    this.token = null;
    this.userInfo = null;
    this.root.storage.removeItem(StorageKeys.token);
    this.root.storage.removeItem(StorageKeys.userInfo);
    this.root.orders.clear();
    this.root.queryClient.removeQueries({ queryKey: orderKeys.all() });
    this.root.queryClient.removeQueries({ queryKey: catalogueKeys.allItems() });
    this.root.queryClient.removeQueries({ queryKey: catalogueKeys.allItemDetails() });
  }
}

/** The user info last read for a token, when it is that token's user's (null otherwise). */
function knownUserInfo(storage: KeyValueStorage, token: string | null): UserInfo | null {
  const owner = ownerOf(token);
  if (owner === null) return null;
  try {
    const info = JSON.parse(storage.getItem(StorageKeys.userInfo) ?? 'null') as UserInfo | null;
    return info !== null && typeof info === 'object' && String(info.id) === owner ? info : null;
  } catch {
    return null;
  }
}
