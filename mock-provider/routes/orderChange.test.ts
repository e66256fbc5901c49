import type { Item, Order } from '@shared/contract/entities';
import { buyerOrderBody, createTestProvider, orderableItems, type TestProvider } from '../testing';
import { DEMO_DELIVERY } from '../seed/settings';
import { requestedDateLine } from '@shared/rules/delivery';

// Wednesday 2 December 2026, 09:00 in Israel: an order placed now (before the demo's 14:00 cutoff) is
// delivered on Thursday 3 December, and may be changed until Wednesday 14:00 (12:00 UTC).
const WEDNESDAY_9AM = new Date('2026-12-02T07:00:00Z');
const CUTOFF = '2026-12-02T12:00:00.000Z';

interface Placed {
  id: number;
  orderNumber: number;
  items: Item[];
}

async function placed(p: TestProvider): Promise<Placed> {
  const items = await orderableItems(p, 3);
  const res = await p
    .api()
    .post('/api/Order/Create')
    .set(p.auth(p.tokens.buyer))
    .send(buyerOrderBody(p, [[items[0]!, items[0]!.itemPackSize]]));
  expect(res.status).toBe(200);
  const order = p.store.db.orders.find((o) => o.orderNumber === res.body.payload.orderNumber)!;
  return { id: order.id, orderNumber: order.orderNumber, items };
}

const change = (p: TestProvider, id: number, body: object, token = p.tokens.buyer, key?: string) => {
  const req = p.api().post(`/api/Order/Update/${id}`).set(p.auth(token));
  if (key) req.set('Idempotency-Key', `"${key}"`);
  return req.send(body);
};

async function buyersOrder(p: TestProvider, orderNumber: number): Promise<Order> {
  const res = await p.api().get('/api/Order/List').set(p.auth(p.tokens.buyer));
  return (res.body.payload.items as Order[]).find((o) => o.orderNumber === orderNumber)!;
}

