import { CONCURRENT_READS, fetchCurrentItems } from './currentItems';
import { FakeProvider, dispose, fail, makeItem, makeRoot, ok } from '../app/testing';

describe('fetchCurrentItems: today’s items for a list of item codes', () => {
  it('reads every code once, at most six at a time, and gives the items in the order of the codes', async () => {
    let inFlight = 0;
    let most = 0;
    const provider = new FakeProvider({
      'GET /Item/:itemId': async (req) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        // Later codes get their responses first, so the order of the result is not the order of arrival.
        const id = Number(req.params.itemId!.slice(1));
        await new Promise((resolve) => setTimeout(resolve, 40 - id));
        inFlight -= 1;
        return ok(makeItem({ id }));
      },
    });
    const { root } = makeRoot(provider);
    const codes = Array.from({ length: 30 }, (_, i) => `I${i + 1}`);

    const { items, failures } = await fetchCurrentItems(root.api, [...codes, 'I3']);

    expect(most).toBe(CONCURRENT_READS);
    expect(provider.calls('GET', '/Item/I3')).toHaveLength(1);
    expect(provider.requests).toHaveLength(30);
    expect([...items.keys()]).toEqual(codes);
    expect([...items.values()].map((item) => item?.itemId)).toEqual(codes);
    expect(failures).toEqual([]);
    dispose(root);
  });

  it('gives null for an item the provider no longer has and undefined, with its error, for one it could not read', async () => {
    const provider = new FakeProvider({
      'GET /Item/:itemId': (req) =>
        req.params.itemId === 'I2'
          ? fail(404, 'not_found')
          : req.params.itemId === 'I3'
            ? fail(502, 'bad_gateway')
            : ok(makeItem({ id: 1 })),
    });
    const { root } = makeRoot(provider);

    const { items, failures } = await fetchCurrentItems(root.api, ['I1', 'I2', 'I3']);

    expect(items.get('I1')?.itemId).toBe('I1');
    expect(items.get('I2')).toBeNull();
    expect(items.has('I3')).toBe(true);
    expect(items.get('I3')).toBeUndefined();
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ status: 502 });
    dispose(root);
  });
});
