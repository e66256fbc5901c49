/** @jest-environment node */
import type { RootStore } from '../../app/RootStore';
import { RESCAN_PAUSE_MS, ScanToCartStore } from './ScanToCartStore';
import {
  FakeProvider,
  dispose,
  makeItem,
  makeRoot,
  ok,
  summaryFor,
  until,
  withLogin,
  withSearch,
  type FakeRequest,
} from '../../app/testing';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const cola = makeItem({ id: 1, itemId: 'C1', catalogNumber: '7290000000011', salePriceInNIS: 2.5, minOrderQuantity: 24 });
const water = makeItem({ id: 2, itemId: 'W1', catalogNumber: '7290000000028', salePriceInNIS: 1.9, minOrderQuantity: 6 });
const gone = makeItem({ id: 3, itemId: 'G1', catalogNumber: '7290000000035', isAvailable: false });
const ask = makeItem({ id: 4, itemId: 'A1', catalogNumber: '7290000000042', salePriceInNIS: undefined, isPriceOnRequest: true });

describe('scan to cart', () => {
  let root: RootStore;
  let store: ScanToCartStore;
  let provider: FakeProvider;
  let online = true;
  afterEach(() => dispose(root));

  beforeEach(async () => {
    online = true;
    provider = withSearch(new FakeProvider(), () => [cola, water, gone, ask]);
    const answer = provider.fetch;
    // Offline: no answer at all, as a browser without a network.
    (provider as { fetch: typeof answer }).fetch = (input, init) =>
      online ? answer(input, init) : Promise.reject(new TypeError('Failed to fetch'));
    withLogin(provider, NOW);
    ({ root } = makeRoot(provider, { now: () => NOW }));
    await root.session.login('buyer@example.com', 'Buyer123!');
    store = new ScanToCartStore(root);
  });

  const lookups = () => provider.requests.filter((r: FakeRequest) => r.path.startsWith('/Search/Code/')).length;

  it('adds one pack per scan; the same code in consecutive frames counts once, again only after a pause', async () => {
    expect(await store.seen(cola.catalogNumber, 0)).toBe('added');
    for (let t = 100; t <= 3000; t += 100) expect(store.seen(cola.catalogNumber, t)).toBeNull();
    expect(root.cart.quantityOf(cola.id)).toBe(24);
    // Out of sight for the pause, then seen again: another pack.
    expect(await store.seen(cola.catalogNumber, 3000 + RESCAN_PAUSE_MS)).toBe('added');
    expect(root.cart.quantityOf(cola.id)).toBe(48);
    // Another code in between ends the run of the first.
    expect(await store.seen(water.itemId, 5000)).toBe('added');
    expect(await store.seen(cola.catalogNumber, 5100)).toBe('added');
    expect(store.entries.map((e) => [e.code, e.units])).toEqual([
      [cola.catalogNumber, 72],
      [water.itemId, 6],
    ]);
    // Each code is asked for once, with nothing read of the catalogue as a whole.
    expect(lookups()).toBe(2);
    expect(provider.calls('GET', '/Item/List')).toEqual([]);
  });

  it('lists unknown, unavailable and unpriced codes without adding them', async () => {
    expect(await store.seen('1234567890128', 0)).toBe('notFound');
    expect(await store.seen(gone.catalogNumber, 2000)).toBe('unavailable');
    expect(await store.seen(ask.catalogNumber, 4000)).toBe('priceOnRequest');
    expect(root.cart.isEmpty).toBe(true);
    expect(store.entries.map((e) => e.status)).toEqual(['priceOnRequest', 'unavailable', 'notFound']);
  });

  it('looks codes up at once and handles the scans in the order they came, whatever order their look-ups end in', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    provider.on('GET /Search/Code/:code', async (req: FakeRequest) => {
      const item = [cola, water].find((i) => i.catalogNumber === req.params.code)!;
      // The first code's answer comes last.
      if (item === cola) await held;
      return ok(summaryFor(item, true));
    });
    const first = store.scan(cola.catalogNumber);
    const second = store.scan(water.catalogNumber);
    // Both asked at once; the second's answer is in, but it waits for the first scan.
    for (let i = 0; i < 200 && lookups() < 2; i++) await new Promise((r) => setTimeout(r, 5));
    expect(lookups()).toBe(2);
    await new Promise((r) => setTimeout(r, 20));
    expect(root.cart.isEmpty).toBe(true);
    release();
    expect(await Promise.all([first, second])).toEqual(['added', 'added']);
    expect(root.cart.items.map((l) => l.itemId)).toEqual([cola.itemId, water.itemId]);
    expect(store.entries.map((e) => e.code)).toEqual([water.catalogNumber, cola.catalogNumber]);
  });

  it('offline, adds a code among the items already seen and says it could not check any other', async () => {
    // Seen with the buyer's prices: a search's results, in the query cache.
    const seenList = root.catalogue.itemList({ term: water.catalogNumber });
    await until(() => seenList.result.isSuccess);
    online = false;
    expect(await store.scan(water.catalogNumber)).toBe('added');
    expect(await store.scan(cola.catalogNumber)).toBe('failed');
    expect(store.entries.map((e) => [e.code, e.status, e.units])).toEqual([
      [cola.catalogNumber, 'failed', 0],
      [water.catalogNumber, 'added', 6],
    ]);
    expect(root.cart.quantityOf(water.id)).toBe(6);
    expect(root.cart.quantityOf(cola.id)).toBe(0);
  });

  it('takes the last scan back, and changes a line by a pack', async () => {
    await store.seen(cola.catalogNumber, 0);
    await store.seen(water.catalogNumber, 2000);
    store.undo();
    expect(root.cart.quantityOf(water.id)).toBe(0);
    expect(store.entries.find((e) => e.item?.id === water.id)?.units).toBe(0);
    const line = store.entries.find((e) => e.item?.id === cola.id)!;
    store.plus(line);
    expect(root.cart.quantityOf(cola.id)).toBe(48);
    store.minus(line);
    store.minus(line);
    store.minus(line);
    expect(root.cart.quantityOf(cola.id)).toBe(0);
    expect(line.units).toBe(0);
    expect(store.canUndo).toBe(false);
  });
});