describe("capability 'order-change'", () => {
  let p: TestProvider;
  beforeEach(() => {
    p = createTestProvider({ now: () => WEDNESDAY_9AM });
  });

  it('says until when an order may be changed: the cutoff on the delivery day before its own', async () => {
    const { orderNumber } = await placed(p);
    const order = await buyersOrder(p, orderNumber);
    expect(order).toMatchObject({ changeable: true, changeableUntil: CUTOFF });
    expect(order).not.toHaveProperty('changedAt');
  });

  it('takes a line added before the cutoff: the same order, its totals and document changed, the change time shown', async () => {
    const { id, orderNumber, items } = await placed(p);
    const [a, b] = items as [Item, Item];
    const body = buyerOrderBody(
      p,
      [
        [a, a.itemPackSize * 2],
        [b, b.itemPackSize],
      ],
      { comment: 'גם קרטון נוסף' },
    );
    const res = await change(p, id, body, p.tokens.buyer, 'change-1');
    expect(res.status).toBe(200);
    expect(res.body.payload.orderNumber).toBe(orderNumber);
    const order = await buyersOrder(p, orderNumber);
    expect(order.orderItems.map((l) => [l.itemId, l.quantity])).toEqual([
      [a.itemId, a.itemPackSize * 2],
      [b.itemId, b.itemPackSize],
    ]);
    expect(order.totalPrice).toBe(body.totalPrice);
    expect(order.comment).toBe('גם קרטון נוסף');
    expect(order.changedAt).toBe(WEDNESDAY_9AM.toISOString());
    const doc = await p.api().get(new URL(order.documentLink).pathname);
    expect(doc.text).toContain('עודכנה');
    expect(doc.text).toContain('גם קרטון נוסף');
  });

  it('answers a repeat under the same key with the first response and changes the order once; another body under it is refused with 422', async () => {
    const { id, orderNumber, items } = await placed(p);
    const [a, b] = items as [Item, Item];
    const body = buyerOrderBody(p, [
      [a, a.itemPackSize],
      [b, b.itemPackSize],
    ]);
    const [first, second] = await Promise.all([change(p, id, body, p.tokens.buyer, 'same'), change(p, id, body, p.tokens.buyer, 'same')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.headers['idempotent-replayed'], second.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    expect(second.body.payload).toEqual(first.body.payload);
    const other = buyerOrderBody(p, [[a, a.itemPackSize * 3]]);
    const reused = await change(p, id, other, p.tokens.buyer, 'same');
    expect(reused.status).toBe(422);
    expect((await buyersOrder(p, orderNumber)).orderItems).toHaveLength(2);
    // A create's key never replays a change, nor the other way.
    const created = await p.api().post('/api/Order/Create').set(p.auth(p.tokens.buyer)).set('Idempotency-Key', '"same"').send(body);
    expect(created.status).toBe(200);
    expect(created.body.payload.orderNumber).not.toBe(orderNumber);
  });

  it('refuses a change after the cutoff with 409 order_closed and a Hebrew reason, changing nothing', async () => {
    const { id, orderNumber, items } = await placed(p);
    p.store.aheadMs = 5 * 60 * 60 * 1000; // 14:00 passes
    const before = await buyersOrder(p, orderNumber);
    expect(before).toMatchObject({ changeable: false, changeableUntil: CUTOFF });
    const res = await change(p, id, buyerOrderBody(p, [[items[0]!, items[0]!.itemPackSize * 2]]));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'order_closed', details: { reason: 'cutoff', changeableUntil: CUTOFF } });
    expect(res.body.error.message).toBe('מועד השינוי של ההזמנה עבר (יום ד׳ 02/12 בשעה 14:00): ההזמנה כבר בטיפול ולא ניתן לשנותה.');
    expect(await buyersOrder(p, orderNumber)).toEqual(before);
  });

  it.each([
    ['preparing', 'ההזמנה כבר בהכנה ולא ניתן לשנותה.'],
    ['cancelled', 'ההזמנה בוטלה ולא ניתן לשנותה.'],
    ['delivered', 'ההזמנה כבר סופקה ולא ניתן לשנותה.'],
  ])('refuses a change of an order %s before the cutoff, changing nothing', async (status, message) => {
    const { id, orderNumber, items } = await placed(p);
    expect((await p.api().post(`/api/Order/Status/${id}`).set(p.auth(p.tokens.admin)).send({ status })).status).toBe(200);
    const before = await buyersOrder(p, orderNumber);
    expect(before.changeable).toBe(false);
    const res = await change(p, id, buyerOrderBody(p, [[items[0]!, items[0]!.itemPackSize * 2]]));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'order_closed', message, details: { reason: status } });
    expect(await buyersOrder(p, orderNumber)).toEqual(before);
  });

  it("answers 404 for another buyer's order and for none, 403 for an administrator and 401 for a visitor", async () => {
    const { id, orderNumber, items } = await placed(p);
    const body = buyerOrderBody(p, [[items[0]!, items[0]!.itemPackSize * 2]]);
    const before = await buyersOrder(p, orderNumber);
    expect((await change(p, id, body, p.tokens.shop)).status).toBe(404);
    expect((await change(p, 999999, body)).status).toBe(404);
    expect((await change(p, id, body, p.tokens.admin)).status).toBe(403);
    expect((await p.api().post(`/api/Order/Update/${id}`).send(body)).status).toBe(401);
    expect((await p.api().post('/api/Order/Update/abc').set(p.auth(p.tokens.buyer)).send(body)).status).toBe(400);
    expect(await buyersOrder(p, orderNumber)).toEqual(before);
  });

  it('checks the changed order as Order/Create does: a quantity off the pack, a stale price, another delivery day are refused, changing nothing', async () => {
    const { id, orderNumber, items } = await placed(p);
    const packed = items.find((i) => i.itemPackSize > 1) ?? (await orderableItems(p, 50)).find((i) => i.itemPackSize > 1)!;
    const before = await buyersOrder(p, orderNumber);
    const offPack = await change(p, id, buyerOrderBody(p, [[packed, packed.itemPackSize + 1]]));
    expect(offPack.status).toBe(409);
    expect(offPack.body.error.code).toBe('order_changed');
    expect(offPack.body.error.details.lines).toEqual([expect.objectContaining({ itemId: packed.itemId, reason: 'packSize' })]);
    const stale = buyerOrderBody(p, [[{ ...items[1]!, salePriceInNIS: items[1]!.salePriceInNIS! + 1 }, items[1]!.itemPackSize]]);
    expect((await change(p, id, stale)).body.error.code).toBe('order_changed');
    const otherDay = await change(p, id, buyerOrderBody(p, [[items[0]!, items[0]!.itemPackSize]], { deliveryDate: '2026-12-07' }));
    expect(otherDay.status).toBe(400);
    expect(otherDay.body.error.errors).toHaveProperty('deliveryDate');
    expect(await buyersOrder(p, orderNumber)).toEqual(before);
  });

  it('counts the whole changed order towards the minimum: a change that leaves it short is refused with below_minimum', async () => {
    const provider = createTestProvider({ now: () => WEDNESDAY_9AM, settings: { Delivery: { ...DEMO_DELIVERY, MinimumOrder: 1 } } });
    const { id, orderNumber, items } = await placed(provider);
    const before = await buyersOrder(provider, orderNumber);
    provider.store.settings.set('Delivery', JSON.stringify({ ...DEMO_DELIVERY, MinimumOrder: 100_000 }));
    const res = await change(provider, id, buyerOrderBody(provider, [[items[0]!, items[0]!.itemPackSize * 2]]));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('below_minimum');
    expect(await buyersOrder(provider, orderNumber)).toEqual(before);
  });

  it('is not offered by a provider without it: 404, and an order says nothing of changes', async () => {
    const provider = createTestProvider({ now: () => WEDNESDAY_9AM, capabilities: ['order-status'] });
    const { id, orderNumber, items } = await placed(provider);
    expect((await change(provider, id, buyerOrderBody(provider, [[items[0]!, items[0]!.itemPackSize * 2]]))).status).toBe(404);
    const order = await buyersOrder(provider, orderNumber);
    expect(order).not.toHaveProperty('changeable');
    expect(order).not.toHaveProperty('changeableUntil');
    expect(order.orderItems).toHaveLength(1);
  });
});

