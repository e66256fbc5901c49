/**
 * @jest-environment jsdom
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Settings } from '@shared/contract/settings';
import { israelInstant } from '@shared/rules/delivery';
import { DeliveryStore } from './DeliveryStore';

jest.mock('./Delivery.css', () => ({}));
// Imported after the mock it depends on.
import { DeliveryPanel } from './DeliveryPanel';

afterEach(cleanup);

/** The cart's delivery line on Thursday 26/11/2026 at 13:42 in Israel, deliveries Sunday to Thursday, cutoff 14:00. */
function renderPanel(): DeliveryStore {
  const now = israelInstant('2026-11-26', 13).getTime() + 42 * 60_000;
  const settings = { Delivery: { Days: [0, 1, 2, 3, 4], CutoffHour: 14, NoDeliveryDates: [], MinimumOrder: 0 } } as unknown as Settings;
  const store = new DeliveryStore({ settings: { settings }, cart: { totals: { beforeVat: 50_000 } }, now: () => now });
  render(<DeliveryPanel delivery={store} />);
  return store;
}

describe('DeliveryPanel', () => {
  it('promises the earliest day with its countdown, and once a later day is chosen promises that day instead', () => {
    renderPanel();
    const promise = () => document.querySelector('.delivery__promise')!.textContent;
    expect(promise()).toBe('הזמנה עד 14:00 תסופק ביום א׳ 29/11');
    expect(screen.getByRole('timer')).toBeTruthy();
    act(() => {
      fireEvent.change(screen.getByLabelText('יום אספקה'), { target: { value: '2026-12-02' } });
    });
    expect(promise()).toBe('ההזמנה תסופק ביום ד׳ 02/12, היום שבחרתם');
    // The cutoff counts down to the earliest day, which is no longer the order's.
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText(/תאריך אספקה מבוקש: 02\/12\/2026/)).toBeTruthy();
  });
});

describe('DeliveryPanel before a confirmed holiday', () => {
  it("says by when to order for the last delivery before Pesach, and the eve's earlier cutoff on the eve", () => {
    const settings = {
      Delivery: {
        Days: [0, 1, 2, 3, 4],
        CutoffHour: 14,
        NoDeliveryDates: [],
        MinimumOrder: 0,
        Calendar: [
          { Date: '2027-04-21', Kind: 'eve', Holiday: 'pesach' },
          { Date: '2027-04-22', Kind: 'holiday', Holiday: 'pesach' },
        ],
        Eve: { Deliver: true, CutoffHour: 12 },
      },
    } as unknown as Settings;
    // Thursday 15/04/2027 at 09:00 in Israel, a week before.
    let now = israelInstant('2027-04-15', 9).getTime();
    const store = new DeliveryStore({ settings: { settings }, cart: { totals: { beforeVat: 50_000 } }, now: () => now });
    render(<DeliveryPanel delivery={store} />);
    expect(document.querySelector('.delivery__holiday')!.textContent).toBe(
      'להזמנות לפני פסח: הזמינו עד יום ג׳ 20/04 בשעה 14:00, לאספקה ביום ד׳ 21/04.',
    );
    // Wednesday 21/04, the eve, at 09:30: too late for a delivery before the holiday.
    now = israelInstant('2027-04-21', 9).getTime() + 30 * 60_000;
    act(() => store.tick());
    expect(document.querySelector('.delivery__holiday')).toBeNull();
    // On the eve, its earlier cutoff; delivered after the holiday.
    expect(document.querySelector('.delivery__promise')!.textContent).toBe('הזמנה עד 12:00 תסופק ביום א׳ 25/04');
  });
});
