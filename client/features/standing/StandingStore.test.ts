/** @jest-environment node */
import { observable, runInAction } from 'mobx';
import { standingEndpoints } from '@shared/contract/api';
import type { CartItem, StandingOrder } from '@shared/contract/entities';
import { ApiError } from '../../api/ApiError';
import { fakeApi, MemoryStorage } from '../../app/testing';
import { StandingStore } from './StandingStore';

const DELIVERY = { Days: [0, 1, 2, 3, 4], CutoffHour: 14, NoDeliveryDates: [], MinimumOrder: 0 };

const standingOrder = (overrides: Partial<StandingOrder> = {}): StandingOrder => ({
  id: 'a1b2',
  name: 'ההזמנה השבועית',
  weekday: 0,
  everyWeeks: 1,
  startDate: '2026-12-06',
  comment: 'ליד הדלת',
  lines: [{ id: 5, itemId: 'I5', itemDescription: 'חלב', salePriceInNIS: 5.9, quantity: 12, itemPackSize: 6 }],
  outcomes: [],
  createdAt: '2026-11-29T08:00:00.000Z',
  updatedAt: '2026-11-29T08:00:00.000Z',
  ...overrides,
});

/** The server's standing orders, the calls made of it, and a clock the test moves. */
function setup() {
  let kept = [standingOrder()];
  const calls: Array<{ endpoint: { method: string; route: string }; body?: unknown; params?: unknown }> = [];
  let outcomeFails: number | null = null;
  const api = fakeApi(async (endpoint, options = {}) => {
    calls.push({ endpoint, body: options.body, params: options.params });
    if (endpoint === standingEndpoints.list) return kept;
    if (endpoint === standingEndpoints.outcome) {
      if (outcomeFails !== null) throw new ApiError(outcomeFails, 'x', 'refused');
      const body = options.body as { deliveryDate: string; outcome: 'placed' | 'skipped'; orderNumber?: number };
      kept = kept.map((o) => ({ ...o, outcomes: [...o.outcomes, { ...body, at: '2026-12-02T13:00:00.000Z' }] }));
      return kept[0];
    }
    throw new Error(`unexpected ${endpoint.route}`);
  });
  const storage = new MemoryStorage();
  const sessionStorage = new MemoryStorage();
  let now = Date.parse('2026-12-01T08:00:00Z');
  const started: Array<{ ready: unknown; lines: CartItem[]; comment: string }> = [];
  const cart = observable({
    owner: '7' as string | null,
    held: false,
    heldKey: null as string | null,
    items: [] as CartItem[],
    comment: '',
    checks: 0,
    startStanding(ready: { standingId: string; deliveryDate: string }, lines: CartItem[], comment: string) {
      started.push({ ready, lines, comment });
      this.held = true;
      this.heldKey = `standing:${ready.standingId}:${ready.deliveryDate}`;
    },
    async check() {
      runInAction(() => (this.checks += 1));
      return 'changed' as const;
    },
  });
  const outbox = observable({ pending: undefined as unknown });
  const session = observable({ canOrder: true, userInfo: null });
  const store = new StandingStore({
    api,
    storage,
    sessionStorage,
    now: () => now,
    session,
    settings: { settings: { Delivery: DELIVERY } },
    cart,
    outbox,
  });
  return {
    store,
    cart,
    outbox,
    session,
    storage,
    calls,
    started,
    setNow: (iso: string) => (now = Date.parse(iso)),
    failOutcome: (status: number | null) => (outcomeFails = status),
  };
}

