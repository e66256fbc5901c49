// verify-provider: holds any provider (the real accounting system on staging, or the mock) to the
// OpenAPI document the product is built against. Every read call as a visitor, a business user and
// an administrator, with the shape of each response; the refusals of each role; the error envelopes
// and the account codes; and, with `write`, a full order flow on the business account plus admin
// calls that create their own records and delete them again. Each check is a row of a table.
import { randomBytes } from 'node:crypto';
import { ResponseChecker } from '@shared/contract/responseCheck';
import { allOperations, type OperationEntry } from '@shared/contract/operations';
import { knownCapabilities, type Capability } from '@shared/contract/capabilities';
import { AccountErrorCode } from '@shared/errors';
import { isWholePacks, packSize } from '@shared/rules/packSize';
import { deliveryRulesOf } from '@shared/rules/delivery';
import { ratePercent, parseConfigValue } from '@shared/rules/settings';
import { formatAgorot } from '@shared/format';
import { computeTotals, toShekelTotals } from '@shared/rules/totals';
import { tokenProblem } from '@shared/rules/token';
import type { OrderCreateDto } from '@shared/validation';

export interface VerifyOptions {
  /** The provider's API base, such as https://staging.example.com/api. */
  url: string;
  admin: { email: string; password: string };
  business: { email: string; password: string };
  /** Also place an order and create (then delete) admin records. */
  write: boolean;
  /** Per call (default 15 s). */
  timeoutMs?: number;
  /** Hold responses to the document strictly (no field it does not name). */
  strict?: boolean;
  /**
   * The URL is the storefront's /api (the server in front of a provider), not a provider's: its
   * document links are sealed and opened at /documents/. Left out, the service is asked (its /healthz).
   */
  storefront?: boolean;
}

/** One row of the table. */
export interface CheckRow {
  call: string;
  as: Role;
  expected: string;
  got: string;
  pass: boolean;
  /** Why the check could not run (no record to read): not a failure. */
  skipped?: boolean;
}

export type Role = 'visitor' | 'business' | 'admin' | 'forged';

export interface VerifyResult {
  rows: CheckRow[];
  failed: CheckRow[];
  ms: number;
  /** What responded at the URL: a provider, or the storefront in front of one (and its mode, when it said). */
  service: string;
  /** The optional capabilities it offers (GET /Capabilities), each held to the document; none is no failure. */
  capabilities: Capability[];
}

/** The root of the site whose API base is `base` (its /api taken off), or null when it does not end in /api. */
export function siteRoot(base: string): string | null {
  return /\/api$/i.test(base) ? base.slice(0, -'/api'.length) : null;
}

/**
 * Whether the service at `base` is the storefront (and in which mode): it says so at /healthz beside
 * its /api; a provider has no such page (or not that response).
 */
