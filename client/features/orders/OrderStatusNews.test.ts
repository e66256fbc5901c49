/** @jest-environment node */
import { observable, runInAction } from 'mobx';
import type { Order } from '@shared/contract/entities';
import { makeOrder } from '@shared/contract/testing';
import type { OrderStatus } from '@shared/rules/orderStatus';
import { fakeApi, MemoryStorage, pageOf } from '../../app/testing';
import { OrderStatusNews } from './OrderStatusNews';

/** The buyer's orders as the provider lists them now (each number with its status), and how often they were read. */
function setup(options: { business?: boolean; offered?: boolean } = {}) {
  let listed: Array<[number, OrderStatus | undefined]> = [];
  let reads = 0;
  const api = fakeApi(async () => {
    reads++;
    return pageOf(
      listed.map(([n, status]): Order =>
        makeOrder({
          id: n,
          orderNumber: n,
          // Later orders were placed later.
          orderDate: new Date(Date.UTC(2026, 10, 1) + (n - 50000) * 3_600_000).toISOString(),
          ...(status ? { status, statusChanges: [{ status, at: '2026-11-29T08:00:00.000Z' }] } : {}),
        }),
      ),
    );
  });
  const storage = new MemoryStorage();
  const session = observable({ isBusiness: options.business ?? true, userInfo: { id: 2 } as { id: number } | null });
  const news = new OrderStatusNews({ api, storage, session, capabilities: { offers: () => options.offered ?? true } });
  return { news, storage, session, list: (orders: typeof listed) => (listed = orders), reads: () => reads };
}

describe("what moved in a buyer's open orders", () => {
  it('takes note on the first look, then says each order whose status moved since, newest first', async () => {
    const { news, list } = setup();
    list([
      [50012, 'received'],
      [50011, 'preparing'],
      [50010, 'delivered'],
    ]);
    await news.look();
    expect(news.news).toEqual([]);
    list([
      [50012, 'confirmed'],
      [50011, 'shipped'],
      [50010, 'delivered'],
    ]);
    await news.look();
    expect(news.news).toEqual([
      { orderNumber: 50012, status: 'confirmed' },
      { orderNumber: 50011, status: 'shipped' },
    ]);
    // A later move of one of them replaces its news; nothing new adds nothing.
    list([
      [50012, 'confirmed'],
      [50011, 'delivered'],
    ]);
    await news.look();
    expect(news.news).toEqual([
      { orderNumber: 50011, status: 'delivered' },
      { orderNumber: 50012, status: 'confirmed' },
    ]);
    news.dismiss();
    expect(news.news).toEqual([]);
    // A delivered order is news once, then forgotten.
    await news.look();
    expect(news.news).toEqual([]);
    // An order placed since the last look that has already moved on is news; one just received is not.
    list([
      [50014, 'received'],
      [50013, 'confirmed'],
      [50012, 'confirmed'],
    ]);
    await news.look();
    expect(news.news).toEqual([{ orderNumber: 50013, status: 'confirmed' }]);
  });

  it('keeps what it saw for the next visit, and reads past what it cannot read', async () => {
    const { news, list, storage } = setup();
    list([[50012, 'received']]);
    await news.look();
    expect(JSON.parse(storage.getItem('orderStatuses:2')!)).toEqual({
      newest: '2026-11-01T12:00:00.000Z',
      statuses: { 50012: 'received' },
    });
    storage.setItem('orderStatuses:2', '{"newest":"","statuses":{"50012":"received","50013":"lost"},"x":');
    list([[50012, 'shipped']]);
    await news.look();
    // An unreadable note counts as none: the look takes note again, and the next one has news.
    expect(news.news).toEqual([]);
    list([[50012, 'delivered']]);
    await news.look();
    expect(news.news).toEqual([{ orderNumber: 50012, status: 'delivered' }]);
  });

  it("never shows one user's news to another signed in on the device, nor what a look for the one before found", async () => {
    const { news, list, session } = setup();
    list([[50012, 'received']]);
    await news.look();
    list([[50012, 'shipped']]);
    await news.look();
    expect(news.news).toEqual([{ orderNumber: 50012, status: 'shipped' }]);
    runInAction(() => (session.userInfo = { id: 3 }));
    expect(news.news).toEqual([]);
    // A look begun for user 3 that ends after user 4 signed in keeps nothing for 4.
    list([[50012, 'delivered']]);
    const looking = news.look();
    runInAction(() => (session.userInfo = { id: 4 }));
    await looking;
    expect(news.news).toEqual([]);
  });

  it('reads nothing for an administrator or in front of a provider without the capability', async () => {
    for (const options of [{ business: false }, { offered: false }]) {
      const { news, list, reads } = setup(options);
      list([[50012, 'received']]);
      await news.look();
      expect({ reads: reads(), news: news.news }).toEqual({ reads: 0, news: [] });
    }
  });
});
