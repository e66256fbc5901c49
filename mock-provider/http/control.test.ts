// The test control API: reset, faults and the orders received, on only when asked.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { computeTotals, toShekelTotals } from '@shared/rules/totals';
import type { Item } from '@shared/contract/entities';
import { createTestProvider, type TestProvider } from '../testing';

async function orderBody(p: TestProvider) {
  const res = await p.api().get('/api/Item/List').query({ pageSize: 20 }).set(p.auth(p.tokens.buyer));
  const item = (res.body.payload.items as Item[]).find((i) => i.isAvailable && typeof i.salePriceInNIS === 'number')!;
  const line = {
    id: item.id,
    itemId: item.itemId,
    itemDescription: item.itemDescription,
    salePriceInNIS: item.salePriceInNIS!,
    quantity: item.itemPackSize,
  };
  const buyer = p.store.accounts.byEmail('buyer@example.com')!;
  return { userId: buyer.id, customerId: 1001, comment: 'בדיקה', ...toShekelTotals(computeTotals([line])), cartItems: [line] };
}

describe('the test control API', () => {
  it('is not there unless asked for: every path responds with 404', async () => {
    const p = createTestProvider();
    for (const [method, path] of [
      ['post', '/api/__mock/reset'],
      ['post', '/api/__mock/faults'],
      ['delete', '/api/__mock/faults'],
      ['get', '/api/__mock/faults'],
      ['get', '/api/__mock/orders'],
    ] as const) {
      const res = await p.api()[method](path).send({ path: '/Order' });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
  });

  it('lists every order received with its lines, totals, customer and Idempotency-Key', async () => {
    const p = createTestProvider({ control: true });
    const seeded = (await p.api().get('/api/__mock/orders')).body.payload.length;
    const body = await orderBody(p);
    expect((await p.api().post('/api/Order/Create').set(p.auth(p.tokens.buyer)).set('Idempotency-Key', '"k-1"').send(body)).status).toBe(
      200,
    );
    const orders = (await p.api().get('/api/__mock/orders')).body.payload;
    expect(orders).toHaveLength(seeded + 1);
    expect(orders.at(-1)).toMatchObject({
      comment: 'בדיקה',
      customer: { lastName: 'מכולת השכונה' },
      totalPrice: body.totalPrice,
      orderItems: [expect.objectContaining({ itemId: body.cartItems[0]!.itemId, quantity: body.cartItems[0]!.quantity })],
      idempotencyKey: 'k-1',
    });
  });

  it('resets orders, catalogue and settings to the seeded state, and clears the faults', async () => {
    const p = createTestProvider({ control: true });
    const admin = p.auth(p.tokens.admin);
    const seededOrders = p.store.db.orders.length;
    const seededCategories = p.store.db.categories.size;
    await p
      .api()
      .post('/api/Order/Create')
      .set(p.auth(p.tokens.buyer))
      .send(await orderBody(p));
    await p.api().post('/api/Category/Add').set(admin).send({ categoryName: 'קטגוריה זמנית', description: 'זמני' });
    await p.api().post('/api/WebsiteConfiguration/AddOrUpdate').set(admin).send({ key: 'VatPercent', value: '{"Discount":17}' });
    await p.api().post('/api/__mock/faults').send({ path: '/Category', status: 503 });

    const res = await p.api().post('/api/__mock/reset');
    expect(res.status).toBe(200);
    expect(p.store.db.orders).toHaveLength(seededOrders);
    expect(p.store.db.categories.size).toBe(seededCategories);
    expect(JSON.parse(p.store.db.settings.get('VatPercent')!)).toEqual({ Discount: 18 });
    expect((await p.api().get('/api/Category/List').query({ getAll: true })).status).toBe(200);
    // The next order number follows the seed again, and earlier tokens still sign in.
    const again = await p
      .api()
      .post('/api/Order/Create')
      .set(p.auth(p.tokens.buyer))
      .send(await orderBody(p));
    expect(again.body.payload.orderNumber).toBe(p.store.db.orders[seededOrders - 1]!.orderNumber + 1);
  });

  it("responds to the next calls of a path with the fault's status, then as usual; per method; cleared on demand", async () => {
    const p = createTestProvider({ control: true });
    expect(
      (await p.api().post('/api/__mock/faults').send({ method: 'POST', path: '/api/order/create', status: 502, times: 2 })).status,
    ).toBe(200);
    const body = await orderBody(p);
    const first = await p.api().post('/api/Order/Create').set(p.auth(p.tokens.buyer)).send(body);
    expect(first.status).toBe(502);
    expect(first.body).toEqual({ statusCode: 502, error: { code: 'mock_fault', message: expect.any(String) } });
    expect((await p.api().get('/api/Order/List').set(p.auth(p.tokens.buyer))).status).toBe(200); // GET is not faulted
    expect((await p.api().post('/api/Order/Create').set(p.auth(p.tokens.buyer)).send(body)).status).toBe(502);
    expect((await p.api().post('/api/Order/Create').set(p.auth(p.tokens.buyer)).send(body)).status).toBe(200);

    await p.api().post('/api/__mock/faults').send({ path: '/Item', status: 500 });
    expect((await p.api().get('/api/Item/List')).status).toBe(500);
    expect((await p.api().delete('/api/__mock/faults')).status).toBe(200);
    expect((await p.api().get('/api/Item/List')).status).toBe(200);
  });

  it('adds latency, and drops the connection when asked', async () => {
    const p = createTestProvider({ control: true });
    await p.api().post('/api/__mock/faults').send({ path: '/Category/List', latencyMs: 300, times: 1 });
    const started = Date.now();
    expect((await p.api().get('/api/Category/List')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);

    await p.api().post('/api/__mock/faults').send({ path: '/Category/List', drop: true, times: 1 });
    await expect(p.api().get('/api/Category/List')).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect((await p.api().get('/api/Category/List')).status).toBe(200);
  });

  it('says how many calls a latency fault holds, until the mock has finished with them, its client gone or not', async () => {
    // The fault's delay runs on a fake clock; the requests (sockets) on the real one.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const p = createTestProvider({ control: true });
    const server = p.app.listen(0, '127.0.0.1');
    try {
      const state = async () => (await p.api().get('/api/__mock/faults')).body.payload as { faults: number; held: number };
      // Each look is a request of its own: the held call has arrived (or gone) once it says so.
      const until = async (held: number) => {
        while ((await state()).held !== held);
      };
      await p.api().post('/api/__mock/faults').send({ path: '/Category/List', latencyMs: 5000, times: 1 });
      expect(await state()).toEqual({ faults: 1, held: 0 });
      const slow = p
        .api()
        .get('/api/Category/List')
        .then((res) => res.status);
      await until(1);
      jest.advanceTimersByTime(4999);
      expect(await state()).toEqual({ faults: 0, held: 1 });
      jest.advanceTimersByTime(1);
      expect(await slow).toBe(200);
      expect(await state()).toEqual({ faults: 0, held: 0 });

      // A client that goes away while its call is held (a page reloaded): the call is handled all the
      // same, as a provider would, and held until it has been.
      const seeded = (await p.api().get('/api/__mock/orders')).body.payload.length;
      await p.api().post('/api/__mock/faults').send({ method: 'POST', path: '/Order/Create', latencyMs: 5000, times: 1 });
      const { port } = server.address() as AddressInfo;
      const gone = http.request(`http://127.0.0.1:${port}/api/Order/Create`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': '"k-gone"', ...p.auth(p.tokens.buyer) },
      });
      const closed = new Promise((resolve) => gone.on('close', resolve));
      gone.on('error', () => undefined);
      gone.end(JSON.stringify(await orderBody(p)));
      await until(1);
      gone.destroy();
      await closed;
      expect(await state()).toEqual({ faults: 0, held: 1 });
      jest.advanceTimersByTime(5000);
      await until(0);
      const orders = (await p.api().get('/api/__mock/orders')).body.payload as Array<{ idempotencyKey: string | null }>;
      expect(orders).toHaveLength(seeded + 1);
      expect(orders.at(-1)!.idempotencyKey).toBe('k-gone');
    } finally {
      server.close();
      jest.useRealTimers();
    }
  });

  it('refuses a fault it cannot inject, with 400 and the field', async () => {
    const p = createTestProvider({ control: true });
    for (const [fault, field] of [
      [{ status: 502 }, 'path'],
      [{ path: 'Order', status: 502 }, 'path'],
      [{ path: '/Order', status: 200 }, 'status'],
      [{ path: '/Order', status: 502, method: 'TRACE' }, 'method'],
      [{ path: '/Order', latencyMs: 600_000 }, 'latencyMs'],
      [{ path: '/Order', status: 502, times: 0 }, 'times'],
      [{ path: '/Order' }, 'status'],
      [{ path: '/Order', status: null, drop: true }, 'status'],
    ] as const) {
      const res = await p.api().post('/api/__mock/faults').send(fault);
      expect({ fault, status: res.status, fields: Object.keys(res.body.error?.errors ?? {}) }).toEqual({
        fault,
        status: 400,
        fields: [field],
      });
    }
    expect((await p.api().get('/api/Category/List')).status).toBe(200);
  });
});
