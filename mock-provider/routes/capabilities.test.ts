import type { Order } from '@shared/contract/entities';
import { buyerOrderBody, createTestProvider, orderableItems, type TestProvider } from '../testing';

/** A one-line order of the buyer's first available item, asking for `deliveryDate`. */
async function placeOrder(p: TestProvider, deliveryDate?: string, status = 200): Promise<number> {
  const [item] = await orderableItems(p);
  const body = buyerOrderBody(p, [[item!, item!.itemPackSize]], deliveryDate ? { deliveryDate } : {});
  const res = await p.api().post('/api/Order/Create').set(p.auth(p.tokens.buyer)).send(body);
  expect(res.status).toBe(status);
  return status === 200 ? p.store.db.orders.find((o) => o.orderNumber === res.body.payload.orderNumber)!.id : 0;
}

async function buyersOrders(p: TestProvider): Promise<Order[]> {
  const res = await p.api().get('/api/Order/List').set(p.auth(p.tokens.buyer));
  return res.body.payload.items as Order[];
}

describe('the optional capabilities', () => {
  it('are listed at GET /Capabilities, every one by default', async () => {
    const p = createTestProvider();
    const res = await p.api().get('/api/Capabilities');
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ capabilities: ['order-status', 'order-change'] });
  });

  it('none offered: GET /Capabilities and the calls of a capability answer 404, an order has no status, a delivery day field is refused', async () => {
    const p = createTestProvider({ capabilities: [] });
    expect((await p.api().get('/api/Capabilities')).status).toBe(404);
    const before = p.store.db.orders.length;
    await placeOrder(p, '2026-12-02', 400);
    expect(p.store.db.orders).toHaveLength(before);
    expect((await p.api().get('/api/Order/List').query({ status: 'received' }).set(p.auth(p.tokens.buyer))).status).toBe(400);
    const id = await placeOrder(p);
    const moved = await p.api().post(`/api/Order/Status/${id}`).set(p.auth(p.tokens.admin)).send({ status: 'confirmed' });
    expect(moved.status).toBe(404);
    const [order] = await buyersOrders(p);
    expect(order).not.toHaveProperty('status');
    expect(order).not.toHaveProperty('statusChanges');
    expect(order).not.toHaveProperty('deliveryDate');
  });
});

describe("capability 'order-status'", () => {
  it('gives a placed order the status received at the time it was placed, with the delivery day asked for', async () => {
    const p = createTestProvider();
    await placeOrder(p, '2026-12-02');
    const [order] = await buyersOrders(p);
    expect(order).toMatchObject({
      status: 'received',
      statusChanges: [{ status: 'received', at: order!.orderDate }],
      deliveryDate: '2026-12-02',
    });
  });

  it("shows the seed's past orders delivered, each change with its time", async () => {
    const p = createTestProvider();
    const orders = await buyersOrders(p);
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) {
      expect(order.status).toBe('delivered');
      expect(order.statusChanges!.map((c) => c.status)).toEqual(['received', 'confirmed', 'preparing', 'shipped', 'delivered']);
      expect(order.statusChanges![0]!.at).toBe(order.orderDate);
    }
  });

  it('lets an administrator move an order forward or cancel it, and refuses any other move with 409, changing nothing', async () => {
    const p = createTestProvider();
    const id = await placeOrder(p);
    const move = (status: string, token = p.tokens.admin) => p.api().post(`/api/Order/Status/${id}`).set(p.auth(token)).send({ status });
    expect((await move('preparing')).status).toBe(200);
    expect((await move('confirmed')).status).toBe(409);
    expect((await move('preparing')).status).toBe(409);
    expect((await move('lost')).status).toBe(400);
    expect((await move('shipped', p.tokens.buyer)).status).toBe(403);
    expect((await p.api().post(`/api/Order/Status/${id}`).send({ status: 'shipped' })).status).toBe(401);
    expect((await p.api().post('/api/Order/Status/999999').set(p.auth(p.tokens.admin)).send({ status: 'shipped' })).status).toBe(404);
    expect((await move('cancelled')).status).toBe(200);
    expect((await move('delivered')).status).toBe(409);
    const [order] = await buyersOrders(p);
    expect(order!.status).toBe('cancelled');
    expect(order!.statusChanges!.map((c) => c.status)).toEqual(['received', 'preparing', 'cancelled']);
  });
});