export async function askStorefront(base: string, timeoutMs: number): Promise<{ storefront: boolean; mode?: string }> {
  const root = siteRoot(base);
  if (root === null) return { storefront: false };
  try {
    const res = await fetch(`${root}/healthz`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    const body = (await res.json().catch(() => null)) as { status?: unknown; mode?: unknown } | null;
    const mode = body?.mode;
    if (res.status === 200 && body?.status === 'ok' && (mode === 'mock' || mode === 'proxy')) return { storefront: true, mode };
  } catch {
    // No such page, or no response: a provider.
  }
  return { storefront: false };
}

/** Storefront document links: 'v1.' and base64url, opened at /documents/{sealed} (server/documents.ts). */
const SEALED_LINK = /^v1\.[A-Za-z0-9_-]+$/;

interface Reply {
  status: number;
  contentType: string;
  body: unknown;
  error?: string;
  /** The response said it repeats the first one under its Idempotency-Key (Idempotent-Replayed: true). */
  replayed?: boolean;
}

/** An id no provider has: a refusal check can never touch a real record, even if the role check is missing. */
const NO_SUCH_ID = 2147483000;

export async function verifyProvider(options: VerifyOptions): Promise<VerifyResult> {
  const started = Date.now();
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const asked = options.storefront === undefined ? await askStorefront(base, Math.min(timeoutMs, 5_000)) : null;
  const storefront = options.storefront ?? asked!.storefront;
  const v = new Verification(base, timeoutMs, storefront, options.strict === true);

  await signIn(v, options);
  // Sample records for the path parameters, read as the administrator and the business user.
  const samples = await discover(v);
  const capabilities = await checkCapabilities(v);
  // The server's own search calls (group 'search') are the storefront's, held to the document by its own tests (server/search).
  // An optional call is held to the document when the provider offers it (the discovery read itself: checkCapabilities).
  const entries = allOperations().filter(
    ({ operation: o }) => !o.testOnly && !o.host && (o.capability ? capabilities.includes(o.capability) : !o.optional),
  );
  await checkReads(v, entries, samples);
  await checkDocumentAndFile(v);
  await checkRefusals(v, entries);
  await checkErrors(v, options);
  if (options.write) {
    if (v.tokens.business) await orderFlow(v, capabilities);
    if (v.tokens.admin) await adminRecords(v);
  }

  const service = storefront ? `the storefront${asked?.mode ? ` (${asked.mode} mode)` : ''}` : 'a provider';
  return { rows: v.rows, failed: v.rows.filter((r) => !r.pass), ms: Date.now() - started, service, capabilities };
}

/**
 * GET /Capabilities as a visitor: 200 with the list of what the provider offers (held to the document),
 * or 404 for a provider that offers none; either passes. The capabilities this storefront knows.
 */
async function checkCapabilities(v: Verification): Promise<Capability[]> {
  const call = 'GET /Capabilities (optional: what the provider offers)';
  const reply = await v.send('GET', '/Capabilities', 'visitor');
  if (reply.status === 404) {
    v.record(call, 'visitor', '200 or 404', '404: offers none', true);
    return [];
  }
  const listed = payloadOf<{ capabilities?: unknown }>(await v.check('GET', '/Capabilities', 'visitor', 200, call));
  const offered = Array.isArray(listed?.capabilities) ? knownCapabilities(listed.capabilities) : [];
  v.record('GET /Capabilities (the capabilities offered)', 'visitor', 'any', offered.length ? offered.join(', ') : 'none', true);
  return offered;
}

/** One run against a service: how it sends requests, the roles' tokens, and the rows found so far. */
class Verification {
  readonly rows: CheckRow[] = [];
  readonly tokens: Partial<Record<Role, string>> = { forged: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.verify-provider-forged' };
  readonly checker: ResponseChecker;
  /** The root of the site (for the storefront's /documents/), or null when the URL does not end in /api. */
  readonly root: string | null;

  constructor(
    readonly base: string,
    readonly timeoutMs: number,
    /** The URL is the storefront's /api: its document links are sealed. */
    readonly storefront: boolean,
    strict: boolean,
  ) {
    this.checker = new ResponseChecker({ strict });
    this.root = siteRoot(base);
  }

  /** Sends a request as `as` and reads its response (its body parsed when JSON); never throws. */
  async send(method: string, path: string, as: Role, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const token = as === 'visitor' ? undefined : this.tokens[as];
    try {
      const res = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const contentType = res.headers.get('content-type') ?? '';
      const text = await res.text();
      let parsed: unknown = text;
      if (/json/i.test(contentType)) {
        try {
          parsed = JSON.parse(text);
        } catch {
          return { status: res.status, contentType, body: text, error: 'the body is not JSON' };
        }
      }
      return {
        status: res.status,
        contentType,
        body: parsed,
        ...(res.headers.get('idempotent-replayed') === 'true' ? { replayed: true } : {}),
      };
    } catch (err) {
      return {
        status: 0,
        contentType: '',
        body: undefined,
        error: (err as Error).name === 'TimeoutError' ? 'no response in time' : `no response (${(err as Error).message})`,
      };
    }
  }

  /** Sends a call and records a row: the status must be `expect`, and the response as the document says. */
  async check(
    method: string,
    path: string,
    as: Role,
    expect: number,
    label: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Reply> {
    const reply = await this.send(method, path, as, body, headers);
    const problems = reply.error
      ? [reply.error]
      : this.checker.check({ method, path: path.split('?')[0]!, status: reply.status, contentType: reply.contentType, body: reply.body });
    const statusOk = reply.status === expect;
    const got = reply.status === 0 ? '-' : `${reply.status}${errorCode(reply.body)}`;
    this.rows.push({
      call: label,
      as,
      expected: String(expect),
      got: problems.length ? `${got}: ${problems[0]}` : got,
      pass: statusOk && problems.length === 0,
    });
    return reply;
  }

  record(call: string, as: Role, expected: string, got: string, pass: boolean): void {
    this.rows.push({ call, as, expected, got, pass });
  }

  skip(call: string, as: Role, why: string): void {
    this.rows.push({ call, as, expected: '-', got: why, pass: true, skipped: true });
  }

  /** A row failing when `reply`'s error code is not `code`. */
  expectCode(reply: Reply, code: number, call: string): void {
    const got = (reply.body as { error?: { code?: unknown } } | undefined)?.error?.code;
    if (got !== code) this.record(call, 'visitor', `error.code ${code}`, `error.code ${JSON.stringify(got)}`, false);
  }

  /** A row for a URL outside the API (a document, a picture): 200 and a content type starting with `type`. */
  async fetchOther(call: string, url: string, type: string): Promise<void> {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
      await res.arrayBuffer();
      const got = `${res.status} ${res.headers.get('content-type') ?? ''}`.trim();
      this.record(call, 'visitor', `200 ${type}`, got, res.status === 200 && (res.headers.get('content-type') ?? '').startsWith(type));
    } catch (err) {
      this.record(call, 'visitor', `200 ${type}`, `no response (${(err as Error).message})`, false);
    }
  }
}

/** Signs in both accounts (without them nothing else of their roles can be checked). */
async function signIn(v: Verification, options: VerifyOptions): Promise<void> {
  for (const role of ['admin', 'business'] as const) {
    const account = options[role];
    const reply = await v.check('POST', '/Account/Login', 'visitor', 200, `POST /Account/Login (the ${role} account)`, {
      email: account.email,
      password: account.password,
    });
    const token = payloadOf<string>(reply);
    if (typeof token === 'string' && token.length > 0) {
      v.tokens[role] = token;
      // The client signs out at the token's exp, and the server knows the user by its sub: a token without them cannot be used.
      const problem = tokenProblem(token);
      v.record(
        `POST /Account/Login (the ${role} account's token)`,
        role,
        'a JWT with a numeric exp and a sub',
        problem ?? 'so',
        problem === null,
      );
    } else v.record('POST /Account/Login', role, 'a token', 'no token: the remaining checks of this role cannot run', false);
  }
}

/** Every read call, as each role: allowed roles get 200 and the documented shape, others 401/403. */
async function checkReads(v: Verification, entries: OperationEntry[], samples: Record<string, string>): Promise<void> {
  for (const entry of entries.filter((e) => e.endpoint.method === 'GET')) {
    const kind = entry.operation.payload.kind;
    if (kind === 'html' || kind === 'image') continue;
    const label = `GET ${openApi(entry.endpoint.route)}`;
    const path = fill(entry, samples);
    if (path === null) {
      v.skip(label, 'admin', 'no record to read');
      continue;
    }
    for (const as of ['visitor', 'business', 'admin'] as const) {
      if (!v.tokens[as] && as !== 'visitor') continue;
      await v.check('GET', path, as, expectedStatus(entry, as), label);
    }
  }
}

/**
 * The refusals of the writes: a visitor 401, a business user 403 on an admin call. The ids name no
 * record and the bodies are empty (a DELETE has none: the contract gives it no body, and a storefront
 * refuses one), so a provider that forgot a role check still changes nothing.
 */
async function checkRefusals(v: Verification, entries: OperationEntry[]): Promise<void> {
  for (const entry of entries.filter((e) => e.endpoint.method !== 'GET' && e.operation.access !== 'public')) {
    const label = `${entry.endpoint.method} ${openApi(entry.endpoint.route)}`;
    const path = fillNone(entry);
    const body = entry.endpoint.method === 'DELETE' ? undefined : {};
    await v.check(entry.endpoint.method, path, 'visitor', 401, label, body);
    if (v.tokens.business && entry.operation.access === 'admin') await v.check(entry.endpoint.method, path, 'business', 403, label, body);
  }
}

/** Error envelopes and codes. */
async function checkErrors(v: Verification, options: VerifyOptions): Promise<void> {
  await v
    .check('POST', '/Account/Login', 'visitor', 400, 'POST /Account/Login (wrong password: -1003)', {
      email: options.admin.email,
      password: `${options.admin.password}-wrong`,
    })
    .then((r) => v.expectCode(r, AccountErrorCode.InvalidPassword, 'POST /Account/Login (wrong password: -1003)'));
  await v
    .check('POST', '/Account/Login', 'visitor', 400, 'POST /Account/Login (unknown email: -1001)', {
      email: `verify-provider-${randomBytes(4).toString('hex')}@example.com`,
      password: 'Whatever123!',
    })
    .then((r) => v.expectCode(r, AccountErrorCode.EmailNotFound, 'POST /Account/Login (unknown email: -1001)'));
  await v.check('GET', `/Category/${NO_SUCH_ID}`, 'visitor', 404, 'GET /Category/{id} (no such id)');
  await v.check('GET', '/Item/List?pageSize=0', 'visitor', 400, 'GET /Item/List (pageSize=0)');
  await v.check('GET', '/Category/List', 'forged', 401, 'GET /Category/List (forged token)');
  // A forged token that looks valid (a JWT with a future exp): only its signature can tell it (a storefront passes it on).
  const forged = v.tokens.forged;
  v.tokens.forged = forgedWithExpiry();
  await v.check('GET', '/Category/List', 'forged', 401, 'GET /Category/List (forged token, well formed, future exp)');
  v.tokens.forged = forged;
  await v.check('GET', '/VerifyProvider/NoSuchCall', 'visitor', 404, 'GET /VerifyProvider/NoSuchCall');
}

/** Sample records for the path parameters (a category, an item, an attribute, a setting), by parameter name. */
async function discover(v: Verification): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  const first = async (path: string, as: Role, pick: (payload: unknown) => unknown): Promise<unknown> => {
    if (!v.tokens[as] && as !== 'visitor') return undefined;
    const reply = await v.send('GET', path, as);
    return reply.status === 200 ? pick(payloadOf(reply)) : undefined;
  };
  const items = (p: unknown) => (p as { items?: unknown[] } | undefined)?.items?.[0];
  const category = (await first('/Category/List?getAll=true', 'visitor', items)) as { id?: number } | undefined;
  const item = (await first('/Item/List?pageSize=5', 'business', items)) as { id?: number; itemId?: string } | undefined;
  const attribute = (await first('/Attribute/GetAttributes', 'admin', items)) as { id?: number } | undefined;
  const setting = (await first('/WebsiteConfiguration/List', 'visitor', (p) => (p as unknown[] | undefined)?.[0])) as
    { key?: string } | undefined;
  if (category?.id) found.id_category = String(category.id);
  if (item?.itemId) found.itemId = item.itemId;
  if (item?.id) found.id_product = String(item.id);
  if (attribute?.id) found.id_attribute = String(attribute.id);
  if (setting?.key) found.key = setting.key;
  return found;
}

/** The path of a read call with sample parameters, or null when there is no record to read. */
function fill(entry: OperationEntry, found: Record<string, string>): string | null {
  const group = entry.group;
  let missing = false;
  let path = entry.endpoint.route.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value =
      name === 'id'
        ? found[group === 'product' ? 'id_product' : group === 'attribute' ? 'id_attribute' : 'id_category']
        : name === 'attributeId'
          ? found.id_attribute
          : found[name];
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  if (entry.endpoint.route === '/WebsiteConfiguration/GetByKey') {
    if (!found.key) return null;
    path += `?key=${encodeURIComponent(found.key)}`;
  }
  return missing ? null : path;
}

/** The path of a call with parameters that name no record. */
function fillNone(entry: OperationEntry): string {
  return entry.endpoint.route.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const kind = entry.operation.params?.[name];
    if (kind && typeof kind === 'object') return kind.oneOf[0]!;
    if (kind === 'boolean') return 'false';
    return kind === 'text' ? 'verify-provider-none' : String(NO_SUCH_ID);
  });
}