describe("capability 'order-change': the day stays", () => {
  it('refuses a change whose comment asks for another day (it would move its own cutoff), and takes one that keeps the line', async () => {
    const p = createTestProvider({ now: () => WEDNESDAY_9AM });
    const [item] = await orderableItems(p);
    const comment = `ליד הדלת\n${requestedDateLine('2026-12-07')}`;
    const res = await p
      .api()
      .post('/api/Order/Create')
      .set(p.auth(p.tokens.buyer))
      .send(buyerOrderBody(p, [[item!, item!.itemPackSize]], { comment }));
    const id = p.store.db.orders.find((o) => o.orderNumber === res.body.payload.orderNumber)!.id;
    const moved = await change(
      p,
      id,
      buyerOrderBody(p, [[item!, item!.itemPackSize]], { comment: `ליד הדלת\n${requestedDateLine('2026-12-14')}` }),
    );
    expect(moved.status).toBe(400);
    expect(moved.body.error.errors).toHaveProperty('deliveryDate');
    const dropped = await change(p, id, buyerOrderBody(p, [[item!, item!.itemPackSize]], { comment: 'ליד הדלת' }));
    expect(dropped.status).toBe(400);
    const kept = await change(p, id, buyerOrderBody(p, [[item!, item!.itemPackSize * 2]], { comment }));
    expect(kept.status).toBe(200);
  });
});
