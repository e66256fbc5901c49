// Test support for the stores: a RootStore over a memory storage and an Api whose ky has a fake
// fetch responding with envelopes per route, recording every request it gets.
import ky from 'ky';
import type { Category, Item, ItemSummary, UserInfo } from '@shared/contract/entities';
import type { OrderCreateDto } from '@shared/validation';
import { CatalogueIndex } from '@shared/search/catalogueIndex';
import { matchName } from '@shared/rules/quickOrderMatch';
import { closestSearches, itemOfCode, nameFinderOf, searchPage } from '@shared/search/answers';
import { when } from 'mobx';
import { Api } from '../api/api';
import { checkServed, checkServedPayload } from './contractCheck';
import type { OutboxEnvironment } from '../features/outbox/OutboxStore';
import { newEntry, type OutboxEntry } from '../features/outbox/entry';
import { MemoryOutboxDb, type OutboxDb } from '../features/outbox/outboxDb';
import { RootStore } from './RootStore';
import type { KeyValueStorage } from '../stores/storage';
import type { NetworkEnvironment } from '../features/layout/NetworkStore';

/** A request as the fake provider saw it. */
export interface FakeRequest {
  method: string;
  /** The path under /api, for example '/Item/List'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
  /** The Idempotency-Key header, as sent. */
  idempotencyKey: string | null;
  /** Path parameters of the matched route (':itemId' gives params.itemId). */
  params: Record<string, string>;
}

/** What a route responds with: an envelope with its status, or a promise of one (to hold a request open). */
export interface FakeResponse {
  status?: number;
  body?: unknown;
  /** Why this response breaks the OpenAPI document on purpose (a test of the client's defence); otherwise it is held to it. */
  offContract?: string;
  /** Headers besides the content type (the service worker's KEPT_RESPONSE_HEADER on a kept response). */
  headers?: Record<string, string>;
}

export type FakeRoute = (req: FakeRequest) => FakeResponse | Promise<FakeResponse>;

/** A 200 envelope carrying a payload; without one, the bare envelope of a call that returns nothing. */
export const ok = (...payload: [unknown?]): FakeResponse => ({
  status: 200,
  body: payload.length === 0 ? { statusCode: 200 } : { statusCode: 200, payload: payload[0] },
});

/**
 * A response the OpenAPI document does not allow, served on purpose: a test of how the client copes
 * with a provider that breaks the contract says so, with the reason, and is not failed for it.
 */
export const offContract = (response: FakeResponse, reason: string): FakeResponse => ({ ...response, offContract: reason });

/** A failure envelope. */
export const fail = (status: number, code: string | number, message = 'failed', details?: unknown): FakeResponse => ({
  status,
  body: { statusCode: status, error: { code, message, ...(details === undefined ? {} : { details }) } },
});

/** A refusal with messages by field (the provider's `errors`), as a form shows them under its fields. */
export const invalid = (errors: Record<string, string[]>, status = 400, code: string | number = 'validation_failed'): FakeResponse => ({
  status,
  body: { statusCode: status, error: { code, message: 'invalid', errors } },
});

const BASE = 'http://provider.test/api';

/** A fake provider: routes keyed 'METHOD /Path/:param'; anything else gets 404. */
export class FakeProvider {
  readonly requests: FakeRequest[] = [];
  private readonly routes = new Map<string, FakeRoute>();

  constructor(routes: Record<string, FakeRoute> = {}) {
    for (const [key, route] of Object.entries(routes)) this.on(key, route);
  }

  on(key: string, route: FakeRoute): this {
    this.routes.set(key, route);
    return this;
  }

  /** The requests made to one path (and method). */
  calls(method: string, path: string): FakeRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = decodeURIComponent(url.pathname.replace(/^\/api/, ''));
    // A form (an upload) is read as FormData, anything else as JSON.
    const isForm = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
    const text = isForm ? '' : await request.text();
    const base: Omit<FakeRequest, 'params'> = {
      method: request.method,
      path,
      query: url.searchParams,
      body: isForm ? await request.formData() : text ? (JSON.parse(text) as unknown) : undefined,
      authorization: request.headers.get('authorization'),
      idempotencyKey: request.headers.get('idempotency-key'),
    };
    for (const [key, route] of this.routes) {
      const params = match(key, request.method, path);
      if (!params) continue;
      const req = { ...base, params };
      this.requests.push(req);
      const response = await route(req);
      const status = response.status ?? 200;
      const body = response.body ?? {};
      // Checked as it goes on the wire (a payload left undefined is no field at all).
      if (!response.offContract)
        checkServed({ method: request.method, path, status, contentType: 'application/json', body: JSON.parse(JSON.stringify(body)) });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...response.headers } });
    }
    // No route: the harness's own 404, not a response a test wrote, so it is not held to the document.
    this.requests.push({ ...base, params: {} });
    const missing = fail(404, 'not_found', `no fake route for ${request.method} ${path}`);
    return new Response(JSON.stringify(missing.body), { status: 404, headers: { 'content-type': 'application/json' } });
  };
}

