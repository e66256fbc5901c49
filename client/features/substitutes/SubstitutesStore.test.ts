import { when } from 'mobx';
import type { Item } from '@shared/contract/entities';
import { FakeProvider, dispose, fail, makeItem, makeRoot, ok, withLogin } from '../../app/testing';
import type { RootStore } from '../../app/RootStore';
import type { QueryStore } from '../../stores/QueryStore';
import type { SubstituteItem } from './SubstitutesStore';

const NOW = Date.parse('2026-11-20T10:00:00Z');
const related = (...codes: string[]) =>
  codes.map((code) => ({ relatedItemId: code, related: { itemId: code, itemDescription: code, pictureUrl: '' } }));

// I1 is out; it relates I2 (orderable, pack 6), I3 (out), I4 (price on request), itself, I5 (gone) and I6 (orderable).
const catalogue: Item[] = [
  makeItem({ id: 1, isAvailable: false, relatedItems: related('I2', 'I3', 'I4', 'I1', 'I5', 'I6') }),
  makeItem({ id: 2, minOrderQuantity: 6, salePriceInNIS: 7.9 }),
  makeItem({ id: 3, isAvailable: false }),
  makeItem({ id: 4, salePriceInNIS: undefined, isPriceOnRequest: true }),
  makeItem({ id: 6, salePriceInNIS: 12 }),
  makeItem({ id: 7, isAvailable: false, relatedItems: related('I2') }),
];

let root: RootStore;
let provider: FakeProvider;

beforeEach(async () => {
  provider = new FakeProvider({
    'GET /Item/:itemId': (req) => {
      const item = catalogue.find((i) => i.itemId === req.params.itemId);
      return item ? ok(item) : fail(404, 'not_found');
    },
  });
  withLogin(provider, NOW);
  ({ root } = makeRoot(provider, { now: () => NOW }));
  await root.session.login('buyer@example.com', 'Buyer123!');
});
afterEach(() => dispose(root));

/** Observes a query until it has settled, as a component drawing it would. */
async function settled(query: QueryStore<SubstituteItem[]>): Promise<QueryStore<SubstituteItem[]>> {
  await when(() => query.result.status !== 'pending');
  return query;
}

const itemReads = () => provider.requests.filter((r) => r.path.startsWith('/Item/')).map((r) => r.path);

describe('SubstitutesStore', () => {
  it('offers the related items that can be ordered: available, priced, not the line itself, gone ones left out', async () => {
    const query = await settled(root.substitutes.of('I1'));
    expect(query.data!.map((s) => [s.itemId, s.salePriceInNIS, s.minOrderQuantity])).toEqual([
      ['I2', 7.9, 6],
      ['I6', 12, 1],
    ]);
  });

  it('reads each item once: a second line of the same item, or another item sharing a related one, reads nothing again', async () => {
    await settled(root.substitutes.of('I1'));
    const first = itemReads();
    expect(first.sort()).toEqual(['/Item/I1', '/Item/I2', '/Item/I3', '/Item/I4', '/Item/I5', '/Item/I6']);
    await settled(root.substitutes.of('I1'));
    await settled(root.substitutes.of('I7'));
    expect(itemReads().sort()).toEqual([...first, '/Item/I7'].sort());
  });

  it('reads nothing for what is at hand: the line’s item and the items known by code', async () => {
    const known = new Map(catalogue.map((i) => [i.itemId, i]));
    const query = await settled(root.substitutes.of('I1', { item: catalogue[0], known: (code) => known.get(code) }));
    expect(query.data!.map((s) => s.itemId)).toEqual(['I2', 'I6']);
    // Only the gone item, which nothing at hand knows, is asked for.
    expect(itemReads()).toEqual(['/Item/I5']);
  });

  it('offers nothing for an item the catalogue no longer has', async () => {
    const query = await settled(root.substitutes.of('GONE'));
    expect(query.data).toEqual([]);
    expect(query.error).toBeNull();
  });

  it('fails (to be tried again) when the related items could not be read and nothing is left to offer', async () => {
    provider.on('GET /Item/:itemId', (req) =>
      req.params.itemId === 'I7' ? ok(catalogue[5]) : fail(502, 'bad_gateway', 'the provider did not answer'),
    );
    const query = await settled(root.substitutes.of('I7'));
    expect(query.error).not.toBeNull();
    expect(query.data).toBeUndefined();
  });

  it('adds a substitute to the cart in whole packs of it', () => {
    root.substitutes.addToCart({ ...catalogue[1]!, salePriceInNIS: 7.9 }, 10);
    expect(root.cart.items.map((l) => [l.itemId, l.quantity, l.itemPackSize])).toEqual([['I2', 12, 6]]);
  });

  it('says the last swap under its new line only while the line holds the quantity the swap set', () => {
    root.substitutes.noteSwap({ itemId: 'I2', quantity: 12, text: 'הוחלף', note: 'עוגל' });
    expect(root.substitutes.swapOf('I2', 12)).toMatchObject({ text: 'הוחלף', note: 'עוגל', fresh: true });
    root.substitutes.markSeen();
    expect(root.substitutes.swapOf('I2', 12)?.fresh).toBe(false);
    expect(root.substitutes.swapOf('I2', 18)).toBeNull();
    expect(root.substitutes.swapOf('I6', 12)).toBeNull();
  });
});

describe('CartStore.replaceLine', () => {
  const line = (item: Item, quantity: number) => ({
    id: item.id,
    itemId: item.itemId,
    itemDescription: item.itemDescription,
    salePriceInNIS: item.salePriceInNIS ?? 1,
    pictureUrl: item.pictureUrl,
    quantity,
    itemPackSize: item.itemPackSize,
  });

  it('puts the substitute in the place of the line it replaces', () => {
    const [out, sub, , , other] = catalogue;
    root.cart.add(line(out!, 10), line(other!, 1));
    root.cart.replaceLine(out!.id, line(sub!, 12));
    expect(root.cart.items.map((l) => [l.itemId, l.quantity])).toEqual([
      ['I2', 12],
      ['I6', 1],
    ]);
  });

  it("joins the substitute's own line when the cart has one", () => {
    const [out, sub] = catalogue;
    root.cart.add(line(sub!, 6), line(out!, 10));
    root.cart.replaceLine(out!.id, line(sub!, 12));
    expect(root.cart.items.map((l) => [l.itemId, l.quantity])).toEqual([['I2', 18]]);
  });
});