/** An order's document (the link Order/List gives) and a picture (an item's pictureUrl). */
async function checkDocumentAndFile(v: Verification): Promise<void> {
  if (!v.tokens.business) return;
  const orders = payloadOf<{ items?: Array<{ documentLink?: string }> }>(await v.send('GET', '/Order/List?pageSize=1', 'business'));
  const link = orders?.items?.[0]?.documentLink;
  if (!link) v.skip('GET /Order/Document/{token}', 'visitor', 'the business account has no order yet');
  else if (!v.storefront) await v.fetchOther('GET /Order/Document/{token}', new URL(link, v.base).toString(), 'text/html');
  // The storefront never passes the provider's link on: it seals it, and opens it at /documents/.
  else if (!SEALED_LINK.test(link) || v.root === null)
    v.record('GET /documents/{sealed}', 'visitor', 'a sealed link (v1.…)', link.length > 60 ? `${link.slice(0, 57)}...` : link, false);
  else await v.fetchOther('GET /documents/{sealed}', `${v.root}/documents/${link}`, 'text/html');
  const items = payloadOf<{ items?: Array<{ pictureUrl?: string }> }>(await v.send('GET', '/Item/List?pageSize=1', 'visitor'));
  const picture = items?.items?.[0]?.pictureUrl;
  if (!picture) v.skip('GET /files/{id}', 'visitor', 'no item has a picture');
  else await v.fetchOther("GET (an item's pictureUrl)", new URL(picture, v.base).toString(), 'image/');
}