function match(key: string, method: string, path: string): Record<string, string> | null {
  const [routeMethod, pattern] = key.split(' ') as [string, string];
  if (routeMethod !== method) return null;
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    if (w.startsWith(':')) params[w.slice(1)] = got[i]!;
    else if (w.toLowerCase() !== got[i]!.toLowerCase()) return null;
  }
  return params;
}

/** What a fake Api's call takes: the endpoint and the options a store gave it. */
type FakeCall = (
  endpoint: { method: string; route: string },
  options: { params?: Record<string, string | number>; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal },
) => Promise<unknown>;

/**
 * An Api without a network (jsdom has no fetch), for a test that fakes the provider's payloads:
 * every payload `call` gives is held to the OpenAPI document, as FakeProvider's responses are.
 */
export function fakeApi(call: FakeCall): Api {
  const checked: FakeCall = async (endpoint, options = {}) => {
    const payload = await call(endpoint, options);
    checkServedPayload(endpoint, options.params, payload);
    return payload;
  };
  return { call: checked } as unknown as Api;
}

/** A storage in a map, to look at what the stores saved. */
export class MemoryStorage implements KeyValueStorage {
  readonly map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
}

/** A window whose network a test switches, firing the events a browser fires (for the network store). */
export class FakeWindow extends EventTarget {
  readonly navigator = { onLine: true };
  constructor(online = true) {
    super();
    this.navigator.onLine = online;
  }
  go(online: boolean): void {
    this.navigator.onLine = online;
    this.dispatchEvent(new Event(online ? 'online' : 'offline'));
  }
}

/** A RootStore talking to the fake provider through a real Api and ky. */
export function makeRoot(
  provider: FakeProvider,
  options: { storage?: MemoryStorage; now?: () => number; network?: NetworkEnvironment | null; outbox?: OutboxEnvironment } = {},
): { root: RootStore; storage: MemoryStorage } {
  const storage = options.storage ?? new MemoryStorage();
  const http = ky.create({ fetch: provider.fetch });
  const root = new RootStore({
    storage,
    now: options.now,
    network: options.network ?? null,
    outbox: options.outbox,
    api: (getToken, onUnauthorized, onNetwork) => new Api({ getToken, onUnauthorized, onNetwork, http, prefix: BASE }),
  });
  return { root, storage };
}

/** Ends what a RootStore leaves running (the expiry timer, the cache's timers). */
export function dispose(root: RootStore): void {
  root.outbox.dispose();
  root.session.logout();
  root.queryClient.clear();
  root.queryClient.unmount();
  root.network.dispose();
}

