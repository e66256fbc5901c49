// The holes an outside probe found in the mock provider, each kept closed: double-submitted orders,
// tokens that outlive a password change, registration that blocks the event loop, deeply nested
// JSON, malformed multipart bodies and anonymous bulk reads.
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';
import { computeTotals, toShekelTotals } from '@shared/rules/totals';
import type { Item } from '@shared/contract/entities';
import { jsonDepth, MAX_JSON_DEPTH } from './http/jsonDepth';
import { HASHES_AT_ONCE } from './store/passwords';
import { createTestProvider, PNG_1X1, type TestProvider } from './testing';

jest.setTimeout(30_000);

async function pricedItems(p: TestProvider, count: number): Promise<Item[]> {
  const res = await p.api().get('/api/Item/List').query({ pageSize: 100 }).set(p.auth(p.tokens.buyer));
  return (res.body.payload.items as Item[]).filter((i) => i.isAvailable && i.salePriceInNIS !== undefined).slice(0, count);
}

function orderFor(p: TestProvider, items: Item[], comment = 'הזמנה') {
  const buyer = p.store.accounts.byEmail('buyer@example.com')!;
  const cartItems = items.map((i) => ({
    id: i.id,
    itemId: i.itemId,
    itemDescription: i.itemDescription,
    salePriceInNIS: i.salePriceInNIS!,
    quantity: i.itemPackSize,
  }));
  return { userId: buyer.id, customerId: 1001, comment, ...toShekelTotals(computeTotals(cartItems)), cartItems };
}

describe('POST /Order/Create with an Idempotency-Key', () => {
  it('responds to a repeated key with the first order, creating one order only', async () => {
    const p = createTestProvider();
    const body = orderFor(p, await pricedItems(p, 2));
    const before = p.store.db.orders.length;
    const send = () =>
      p
        .api()
        .post('/api/Order/Create')
        .set(p.auth(p.tokens.buyer))
        .set('Idempotency-Key', '"8e03978e-40d5-43e8-bc93-6894a57f9324"')
        .send(body);
    const first = await send();
    const second = await send();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(p.store.db.orders).toHaveLength(before + 1);
  });

  it('responds to two requests that arrive at once with one order', async () => {
    const p = createTestProvider({ latencyMs: 20 });
    const body = orderFor(p, await pricedItems(p, 1));
    const before = p.store.db.orders.length;
    const send = () => p.api().post('/api/Order/Create').set(p.auth(p.tokens.buyer)).set('Idempotency-Key', 'checkout-42').send(body);
    const responses = await Promise.all([send(), send(), send()]);
    expect(responses.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(responses.map((a) => a.body.payload.orderNumber)).size).toBe(1);
    expect(p.store.db.orders).toHaveLength(before + 1);
  });

  it('refuses a reused key with a different body with 422, creating nothing', async () => {
    const p = createTestProvider();
    const items = await pricedItems(p, 2);
    const key = 'attempt-1';
    expect(
      (await p.api().post('/api/Order/Create').set(p.auth(p.tokens.buyer)).set('Idempotency-Key', key).send(orderFor(p, items))).status,
    ).toBe(200);
    const before = p.store.db.orders.length;
    const other = await p
      .api()
      .post('/api/Order/Create')
      .set(p.auth(p.tokens.buyer))
      .set('Idempotency-Key', key)
      .send(orderFor(p, items, 'הערה אחרת'));
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ statusCode: 422, error: { code: 'idempotency_key_reused' } });
    expect(p.store.db.orders).toHaveLength(before);
  });

  it('treats the same body with its keys in another order as the same request', async () => {
    const p = createTestProvider();
    const body = orderFor(p, await pricedItems(p, 1));
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const a = await p.api().post('/api/Order/Create').set(p.auth(p.tokens.buyer)).set('Idempotency-Key', 'k').send(body);
    const b = await p.api().post('/api/Order/Create').set(p.auth(p.tokens.buyer)).set('Idempotency-Key', 'k').send(reordered);
    expect(b.status).toBe(200);
    expect(b.body.payload.orderNumber).toBe(a.body.payload.orderNumber);
  });

  it('keeps keys per user and for 24 hours', async () => {
    let now = new Date('2026-11-22T10:00:00Z');
    const p = createTestProvider({ now: () => now });
    const body = orderFor(p, await pricedItems(p, 1));
    const send = () => p.api().post('/api/Order/Create').set(p.auth(p.tokens.buyer)).set('Idempotency-Key', 'daily').send(body);
    const first = await send();
    now = new Date('2026-11-23T09:59:00Z');
    expect((await send()).body.payload.orderNumber).toBe(first.body.payload.orderNumber);
    now = new Date('2026-11-23T10:00:01Z');
    expect((await send()).body.payload.orderNumber).toBe(first.body.payload.orderNumber + 1);
  });

  it('does not remember a refused attempt: the corrected retry under the same key places the order', async () => {
    const p = createTestProvider();
    const body = orderFor(p, await pricedItems(p, 1));
    const refused = await p
      .api()
      .post('/api/Order/Create')
      .set(p.auth(p.tokens.buyer))
      .set('Idempotency-Key', 'k2')
      .send({ ...body, totalPrice: body.totalPrice + 1 });
    expect(refused.status).toBe(409);
    const ok = await p.api().post('/api/Order/Create').set(p.auth(p.tokens.buyer)).set('Idempotency-Key', 'k2').send(body);
    expect(ok.status).toBe(200);
  });

  it('refuses a malformed key with 400 and creates nothing', async () => {
    const p = createTestProvider();
    const body = orderFor(p, await pricedItems(p, 1));
    const before = p.store.db.orders.length;
    for (const key of ['""', 'a'.repeat(256), 'two words', '"a", "b"']) {
      const res = await p.api().post('/api/Order/Create').set(p.auth(p.tokens.buyer)).set('Idempotency-Key', key).send(body);
      expect({ key, status: res.status }).toEqual({ key, status: 400 });
      expect(res.body.error.errors).toHaveProperty('Idempotency-Key');
    }
    expect(p.store.db.orders).toHaveLength(before);
  });
});