const ORDER_CREATE = 'POST /Order/Create';

/** What orderable() found: the order's body at a price (and a quantity), the item's pack and its price, the store's minimum (agorot). */
interface Orderable {
  order: (price: number, quantity?: number) => OrderCreateDto;
  price: number;
  pack: number;
  packAgorot: number;
  minimumAgorot: number;
}

/** An order line of one pack of an available, priced item, or null (with a failing row) when the account cannot order. */
async function orderable(v: Verification): Promise<Orderable | null> {
  const user = payloadOf<{ id: number; businessCustomer: { customerId: number } | null }>(
    await v.send('GET', '/Account/UserInfo', 'business'),
  );
  const list = payloadOf<{
    items: Array<{
      id: number;
      itemId: string;
      itemDescription: string;
      salePriceInNIS?: number;
      isAvailable: boolean;
      minOrderQuantity: number;
    }>;
  }>(await v.send('GET', '/Item/List?pageSize=50', 'business'));
  const item = list?.items.find((i) => i.isAvailable && typeof i.salePriceInNIS === 'number');
  if (!user?.businessCustomer || !item) {
    const why = !item ? 'no available, priced item to order' : 'the account has no business customer';
    v.record(ORDER_CREATE, 'business', 'an order', why, false);
    return null;
  }
  const vat = payloadOf<{ value: string }>(await v.send('GET', '/WebsiteConfiguration/GetByKey?key=VatPercent', 'visitor'));
  const vatPercent = (vat ? ratePercent(parseConfigValue(vat.value)) : null) ?? 18;
  // Enough whole packs to reach the store's minimum order before VAT (docs/product.md §5.11), if it sets one.
  const delivery = payloadOf<{ value: string }>(await v.send('GET', '/WebsiteConfiguration/GetByKey?key=Delivery', 'visitor'));
  const { minimumAgorot } = deliveryRulesOf(delivery ? parseConfigValue(delivery.value) : {});
  const packAgorot = computeTotals([{ salePriceInNIS: item.salePriceInNIS!, quantity: packSize(item) }], vatPercent).beforeVat;
  const quantity = packSize(item) * Math.max(1, packAgorot > 0 ? Math.ceil(minimumAgorot / packAgorot) : 1);
  if (!isWholePacks(quantity, packSize(item))) return null;
  const line = { id: item.id, itemId: item.itemId, itemDescription: item.itemDescription, salePriceInNIS: item.salePriceInNIS!, quantity };
  const customerId = user.businessCustomer.customerId;
  const order = (price: number, lineQuantity = quantity) => ({
    userId: user.id,
    customerId,
    comment: 'verify-provider',
    ...toShekelTotals(computeTotals([{ ...line, salePriceInNIS: price, quantity: lineQuantity }], vatPercent), vatPercent),
    cartItems: [{ ...line, salePriceInNIS: price, quantity: lineQuantity }],
  });
  return { order, price: line.salePriceInNIS, pack: packSize(item), packAgorot, minimumAgorot };
}

