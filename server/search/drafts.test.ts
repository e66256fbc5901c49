// A draft product (docs/product.md §6.1) is not in the server's search: the index is built from the
// catalogue as a visitor reads it, and a signed-in caller's items are read with the caller's token,
// so neither a visitor nor a buyer finds a draft by name, by code or in a list's look-up. Its first
// price, saved through the server, builds the index again, and then it is found.
import { ResponseChecker } from '@shared/contract/responseCheck';
import { createServer } from '../app';
import { listen, makeStaticFixture, testConfig } from '../testing';

const fixture = makeStaticFixture();
afterAll(() => fixture.remove());
const checker = new ResponseChecker({ strict: true });

const NAME = 'ממרח פיסטוק ניסיוני';
const BARCODE = '4006381333931';
const CODE = 'DRAFT-7';

describe('a draft product and the search index', () => {
  it('is found by no visitor or buyer, by name, code or look-up, until its first price makes it public', async () => {
    const app = createServer(testConfig({ PROVIDER: 'mock', MOCK_ITEMS: '30', STATIC_DIR: fixture.dir }));
    const server = await listen(app);
    /** Calls the server, holds the answer to the OpenAPI document, and gives its status and payload. */
    const call = async (path: string, token?: string, body?: object) => {
      const res = await fetch(`${server.url}/api${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const envelope = (await res.json()) as { payload?: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- checked below
      const problems = checker.check({
        method: body ? 'POST' : 'GET',
        path: path.split('?')[0]!,
        status: res.status,
        contentType: res.headers.get('content-type') ?? '',
        body: envelope,
      });
      expect({ path, problems }).toEqual({ path, problems: [] });
      return { status: res.status, payload: envelope.payload };
    };
    const login = async (email: string, password: string) =>
      (await call('/Account/Login', undefined, { email, password })).payload as string;
    /** Waits for the index to be built again after a write. */
    const rebuilt = async (before: string | null) => {
      const deadline = Date.now() + 15_000;
      while (app.search.health().builtAt === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      await app.search.settled();
      expect(app.search.health().state).toBe('ready');
    };
    /** What each viewer finds of the product: by name, by barcode, and in a list's look-up. */
    const found = async (token?: string) => ({
      byName: ((await call(`/Search/Items?term=${encodeURIComponent(NAME)}`, token)).payload.items as Array<{ itemId: string }>).some(
        (i) => i.itemId === CODE,
      ),
      byCode: (await call(`/Search/Code/${BARCODE}`, token)).status,
      ...(token
        ? {
            lookup: (await call('/Search/Lookup', token, { codes: [BARCODE, CODE], names: [NAME] })).payload as {
              codes: Array<{ item: unknown }>;
              names: Array<{ item: { itemId: string } | null; choices: Array<{ itemId: string }> }>;
            },
          }
        : {}),
    });
    try {
      app.start();
      await app.search.settled();
      const admin = await login('admin@example.com', 'Admin123!');
      const buyer = await login('buyer@example.com', 'Buyer123!');

      let builtAt = app.search.health().builtAt;
      const added = await call('/Product/Add', admin, {
        productName: NAME,
        description: 'טיוטה',
        categoryId: 1,
        isPreWeighted: false,
        itemId: CODE,
        catalogNumber: BARCODE,
      });
      expect(added.status).toBe(200);
      await rebuilt(builtAt);
      expect(await found()).toEqual({ byName: false, byCode: 404 });
      const asBuyer = await found(buyer);
      expect([asBuyer.byName, asBuyer.byCode]).toEqual([false, 404]);
      expect(asBuyer.lookup!.codes.map((c) => c.item)).toEqual([null, null]);
      expect(asBuyer.lookup!.names[0]!.item).toBeNull();
      expect(asBuyer.lookup!.names[0]!.choices.map((c) => c.itemId)).not.toContain(CODE);

      builtAt = app.search.health().builtAt;
      expect((await call('/PriceList/Price/Add', admin, { productID: added.payload, priceListID: 1, unitPrice: 21.9 })).status).toBe(200);
      await rebuilt(builtAt);
      expect(await found()).toEqual({ byName: true, byCode: 200 });
      const code = await call(`/Search/Code/${BARCODE}`, buyer);
      expect(code.payload).toMatchObject({ itemId: CODE, salePriceInNIS: 21.9 });
    } finally {
      await server.close();
      await app.close();
    }
  }, 40_000);
});
