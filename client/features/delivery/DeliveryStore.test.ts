/** @jest-environment node */
import { observable, runInAction } from 'mobx';
import type { Settings } from '@shared/contract/settings';
import { israelInstant } from '@shared/rules/delivery';
import { DeliveryStore } from './DeliveryStore';

/** The store's settings and the cart as the delivery line reads them, and a clock moved by hand. */
function setup(delivery: Partial<Settings['Delivery']> | undefined, beforeVat = 18000) {
  const state = observable({
    settings: undefined as Settings | undefined,
    totals: { beforeVat },
    now: israelInstant('2026-11-26', 13).getTime() + 42 * 60_000, // Thursday 13:42 in Israel
  });
  const store = new DeliveryStore({
    settings: {
      get settings() {
        return state.settings;
      },
    },
    cart: {
      get totals() {
        return state.totals;
      },
    },
    now: () => state.now,
  });
  const load = () => runInAction(() => (state.settings = { Delivery: delivery ?? {} } as Settings));
  return { state, store, load };
}

const DEMO = { Days: [0, 1, 2, 3, 4], CutoffHour: 14, NoDeliveryDates: [], MinimumOrder: 300 };

describe('DeliveryStore', () => {
  it('promises nothing and holds nothing back until the settings are read', () => {
    const { store, load } = setup(DEMO);
    expect(store.promise).toBeNull();
    expect(store.belowMinimum).toBe(false);
    load();
    expect(store.promise?.day).toBe('2026-11-29');
    expect(store.missingAgorot).toBe(12000);
    expect(store.belowMinimum).toBe(true);
  });

  it('counts down in the last hour and moves to the next delivery day at the cutoff', () => {
    const { state, store, load } = setup(DEMO);
    load();
    expect(store.countdown).toBe(18 * 60_000);
    runInAction(() => (state.now += 18 * 60_000));
    store.tick();
    expect(store.countdown).toBeNull();
    expect(store.promise?.day).toBe('2026-11-30');
  });

  it('writes a later day the buyer asked for into the comment, and leaves the comment alone for the earliest', () => {
    const { store, load } = setup(DEMO);
    load();
    expect(store.commentFor('לפרוק מאחור')).toBe('לפרוק מאחור');
    store.choose('2026-12-01');
    expect(store.laterDay).toBe('2026-12-01');
    expect(store.commentFor('לפרוק מאחור')).toBe('לפרוק מאחור\nתאריך אספקה מבוקש: 01/12/2026');
    store.choose('2026-11-29');
    expect(store.laterDay).toBeNull();
    // A day no longer offered is not asked for.
    store.choose('2026-11-28');
    expect(store.day).toBe('2026-11-29');
  });

  it('lets any order go when the store sets no minimum, or the cart reaches it', () => {
    const none = setup({ ...DEMO, MinimumOrder: 0 });
    none.load();
    expect(none.store.belowMinimum).toBe(false);
    const { state, store, load } = setup(DEMO);
    load();
    runInAction(() => (state.totals = { beforeVat: 30000 }));
    expect(store.belowMinimum).toBe(false);
  });
});