/**
 * The order minimum is the provider's duty (docs/architecture.md §5): the storefront's server passes an
 * order on as it is, so a provider without the rule would take a 1.00 ₪ order. One pack below the
 * Delivery setting's MinimumOrder must be refused 409 'below_minimum', its details saying the minimum,
 * the order's total and what is missing. Skipped when the store sets no minimum, or one pack reaches it.
 */
async function checkBelowMinimum(v: Verification, found: Orderable): Promise<void> {
  const call = `${ORDER_CREATE} (below the minimum: below_minimum)`;
  if (found.minimumAgorot === 0) return v.skip(call, 'business', 'the store sets no minimum order (Delivery: MinimumOrder)');
  if (found.packAgorot >= found.minimumAgorot)
    return v.skip(call, 'business', `one pack of the item (${formatAgorot(found.packAgorot)}) reaches the minimum`);
  const refused = await v.check('POST', '/Order/Create', 'business', 409, call, found.order(found.price, found.pack));
  const error = (refused.body as { error?: { code?: unknown; details?: unknown } } | undefined)?.error;
  const problems = v.checker.checkSchema('BelowMinimumDetails', error?.details);
  const details = error?.details as { minimumOrder?: number; totalPriceBeforeVat?: number; missing?: number } | undefined;
  const agorot = (shekels: number | undefined) => (typeof shekels === 'number' ? Math.round(shekels * 100) : NaN);
  const agrees =
    agorot(details?.minimumOrder) === found.minimumAgorot &&
    agorot(details?.totalPriceBeforeVat) === found.packAgorot &&
    agorot(details?.missing) === found.minimumAgorot - found.packAgorot;
  v.record(
    call,
    'business',
    `below_minimum, details: minimum ${formatAgorot(found.minimumAgorot)}, total ${formatAgorot(found.packAgorot)}, missing ${formatAgorot(found.minimumAgorot - found.packAgorot)}`,
    `${String(error?.code)}${problems.length ? `: ${problems[0]}` : details ? `: ${JSON.stringify(details)}` : ''}`,
    error?.code === 'below_minimum' && problems.length === 0 && agrees,
  );
}