describe('tokens end with a password change or an account deletion', () => {
  it('a password change ends every earlier token and gives the caller a new one', async () => {
    const p = createTestProvider();
    const login = await p.api().post('/api/Account/Login').send({ email: 'shop@example.com', password: 'Shop1234!' });
    const other = p.tokens.shop;
    const change = await p
      .api()
      .post('/api/Account/ChangePassword')
      .set(p.auth(login.body.payload))
      .send({ email: 'shop@example.com', oldPassword: 'Shop1234!', newPassword: 'NewPass99!' });
    expect(change.status).toBe(200);
    expect(typeof change.body.payload).toBe('string');
    for (const old of [login.body.payload as string, other]) {
      const res = await p.api().get('/api/Account/UserInfo').set(p.auth(old));
      expect(res.status).toBe(401);
      // Nor does an old token pass for a visitor on a public call.
      expect((await p.api().get('/api/Item/List').set(p.auth(old))).status).toBe(401);
    }
    expect((await p.api().get('/api/Account/UserInfo').set(p.auth(change.body.payload))).status).toBe(200);
    expect((await p.api().post('/api/Account/Login').send({ email: 'shop@example.com', password: 'NewPass99!' })).status).toBe(200);
  });

  it('an account deletion ends its tokens', async () => {
    const p = createTestProvider();
    const shop = p.store.accounts.byEmail('shop@example.com')!;
    expect((await p.api().post(`/api/Account/DeleteUser/${shop.id}`).set(p.auth(p.tokens.admin))).status).toBe(200);
    expect((await p.api().get('/api/Account/UserInfo').set(p.auth(p.tokens.shop))).status).toBe(401);
    expect((await p.api().get('/api/Order/List').set(p.auth(p.tokens.shop))).status).toBe(401);
  });

  it('a forged or malformed Authorization header is 401 on public calls too, never a visitor', async () => {
    const p = createTestProvider();
    for (const header of ['Bearer forged.token.here', 'Basic YWRtaW46YWRtaW4=', 'nonsense']) {
      const res = await p.api().get('/api/Category/List').set('Authorization', header);
      expect({ header, status: res.status }).toEqual({ header, status: 401 });
    }
    expect((await p.api().get('/api/Category/List')).status).toBe(200);
  });

  it("a token signed with the provider's own secret but without exp is 401: no token lives for ever", async () => {
    const secret = 'security-test-jwt-secret-0123456789';
    const p = createTestProvider({ jwtSecret: secret });
    const admin = p.store.accounts.byEmail('admin@example.com')!;
    const claims = { sub: String(admin.id), userType: 'Administrator', businessCustomerId: null, ver: admin.tokenVersion };
    const endless = jwt.sign(claims, secret, { algorithm: 'HS256' });
    const expiring = jwt.sign(claims, secret, { algorithm: 'HS256', expiresIn: 60 });
    expect((await p.api().get('/api/Account/UserInfo').set(p.auth(endless))).status).toBe(401);
    expect((await p.api().get('/api/Account/UserInfo').set(p.auth(expiring))).status).toBe(200);
  });
});