describe('StandingStore', () => {
  it("works out each standing order's next day by the store's rules and the clock; due from 24 hours before the cutoff", async () => {
    const { store, setNow } = setup();
    await store.refresh();
    expect(store.views[0]!.next).toMatchObject({ deliveryDate: '2026-12-06', state: 'upcoming' });
    expect(store.due).toEqual([]);
    // Wednesday 2 December 14:00 in Israel: 24 hours before Thursday's cutoff.
    setNow('2026-12-02T12:00:00Z');
    store.tick();
    expect(store.due.map((v) => v.next!.deliveryDate)).toEqual(['2026-12-06']);
  });

  it("a reminder closed stays closed through this visit's reads, and one whose ready cart is open is not said", async () => {
    const { store, setNow } = setup();
    setNow('2026-12-02T13:00:00Z');
    await store.refresh();
    store.dismiss(store.due[0]!);
    expect(store.due).toEqual([]);
    await store.refresh();
    expect(store.due).toEqual([]);
    const next = setup();
    next.setNow('2026-12-02T13:00:00Z');
    await next.store.refresh();
    runInAction(() => (next.cart.heldKey = 'standing:a1b2:2026-12-06'));
    expect(next.store.due).toEqual([]);
  });

  it('makes the ready cart of the next day: the lines and comment held apart, then checked against today', async () => {
    const { store, setNow, started, cart } = setup();
    setNow('2026-12-02T13:00:00Z');
    await store.refresh();
    expect(await store.prepare(store.views[0]!)).toBe('open');
    expect(started).toEqual([
      {
        ready: { standingId: 'a1b2', name: 'ההזמנה השבועית', deliveryDate: '2026-12-06', orderBy: '2026-12-03T12:00:00.000Z' },
        lines: [expect.objectContaining({ id: 5, quantity: 12, itemPackSize: 6, salePriceInNIS: 5.9 })],
        comment: 'ליד הדלת',
      },
    ]);
    expect(cart.checks).toBe(1);
    // Open already: nothing made again.
    expect(await store.prepare(store.views[0]!)).toBe('open');
    expect(started).toHaveLength(1);
  });

  it('makes nothing while another held cart is open or an order waits to go out', async () => {
    const { store, started, cart, outbox } = setup();
    await store.refresh();
    runInAction(() => (outbox.pending = {}));
    expect(await store.prepare(store.views[0]!)).toBe('waiting');
    runInAction(() => {
      outbox.pending = undefined;
      cart.held = true;
      cart.heldKey = 'order:31';
    });
    expect(await store.prepare(store.views[0]!)).toBe('otherOpen');
    expect(started).toEqual([]);
  });

  it('tells the server of a day placed here before reading; until it has heard, the day is not due again', async () => {
    const { store, storage, calls, setNow, failOutcome } = setup();
    setNow('2026-12-02T13:00:00Z');
    storage.setItem('standingPlaced:7', JSON.stringify([{ standingId: 'a1b2', deliveryDate: '2026-12-06', orderNumber: 50012 }]));
    failOutcome(0);
    await store.refresh();
    // The server could not be told: the note stays, and the day placed here is not due.
    expect(storage.getItem('standingPlaced:7')).not.toBeNull();
    expect(store.due).toEqual([]);
    expect(store.views[0]!.next!.deliveryDate).toBe('2026-12-13');
    failOutcome(null);
    await store.refresh();
    expect(storage.getItem('standingPlaced:7')).toBeNull();
    expect(calls.filter((c) => c.endpoint === standingEndpoints.outcome).at(-1)).toMatchObject({
      params: { id: 'a1b2' },
      body: { deliveryDate: '2026-12-06', outcome: 'placed', orderNumber: 50012 },
    });
    expect(store.views[0]!.order.outcomes.map((o) => o.deliveryDate)).toEqual(['2026-12-06']);
  });

  it('forgets a note of a standing order the server no longer has (404)', async () => {
    const { store, storage, failOutcome } = setup();
    storage.setItem('standingPlaced:7', JSON.stringify([{ standingId: 'gone', deliveryDate: '2026-12-06' }]));
    failOutcome(404);
    await store.refresh();
    expect(storage.getItem('standingPlaced:7')).toBeNull();
  });

  it("reads nothing for someone who cannot order, and shows no one else's", async () => {
    const { store, session, calls, cart } = setup();
    await store.refresh();
    runInAction(() => (cart.owner = '8'));
    expect(store.views).toEqual([]);
    runInAction(() => (session.canOrder = false));
    const before = calls.length;
    await store.refresh();
    expect(calls.length).toBe(before);
  });
});