/** A business user's order: priced and available item, its pack size, the site's VAT; then a replay and a stale price. */
async function orderFlow(v: Verification, capabilities: readonly Capability[]): Promise<void> {
  const found = await orderable(v);
  if (!found) return;
  const { order, price } = found;
  await checkBelowMinimum(v, found);
  const key = `"verify-provider-${randomBytes(8).toString('hex')}"`;
  const replay = `${ORDER_CREATE} (the same Idempotency-Key again)`;
  const first = await v.check('POST', '/Order/Create', 'business', 200, `${ORDER_CREATE} (one line)`, order(price), {
    'Idempotency-Key': key,
  });
  const created = payloadOf<{ orderNumber: number }>(first);
  const again = await v.check('POST', '/Order/Create', 'business', 200, replay, order(price), { 'Idempotency-Key': key });
  const replayed = payloadOf<{ orderNumber: number }>(again);
  if (created && replayed)
    v.record(
      replay,
      'business',
      `order ${created.orderNumber} again`,
      `order ${replayed.orderNumber}`,
      created.orderNumber === replayed.orderNumber,
    );
  const orders = payloadOf<{ items: ListedOrder[] }>(
    await v.check('GET', '/Order/List?pageSize=20', 'business', 200, 'GET /Order/List (after the order)'),
  );
  if (created) {
    const listed = orders?.items.find((o) => o.orderNumber === created.orderNumber);
    v.record(
      'GET /Order/List (after the order)',
      'business',
      `lists order ${created.orderNumber}`,
      listed ? 'listed' : 'not listed',
      listed !== undefined,
    );
    const body = order(price);
    if (listed && capabilities.includes('order-change')) await orderChangeFlow(v, listed, body);
    if (listed && capabilities.includes('order-status')) await orderStatusFlow(v, listed);
    if (listed && capabilities.includes('order-change') && capabilities.includes('order-status') && v.tokens.admin)
      await checkClosedChange(v, listed, body);
  }
  await checkStalePrice(v, order(price + 1));
}

/** An order as Order/List lists it, with what capabilities 'order-status' and 'order-change' add. */
interface ListedOrder {
  id: number;
  orderNumber: number;
  orderDate: string;
  comment?: string;
  status?: string;
  statusChanges?: Array<{ status: string; at: string }>;
  changeable?: boolean;
  changedAt?: string;
}

const ORDER_UPDATE = 'POST /Order/Update/{orderId}';

/**
 * Capability 'order-change': the new order says it may be changed; a change of its comment under an
 * Idempotency-Key is taken (the same order), a repeat gets the same answer, and the list shows it changed.
 */
async function orderChangeFlow(v: Verification, placed: ListedOrder, order: object): Promise<void> {
  v.record(
    'GET /Order/List (order-change: the new order)',
    'business',
    'changeable',
    placed.changeable === undefined ? 'no changeable' : String(placed.changeable),
    placed.changeable === true,
  );
  if (placed.changeable !== true) return;
  const changed = { ...order, comment: 'verify-provider (changed)' };
  const key = { 'Idempotency-Key': `"verify-provider-change-${randomBytes(8).toString('hex')}"` };
  const path = `/Order/Update/${placed.id}`;
  const first = payloadOf<{ orderNumber: number }>(
    await v.check('POST', path, 'business', 200, `${ORDER_UPDATE} (its comment)`, changed, key),
  );
  const repeat = await v.check('POST', path, 'business', 200, `${ORDER_UPDATE} (the same Idempotency-Key again)`, changed, key);
  const again = payloadOf<{ orderNumber: number }>(repeat);
  // A provider that applied the change twice would answer the same number: the repeat must say it is one.
  v.record(
    `${ORDER_UPDATE} (the same Idempotency-Key again)`,
    'business',
    `order ${placed.orderNumber} both times, the second Idempotent-Replayed`,
    `${first?.orderNumber ?? 'none'} and ${again?.orderNumber ?? 'none'}${repeat.replayed ? ', replayed' : ', not marked replayed'}`,
    first?.orderNumber === placed.orderNumber && again?.orderNumber === placed.orderNumber && repeat.replayed === true,
  );
  const after = payloadOf<{ items: ListedOrder[] }>(
    await v.check('GET', '/Order/List?pageSize=20', 'business', 200, 'GET /Order/List (order-change: after the change)'),
  )?.items.find((o) => o.id === placed.id);
  v.record(
    'GET /Order/List (order-change: after the change)',
    'business',
    'the changed comment, with changedAt',
    after ? `${after.comment}${after.changedAt ? `, changed at ${after.changedAt}` : ', no changedAt'}` : 'not listed',
    after?.comment === 'verify-provider (changed)' && typeof after.changedAt === 'string',
  );
}