/** Watches crypto.scrypt: the hashes under way, the most at once, and the event loop's turns taken while one was. */
function watchHashes() {
  const real = crypto.scrypt;
  let underWay = 0;
  let most = 0;
  let turnsWhileHashing = 0;
  let stopped = false;
  const spy = jest.spyOn(crypto, 'scrypt').mockImplementation(((...args: unknown[]) => {
    const done = args.pop() as (err: Error | null, key: Buffer) => void;
    underWay++;
    most = Math.max(most, underWay);
    (real as (...a: unknown[]) => void)(...args, (err: Error | null, key: Buffer) => {
      underWay--;
      done(err, key);
    });
  }) as typeof crypto.scrypt);
  const turn = () => {
    if (stopped) return;
    if (underWay > 0) turnsWhileHashing++;
    setImmediate(turn);
  };
  setImmediate(turn);
  return {
    stop() {
      stopped = true;
      spy.mockRestore();
      return { most, turnsWhileHashing };
    },
  };
}

describe('registration off the event loop', () => {
  it('hashes in the thread pool, side by side: the event loop keeps turning while 10 registrations hash', async () => {
    const p = createTestProvider();
    p.app.set('trust proxy', true);
    const watch = watchHashes();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        p
          .api()
          .post('/api/Account/Register/Business')
          .set('X-Forwarded-For', `198.51.100.${i + 1}`)
          .set(p.auth(p.tokens.admin))
          .send({ email: `new${i}@example.com`, password: 'Secret123!', businessCustomerId: 1003 }),
      ),
    );
    const seen = watch.stop();
    expect(responses.map((a) => a.status)).toEqual(Array(10).fill(200));
    // Hashed in line (scryptSync) the loop would not turn while a hash ran, and the pool's hashes would
    // never be under way together; counted, not timed, so a busy machine does not make it fail.
    expect(seen.most).toBe(HASHES_AT_ONCE);
    expect(seen.turnsWhileHashing).toBeGreaterThan(10);
  });

  it('the same email registered twice at once makes one account (409 for the other)', async () => {
    const p = createTestProvider();
    const send = () =>
      p
        .api()
        .post('/api/Account/Register/Business')
        .set(p.auth(p.tokens.admin))
        .send({ email: 'twin@example.com', password: 'Secret123!', businessCustomerId: 1003 });
    const responses = await Promise.all([send(), send()]);
    expect(responses.map((a) => a.status).sort()).toEqual([200, 409]);
    expect([...p.store.db.users.values()].filter((u) => u.email === 'twin@example.com')).toHaveLength(1);
  });

  it("past 3 password calls under way per address, 429 with Retry-After; the administrator's login takes its turn ahead of others' queued ones", async () => {
    const p = createTestProvider();
    p.app.set('trust proxy', true);
    const responded: string[] = [];
    let refused = 0;
    let allRefused: () => void = () => undefined;
    const refusals = new Promise<void>((resolve) => (allRefused = resolve));
    const login = (from: string, email: string, password: string, name: string) =>
      p
        .api()
        .post('/api/Account/Login')
        .set('X-Forwarded-For', from)
        .send({ email, password })
        .then((res) => {
          responded.push(name);
          if (res.status === 429) refused++;
          if (refused === 8 || responded.length === 20) allRefused();
          return res;
        });
    // 20 wrong-password logins from 4 addresses, 5 each, sent at once (as the probe did, from 2).
    const addresses = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'];
    const wrong = addresses.flatMap((from) =>
      Array.from({ length: 5 }, (_, i) => login(from, 'buyer@example.com', 'Wrong123!', `${from}#${i}`)),
    );
    // Once every address's calls past the bound are refused, the rest wait for a hash; the administrator signs in then
    // (or once all have their responses, when none is refused).
    await refusals;
    const admin = await login('192.0.2.7', 'admin@example.com', 'Admin123!', 'admin');
    const responses = await Promise.all(wrong);
    expect(admin.status).toBe(200);
    for (const from of addresses) {
      const mine = responses.filter((_, i) => addresses[Math.floor(i / 5)] === from);
      expect(mine.map((a) => a.status).sort()).toEqual([400, 400, 400, 429, 429]);
    }
    const refusedResponses = responses.filter((a) => a.status === 429);
    for (const res of refusedResponses) {
      expect(res.headers['retry-after']).toBe('1');
      expect(res.body).toMatchObject({ statusCode: 429, error: { code: 'rate_limited' } });
    }
    // Twelve wrong logins were in line when it came; taking turns by address, its response does not come last.
    expect(responded.length - 1 - responded.indexOf('admin')).toBeGreaterThanOrEqual(2);
  });
});