/** An unsigned JWT-shaped token whose exp claim is `expiresAt` (epoch ms). */
export function tokenExpiringAt(expiresAt: number, claims: Record<string, unknown> = {}): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 7, ...claims, exp: Math.floor(expiresAt / 1000) })}.signature`;
}

/** Waits until a MobX-observable condition holds (or fails after a while). */
export function until(predicate: () => boolean, timeout = 2000): Promise<void> {
  return when(predicate, { timeout });
}

/** A promise with its resolve handle, to hold a fake call open. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A storefront item as Item/List and Item/{itemId} return it to a business user. */
export function makeItem(overrides: Partial<Item> & { id: number }): Item {
  return {
    itemId: `I${overrides.id}`,
    itemDescription: `פריט ${overrides.id}`,
    catalogNumber: `729000000${overrides.id}`,
    pictureUrl: `/api/files/${overrides.id}`,
    salePriceInNIS: 10,
    minOrderQuantity: 1,
    displayOrder: 1,
    isAvailable: true,
    isPriceChanged: false,
    itemPackSize: overrides.minOrderQuantity ?? 1,
    fullDescription: '',
    itemAttributes: [],
    relatedItems: [],
    itemGroup: { id: 1, itemGroupName: 'קבוצה', categoryId: 1 },
    ...overrides,
  };
}

/** A page of a paged list, as the provider sends one: the items, their count and the pages. */
export function pageOf<T>(items: T[], totalCount = items.length, totalPages = totalCount > 0 ? 1 : 0, currentPage = 1) {
  return { items, totalCount, totalPages, currentPage };
}

/** A category as Category/List and Category/{id} return it. */
export function makeCategory(overrides: Partial<Category> & { id: number }): Category {
  const name = overrides.categoryName ?? overrides.name ?? `קטגוריה ${overrides.id}`;
  return { categoryName: name, name, description: '', displayOrder: overrides.id, imageURL: '', itemGroups: [], ...overrides };
}

/** The user info of a business user with a linked customer. */
export const BUSINESS_USER: UserInfo = {
  id: 7,
  userType: 'Business',
  email: 'buyer@example.com',
  firstName: 'דנה',
  lastName: 'כהן',
  businessCustomer: { customerId: 1001, firstName: 'מכולת', lastName: 'השכונה', phone: '03-5550000', email: 'shop@example.com' },
};

/** A provider that signs BUSINESS_USER in with a token valid for an hour after `now`. */
export function withLogin(provider: FakeProvider, now: number, user: UserInfo = BUSINESS_USER): string {
  const token = tokenExpiringAt(now + 3600_000);
  provider.on('POST /Account/Login', () => ok(token)).on('GET /Account/UserInfo', () => ok(user));
  return token;
}

/** An item as the server's search calls give it: the card's fields, its price only to a signed-in caller. */
export function summaryFor(item: Item, signedIn: boolean): ItemSummary {
  const { fullDescription: _d, description: _t, itemAttributes: _a, relatedItems: _r, salePriceInNIS, isPriceOnRequest, ...rest } = item;
  if (!signedIn) return rest;
  return {
    ...rest,
    ...(salePriceInNIS === undefined ? {} : { salePriceInNIS }),
    ...(isPriceOnRequest === undefined ? {} : { isPriceOnRequest }),
  };
}

/**
 * The storefront server's own search calls (/Search/...) over these items, as the server answers them:
 * the same index and rules (shared/search, shared/rules), the items' prices to a signed-in caller only.
 * `items` is read at every call, so a test may change the catalogue between calls.
 */
export function withSearch(provider: FakeProvider, items: () => readonly Item[]): FakeProvider {
  const indexed = () => new CatalogueIndex(items());
  return provider
    .on('GET /Search/Items', (req) => {
      const signedIn = req.authorization !== null;
      const number = (name: string) => (req.query.get(name) === null ? undefined : Number(req.query.get(name)));
      const page = searchPage(
        indexed(),
        req.query.get('term') ?? '',
        { categoryId: number('categoryId'), itemGroupId: number('itemGroupId') },
        number('pageNumber') ?? 1,
        number('pageSize') ?? 24,
      );
      return ok({ ...page, items: page.items.map((i) => summaryFor(i, signedIn)) });
    })
    .on('GET /Search/Closest', (req) => ok({ terms: closestSearches(indexed(), req.query.get('term') ?? '') }))
    .on('GET /Search/Code/:code', (req) => {
      const item = itemOfCode(indexed(), req.params.code!);
      return item ? ok(summaryFor(item, req.authorization !== null)) : fail(404, 'not_found', 'no item has this code');
    })
    .on('POST /Search/Lookup', (req) => {
      const index = indexed();
      const signedIn = req.authorization !== null;
      const body = req.body as { codes?: string[]; names?: string[] };
      const finder = nameFinderOf(index);
      return ok({
        codes: [...new Set(body.codes ?? [])].map((code) => {
          const item = itemOfCode(index, code);
          return { code, item: item ? summaryFor(item, signedIn) : null };
        }),
        names: [...new Set(body.names ?? [])].map((name) => {
          const match = matchName(finder, name);
          return {
            name,
            item: match.item ? summaryFor(match.item, signedIn) : null,
            choices: match.choices.map((c) => summaryFor(c, false)),
            total: match.total,
          };
        }),
      });
    });
}

/** An order in the outbox as it keeps it: user 7's, waiting, pressed at `now`, unless `fields` say otherwise. */
export function outboxEntry(key: string, now: number, fields: Partial<OutboxEntry> = {}): OutboxEntry {
  return { ...newEntry({ key, owner: '7', body: { cartItems: [] } as unknown as OrderCreateDto, token: 't', now }), ...fields };
}

/** An outbox database in memory holding `entries` (a RootStore's `outbox.db`). */
export async function outboxDbWith(entries: OutboxEntry[]): Promise<OutboxDb> {
  const db = new MemoryOutboxDb();
  for (const entry of entries) await db.put(entry);
  return db;
}