/** Capabilities 'order-change' and 'order-status': a cancelled order changes no more (409 order_closed, its reason). */
async function checkClosedChange(v: Verification, placed: ListedOrder, order: object): Promise<void> {
  const call = `${ORDER_UPDATE} (a cancelled order: order_closed)`;
  const refused = await v.check('POST', `/Order/Update/${placed.id}`, 'business', 409, call, order);
  const error = (refused.body as { error?: { code?: unknown; details?: unknown } } | undefined)?.error;
  const problems = v.checker.checkSchema('OrderClosedDetails', error?.details);
  v.record(
    call,
    'business',
    'order_closed, details.reason cancelled',
    `${String(error?.code)}${problems.length ? `: ${problems[0]}` : ''}`,
    error?.code === 'order_closed' && problems.length === 0 && (error.details as { reason?: string }).reason === 'cancelled',
  );
}

/**
 * Capability 'order-status': the new order is 'received' at the time it was placed; the administrator
 * cancels it (which also tidies the verification's order away), and may not move it on after that.
 */
async function orderStatusFlow(v: Verification, placed: ListedOrder): Promise<void> {
  const call = 'GET /Order/List (order-status: the new order)';
  const first = placed.statusChanges?.[0];
  // The same instant, however the provider writes it ('…00Z' or '….000Z').
  const received = placed.status === 'received' && first?.status === 'received' && Date.parse(first.at) === Date.parse(placed.orderDate);
  v.record(
    call,
    'business',
    "'received', at orderDate",
    `${placed.status ?? 'no status'}${first ? `, first ${first.status} at ${first.at}` : ''}`,
    received,
  );
  if (!v.tokens.admin) return;
  const path = `/Order/Status/${placed.id}`;
  await v.check('POST', path, 'admin', 200, 'POST /Order/Status/{orderId} (cancel the new order)', { status: 'cancelled' });
  await v.check('POST', path, 'admin', 409, 'POST /Order/Status/{orderId} (a cancelled order moves no more)', { status: 'confirmed' });
  const after = payloadOf<{ items: ListedOrder[] }>(
    await v.check('GET', '/Order/List?pageSize=20', 'business', 200, 'GET /Order/List (order-status: after the cancel)'),
  )?.items.find((o) => o.id === placed.id);
  v.record(
    'GET /Order/List (order-status: after the cancel)',
    'business',
    'cancelled',
    after?.status ?? 'not listed',
    after?.status === 'cancelled',
  );
}

/** An order at a price that is no longer the item's: 409 order_changed, its lines saying why. */
async function checkStalePrice(v: Verification, order: object): Promise<void> {
  const call = `${ORDER_CREATE} (a stale price: order_changed)`;
  const stale = await v.check('POST', '/Order/Create', 'business', 409, call, order);
  const details = (stale.body as { error?: { code?: unknown; details?: unknown } } | undefined)?.error;
  const problems = v.checker.checkSchema('OrderChangedDetails', details?.details);
  v.record(
    call,
    'business',
    'order_changed, details.lines[0].reason priceChanged',
    `${String(details?.code)}${problems.length ? `: ${problems[0]}` : ''}`,
    details?.code === 'order_changed' &&
      problems.length === 0 &&
      (details.details as { lines?: Array<{ reason?: string }> }).lines?.[0]?.reason === 'priceChanged',
  );
}

/** Admin calls that create their own records and delete them again. */
async function adminRecords(v: Verification): Promise<void> {
  const tag = randomLetters();
  await categoryRecords(v, tag);
  await attributeRecords(v, tag);
  await priceListRecords(v, tag);
}

async function categoryRecords(v: Verification, tag: string): Promise<void> {
  const categoryName = `Verify provider ${tag}`;
  const categoryId = payloadOf<number>(
    await v.check('POST', '/Category/Add', 'admin', 200, 'POST /Category/Add', { categoryName, description: 'verify-provider' }),
  );
  if (typeof categoryId !== 'number') return;
  const category = payloadOf<{ categoryName?: string }>(
    await v.check('GET', `/Category/${categoryId}`, 'admin', 200, 'GET /Category/{id} (the new category)'),
  );
  v.record(
    'GET /Category/{id} (the new category)',
    'admin',
    categoryName,
    String(category?.categoryName),
    category?.categoryName === categoryName,
  );
  await v.check('POST', '/Category/Update', 'admin', 200, 'POST /Category/Update', {
    id: categoryId,
    categoryName: `${categoryName} B`,
    description: 'verify-provider',
  });
  await v.check('POST', `/Category/Delete/${categoryId}`, 'admin', 200, 'POST /Category/Delete/{id}');
  await v.check('GET', `/Category/${categoryId}`, 'admin', 404, 'GET /Category/{id} (after the delete)');
}