/** Posts `body` byte for byte (supertest re-encodes a Buffer sent as JSON). */
async function rawPost(p: TestProvider, path: string, contentType: string, body: Buffer): Promise<{ status: number; body: unknown }> {
  const server = p.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body: new Uint8Array(body),
    });
    return { status: res.status, body: await res.json() };
  } finally {
    server.close();
  }
}

describe('deeply nested JSON', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it.each([
    ['POST', '/api/Account/Login', false],
    ['POST', '/api/Category/Add', true],
    ['POST', '/api/Order/Create', true],
  ] as const)('%s %s: 2,400 levels get 400 in the envelope, not 500', async (_method, path, signedIn) => {
    const p = createTestProvider();
    let req = p.api().post(path).set('Content-Type', 'application/json');
    if (signedIn) req = req.set(p.auth(path.includes('Order') ? p.tokens.buyer : p.tokens.admin));
    const res = await req.send(nested(2400));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: { code: 'bad_json' } });
  });

  // In UTF-16 'Ģ' (U+0122) is the bytes 22 01: a byte scan reads a quote, and every bracket after it as inside a string.
  const hidden = `{"email":"Ģ","password":"x","a":${nested(2400)}}`;
  const utf16 = (text: string, bom: boolean) =>
    Buffer.concat([bom ? Buffer.from([0xff, 0xfe]) : Buffer.alloc(0), Buffer.from(text, 'utf16le')]);
  it.each([
    ['charset=utf-16le', 'application/json; charset=utf-16le', utf16(hidden, false)],
    ['charset=UTF-16 with a byte-order mark', 'application/json; charset=UTF-16', utf16(hidden, true)],
    ['charset=utf-32', 'application/json; charset=utf-32', Buffer.from(nested(2400))],
    ['a UTF-16 byte-order mark under charset=utf-8', 'application/json; charset=utf-8', utf16(hidden, true)],
    ['a UTF-16 byte-order mark with no charset', 'application/json', utf16('{"email":"a@b.c","password":"x"}', true)],
    ['a UTF-32 byte-order mark', 'application/json', Buffer.concat([Buffer.from([0, 0, 0xfe, 0xff]), Buffer.from('{}')])],
    // A quoted parameter that spells a charset is a value, not the charset (RFC 9110 section 8.3.1).
    ['charset=utf-8 inside a quoted parameter', 'application/json; x="a;charset=utf-8;"; charset=utf-16le', utf16(hidden, false)],
    ['an escaped quote before the charset', 'application/json; x="\\";charset=utf-8"; charset=utf-16le', utf16(hidden, false)],
    ['a charset in capitals, spaced around its equals sign', 'application/json ; CHARSET = "UTF-16LE"', utf16(hidden, false)],
  ])("a visitor's Login with %s: 415 in the envelope, not 500", async (_what, type, body) => {
    const res = await rawPost(createTestProvider(), '/api/Account/Login', type, body);
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ statusCode: 415, error: { code: 'unsupported_media_type', message: expect.stringMatching(/UTF-8/) } });
  });

  it('takes UTF-8 JSON with charset "UTF-8" or none', async () => {
    const p = createTestProvider();
    for (const type of [
      'application/json; charset="UTF-8"',
      'application/json',
      'application/json; x="a; charset=utf-16"; charset=utf-8',
    ]) {
      const res = await p
        .api()
        .post('/api/Account/Login')
        .set('Content-Type', type)
        .send('{"email":"buyer@example.com","password":"Buyer123!"}');
      expect([type, res.status]).toEqual([type, 200]);
    }
  });

  it('measures depth outside strings only', () => {
    expect(jsonDepth(Buffer.from('{"a":[1,{"b":"[[[[{{{{"}]}'))).toBe(3);
    expect(jsonDepth(Buffer.from('"\\\\"'))).toBe(0);
    expect(jsonDepth(Buffer.from(nested(MAX_JSON_DEPTH)))).toBe(MAX_JSON_DEPTH);
  });

  it('accepts the deepest body the contract has', async () => {
    const p = createTestProvider();
    const res = await p.api().post('/api/Account/Login').send({ email: 'buyer@example.com', password: 'Buyer123!' });
    expect(res.status).toBe(200);
  });
});