async function attributeRecords(v: Verification, tag: string): Promise<void> {
  const attributeId = payloadOf<number>(
    await v.check('POST', '/Attribute/Add', 'admin', 200, 'POST /Attribute/Add', {
      name: `verify-provider ${tag}`,
      description: 'verify-provider',
    }),
  );
  if (typeof attributeId !== 'number') return;
  await v.check('GET', `/Attribute/${attributeId}`, 'admin', 200, 'GET /Attribute/{id} (the new attribute)');
  await v.check('POST', '/Attribute/Update', 'admin', 200, 'POST /Attribute/Update', {
    id: attributeId,
    name: `verify-provider ${tag} B`,
    description: 'verify-provider',
  });
  const valueId = payloadOf<number>(
    await v.check('POST', '/Attribute/AddValue', 'admin', 200, 'POST /Attribute/AddValue', { attributeId, value: 'verify-provider' }),
  );
  if (typeof valueId === 'number') {
    await v.check('GET', `/Attribute/Values/${attributeId}`, 'admin', 200, 'GET /Attribute/Values/{attributeId} (the new value)');
    await v.check('POST', '/Attribute/UpdateValue', 'admin', 200, 'POST /Attribute/UpdateValue', {
      id: valueId,
      attributeId,
      value: 'verify-provider B',
    });
    await v.check('DELETE', `/Attribute/DeleteValue/${valueId}`, 'admin', 200, 'DELETE /Attribute/DeleteValue/{id}');
  }
  await v.check('DELETE', `/Attribute/Delete/${attributeId}`, 'admin', 200, 'DELETE /Attribute/Delete/{id}');
  await v.check('GET', `/Attribute/${attributeId}`, 'admin', 404, 'GET /Attribute/{id} (after the delete)');
}

async function priceListRecords(v: Verification, tag: string): Promise<void> {
  const priceListId = payloadOf<number>(
    await v.check('POST', '/PriceList/Add', 'admin', 200, 'POST /PriceList/Add', { name: `verify-provider ${tag}` }),
  );
  if (typeof priceListId !== 'number') return;
  await v.check('POST', '/PriceList/Update', 'admin', 200, 'POST /PriceList/Update', { id: priceListId, name: `verify-provider ${tag} B` });
  await v.check('DELETE', `/PriceList/Delete/${priceListId}`, 'admin', 200, 'DELETE /PriceList/Delete/{id}');
}

/** The status a read call should give a role. */
function expectedStatus(entry: OperationEntry, as: 'visitor' | 'business' | 'admin'): number {
  const access = entry.operation.access;
  if (access === 'public') return 200;
  if (as === 'visitor') return 401;
  if (access === 'admin' && as !== 'admin') return 403;
  if (access === 'business' && as !== 'business') return 403;
  return 200;
}

const openApi = (route: string) => route.replace(/:([A-Za-z]+)/g, '{$1}');

function payloadOf<T>(reply: Reply): T | undefined {
  return reply.status === 200 ? (reply.body as { payload?: T } | undefined)?.payload : undefined;
}

function errorCode(body: unknown): string {
  const code = (body as { error?: { code?: unknown } } | undefined)?.error?.code;
  return code === undefined ? '' : ` ${String(code)}`;
}

/** A JWT no provider signed: well formed, with an `exp` an hour away, so nothing but its signature gives it away. */
function forgedWithExpiry(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { sub: '1', userType: 'Administrator', exp: Math.floor(Date.now() / 1000) + 3600 };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.${randomBytes(32).toString('base64url')}`;
}

function randomLetters(): string {
  return Array.from(randomBytes(6), (b) => String.fromCharCode(65 + (b % 26))).join('');
}

/** The result as a table: call, as, expected, got, pass/fail. */
export function formatTable(rows: CheckRow[]): string {
  const head = ['call', 'as', 'expected', 'got', 'result'];
  const cells = rows.map((r) => [
    r.call,
    r.as,
    r.expected,
    r.got.length > 90 ? `${r.got.slice(0, 87)}...` : r.got,
    r.skipped ? 'skip' : r.pass ? 'pass' : 'FAIL',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((v, i) => v.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}