describe('malformed multipart bodies', () => {
  /** Sends a raw upload request and reads the status line and body. */
  async function rawUpload(
    p: TestProvider,
    contentType: string,
    body: Buffer,
  ): Promise<{ status: number; body: { statusCode: number; error?: { code: string } } }> {
    const res = await p
      .api()
      .post('/api/WebsiteConfiguration/Upload/Logo')
      .set(p.auth(p.tokens.admin))
      .set('Content-Type', contentType)
      .send(body);
    return { status: res.status, body: res.body };
  }

  it.each([
    ['no boundary', 'multipart/form-data'],
    ['an empty boundary', 'multipart/form-data; boundary='],
    ['a boundary the body does not use', 'multipart/form-data; boundary=abc'],
  ])('%s: 400 in the envelope, nothing stored', async (_what, contentType) => {
    const p = createTestProvider();
    const before = p.store.db.files.size;
    const body = Buffer.concat([
      Buffer.from('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'),
      PNG_1X1,
      Buffer.from('\r\n--xyz--\r\n'),
    ]);
    const res = await rawUpload(p, contentType, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: { code: 'validation_failed' } });
    expect(p.store.db.files.size).toBe(before);
  });

  it('a body cut short: 400', async () => {
    const p = createTestProvider();
    const res = await rawUpload(
      p,
      'multipart/form-data; boundary=xyz',
      Buffer.from('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n'),
    );
    expect(res.status).toBe(400);
  });
});

describe('anonymous bulk reads', () => {
  it('getAll on Item/List needs a signed-in user', async () => {
    const p = createTestProvider({ items: 300 });
    const visitor = await p.api().get('/api/Item/List').query({ getAll: true });
    expect(visitor.status).toBe(401);
    const buyer = await p.api().get('/api/Item/List').query({ getAll: true }).set(p.auth(p.tokens.buyer));
    expect(buyer.status).toBe(200);
    expect(buyer.body.payload.items.length).toBeGreaterThan(100);
  });

  it("a visitor's page holds at most 100 items; a signed-in user's may hold more", async () => {
    const p = createTestProvider({ items: 300 });
    const visitor = await p.api().get('/api/Item/List').query({ pageSize: 1000 });
    expect(visitor.status).toBe(200);
    expect(visitor.body.payload.items).toHaveLength(100);
    expect(visitor.body.payload.totalPages).toBe(Math.ceil(visitor.body.payload.totalCount / 100));
    const admin = await p.api().get('/api/Item/List').query({ pageSize: 200 }).set(p.auth(p.tokens.admin));
    expect(admin.body.payload.items).toHaveLength(200);
  });
});

describe('names with control or bidi characters', () => {
  it.each([
    ['/api/Attribute/Add', { name: 'מותג\u202Eגתומ', description: 'תיאור' }, 'name', (p: TestProvider) => p.store.db.attributes.size],
    ['/api/PriceList/Add', { name: 'סיטונאי\u0000ג' }, 'name', (p: TestProvider) => p.store.db.priceLists.size],
    [
      '/api/Category/Add',
      { categoryName: 'חטיפים\u2067', description: 'תיאור' },
      'categoryName',
      (p: TestProvider) => p.store.db.categories.size,
    ],
  ] as const)('%s: 400 naming the field, nothing stored', async (path, body, field, count) => {
    const p = createTestProvider();
    const before = count(p);
    const res = await p.api().post(path).set(p.auth(p.tokens.admin)).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: { code: 'validation_failed' } });
    expect(res.body.error.errors[field]).toEqual([expect.stringMatching(/invalidCharacters|lettersOnly/)]);
    expect(count(p)).toBe(before);
  });

  it('a renamed price list keeps its name when the new one holds a bidi override', async () => {
    const p = createTestProvider();
    const [list] = [...p.store.db.priceLists.values()];
    const res = await p.api().post('/api/PriceList/Update').set(p.auth(p.tokens.admin)).send({ id: list!.id, name: '\u202Eא ינואטיס' });
    expect(res.status).toBe(400);
    expect(res.body.error.errors.name).toEqual(['invalidCharacters']);
    expect(p.store.db.priceLists.get(list!.id)!.name).toBe(list!.name);
  });
});
