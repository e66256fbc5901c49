/**
 * @jest-environment jsdom
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { runInAction } from 'mobx';
import { MemoryRouter } from 'react-router-dom';
import type { CartItem } from '@shared/contract/entities';
import { StoreProvider } from '../../stores/StoreContext';
import { endpoints } from '@shared/contract/api';
import { RootStore } from '../../app/RootStore';
import { formatAgorot } from '@shared/format';
import { computeTotals } from '@shared/rules/totals';
import { cartKey, StorageKeys } from '../../stores/storage';
import {
  BUSINESS_USER,
  FakeWindow,
  MemoryStorage,
  dispose,
  fakeApi,
  makeItem,
  outboxDbWith,
  outboxEntry,
  pageOf,
  tokenExpiringAt,
} from '../../app/testing';

// jsdom has no TextEncoder, which react-router needs as it loads, nor the TextDecoder that reads the
// token's claims: lend them Node's first.
jest.mock('react-router-dom', () => {
  const { TextEncoder, TextDecoder } = jest.requireActual('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  return jest.requireActual('react-router-dom');
});
// Stylesheets and pictures are the bundler's; jest loads none of them.
jest.mock('./CartPage.css', () => ({}));
jest.mock('../../ui/ConfirmDialog.css', () => ({}));
jest.mock('../../ui/Dialog.css', () => ({}));
jest.mock('../../ui/Spinner.css', () => ({}));
jest.mock('../../assets/placeholder.svg', () => 'placeholder.svg');

/** How often each line's row was drawn, by item name: its quantity control is drawn with it, and only then. */
const draws = new Map<string, number>();
jest.mock('../../ui/QuantityControl', () => {
  const actual = jest.requireActual('../../ui/QuantityControl');
  return {
    ...actual,
    QuantityControl: (props: { itemName: string }) => {
      draws.set(props.itemName, (draws.get(props.itemName) ?? 0) + 1);
      return actual.QuantityControl(props);
    },
  };
});

// Imported after the mocks it depends on.
import CartPage from './CartPage';

const NOW = Date.now();
const items = Array.from({ length: 9 }, (_, i) => makeItem({ id: i + 1, salePriceInNIS: 10 + i }));
const lineOf = (id: number): CartItem => {
  const item = items[id - 1]!;
  return {
    id: item.id,
    itemId: item.itemId,
    itemDescription: item.itemDescription,
    salePriceInNIS: item.salePriceInNIS!,
    pictureUrl: item.pictureUrl,
    quantity: 1,
    itemPackSize: 1,
  };
};

let root: RootStore;
/** The store's VAT rate as the provider says it now (the VatPercent setting). */
let vatPercent = 18;
/** How many times today's items were read (the cart's check). */
let itemReads = 0;
/** The items the catalogue recommends besides the cart's. */
let recommendable = [makeItem({ id: 40 })];

/**
 * The provider as the page needs it, without a network (jsdom has no fetch): the user info of a
 * business user, and today's items, where item 3 costs more than the cart says.
 */
const provider = fakeApi(async (endpoint, options) => {
  if (endpoint.route === endpoints.account.userInfo.route) return BUSINESS_USER;
  if (endpoint.route === endpoints.websiteConfiguration.list.route)
    return [{ key: 'VatPercent', value: JSON.stringify({ Discount: vatPercent }) }];
  if (endpoint.route === endpoints.item.list.route) return pageOf(recommendable);
  if (endpoint.route === endpoints.item.get.route) {
    itemReads += 1;
    const item = items.find((i) => i.itemId === options.params?.itemId)!;
    return item.id === 3 ? { ...item, salePriceInNIS: 99 } : item;
  }
  throw new Error(`no response for ${endpoint.route}`);
});

/** A signed-in business user's stores with the nine lines in the cart (`options`: the network's window, the outbox's database). */
async function signedInRoot(options: Partial<ConstructorParameters<typeof RootStore>[0]> = {}): Promise<RootStore> {
  const storage = new MemoryStorage();
  storage.setItem(StorageKeys.token, tokenExpiringAt(NOW + 3600_000));
  storage.setItem(cartKey('7'), JSON.stringify(items.map((i) => lineOf(i.id))));
  const made = new RootStore({ storage, now: () => NOW, api: () => provider, ...options });
  await made.session.init();
  return made;
}

beforeEach(async () => {
  draws.clear();
  vatPercent = 18;
  recommendable = [makeItem({ id: 40 })];
  root = await signedInRoot();
  root.sessionStorage.setItem(StorageKeys.recommendedShown, '1');
});

/** The cart page at /shoppingCart with the test's stores. */
function renderCart(): void {
  render(
    <StoreProvider store={root}>
      <MemoryRouter initialEntries={['/shoppingCart']}>
        <CartPage />
      </MemoryRouter>
    </StoreProvider>,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  cleanup();
  dispose(root);
});

describe('CartPage: each line drawn when it changes, and only then', () => {
  it("draws every line once, the line whose price changed once more, and a line's change draws that line alone", async () => {
    renderCart();
    // The lines are drawn a batch a frame (useProgressiveCount): on a busy machine (the whole client
    // project at once) that took over waitFor's default second.
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(items.length + 1), { timeout: 5000 });
    await waitFor(() => expect(root.cart.checking).toBe(false));
    await waitFor(() => expect(root.cart.issuesOf('I3')).not.toHaveLength(0));

    const once = Object.fromEntries(items.map((i) => [i.itemDescription, i.id === 3 ? 2 : 1]));
    expect(Object.fromEntries(draws)).toEqual(once);

    act(() => root.cart.update(5, 4));
    expect(Object.fromEntries(draws)).toEqual({ ...once, [items[4]!.itemDescription]: 2 });
    expect(screen.getByRole('textbox', { name: new RegExp(items[4]!.itemDescription) })).toHaveProperty('value', '4');
  });
});

describe('CartPage: the cart follows a VAT change while it is open', () => {
  it('reads the rate again when the buyer comes back to the tab, and says what changed with the total before and after', async () => {
    vatPercent = 17;
    renderCart();
    await waitFor(() => expect(screen.getByText('מע"מ 17%')).toBeTruthy());
    await waitFor(() => expect(root.cart.checking).toBe(false));
    expect(screen.queryByRole('alert', { name: /מע"מ/ })).toBeNull();
    const before = computeTotals(root.cart.items, 17).total;
    const readsOnEntry = itemReads;
    const after = computeTotals(root.cart.items, 18).total;

    vatPercent = 18; // the store manager's change, while the tab was in the background
    const later = Date.now() + 60_000; // a minute away: the settings read is no longer fresh
    jest.spyOn(Date, 'now').mockImplementation(() => later);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await waitFor(() => expect(screen.getByText('מע"מ 18%')).toBeTruthy());
    expect(screen.getByText('שיעור המע"מ השתנה מ־17% ל־18%: הסכומים בסל חושבו מחדש.')).toBeTruthy();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContainEqual(
      expect.stringContaining(`הסכום לתשלום היה ${formatAgorot(before)} ועכשיו ${formatAgorot(after)}.`),
    );
    // Today's items are read again too (a discount changes their prices): the cart is checked once more.
    await waitFor(() => expect(itemReads).toBe(readsOnEntry + items.length));
  });
});

/** A window as wide as a phone (true) or a laptop (false), as the cart's media query reads it. */
function widthOf(phone: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: phone, media: query, addEventListener: () => {}, removeEventListener: () => {} }),
  });
}

describe.each([
  ['a phone', true],
  ['a laptop', false],
])("CartPage on %s: an order's failure is said beside 'ביצוע הזמנה' and takes the focus", (_name, phone) => {
  beforeEach(() => widthOf(phone));
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  /** Where the order button is: the bar at the screen's foot on a phone, the summary on a laptop. */
  const buttonPlace = () => screen.getByRole('button', { name: 'ביצוע הזמנה' }).closest(phone ? '.cart-bar' : 'aside')!;

  async function openCart(): Promise<void> {
    renderCart();
    await waitFor(() => expect(root.cart.checking).toBe(false));
    await waitFor(() => expect(root.cart.issuesOf('I3')).not.toHaveLength(0));
  }

  it('shows one order button: on a phone in a bar at the foot, with the total to pay beside it', async () => {
    await openCart();
    expect(screen.getAllByRole('button', { name: 'ביצוע הזמנה' })).toHaveLength(1);
    expect(buttonPlace()).not.toBeNull();
    const total = formatAgorot(root.cart.totals.total);
    if (phone) expect(buttonPlace().textContent).toContain(`לתשלום ${total}`);
    else expect(document.querySelector('.cart-bar')).toBeNull();
  });

  it("a refusal with a message: 'ההזמנה לא התקבלה', that a retry creates no second order, focused by the button", async () => {
    await openCart();
    act(() => {
      runInAction(() => {
        root.orders.failure = { kind: 'failed', status: 400, message: 'Bad request', changes: [] };
      });
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('ההזמנה לא התקבלה.אפשר לנסות שוב עכשיו – לא תיווצר הזמנה כפולה.');
    expect(buttonPlace().contains(alert)).toBe(true);
    expect(document.activeElement).toBe(alert);
  });

  it.each(['refused', 'review'] as const)('lines marked (%s): said by the button, focused, with a way to the marked line', async (kind) => {
    await openCart();
    act(() => {
      runInAction(() => {
        root.orders.failure = { kind, status: kind === 'refused' ? 409 : 0, message: '', changes: [] };
      });
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(kind === 'refused' ? 'ההזמנה לא נשלחה: הספק עדכן פרטים בסל' : 'הסל עודכן לפי הקטלוג של היום');
    expect(alert.textContent).toContain('שורה אחת מסומנת בסל.');
    expect(buttonPlace().contains(alert)).toBe(true);
    expect(document.activeElement).toBe(alert);
    // The list of changes above the lines speaks politely: one alert, not two.
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    Element.prototype.scrollIntoView = jest.fn();
    act(() => screen.getByRole('button', { name: 'לשורה המסומנת' }).click());
    expect(document.activeElement?.closest('tr')?.textContent).toContain(items[2]!.itemDescription);
  });
});

describe('CartPage: the recommended items on entry', () => {
  /** The cart page entered afresh in this browser session: whether it asked for the recommended items' dialog. */
  async function enter(made: RootStore): Promise<jest.SpyInstance> {
    dispose(root);
    root = made;
    root.sessionStorage.removeItem(StorageKeys.recommendedShown);
    const open = jest.spyOn(root.dialogs, 'open').mockImplementation(() => undefined);
    renderCart();
    await waitFor(() => expect(root.outbox.loaded).toBe(true));
    await waitFor(() => expect(root.cart.checking).toBe(false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    return open;
  }
  const opened = (open: jest.SpyInstance) =>
    open.mock.calls.filter(([dialog]) => (dialog as { action?: string }).action === 'recommendedItems').length;

  it('open once online, with items to show, and mark the browser session', async () => {
    const open = await enter(await signedInRoot());
    expect(opened(open)).toBe(1);
    expect(root.sessionStorage.getItem(StorageKeys.recommendedShown)).toBe('1');
  });

  it('do not open offline (only to say there is no connection), and are left for an entry that can show them', async () => {
    const open = await enter(await signedInRoot({ network: new FakeWindow(false) }));
    expect(opened(open)).toBe(0);
    expect(root.sessionStorage.getItem(StorageKeys.recommendedShown)).toBeNull();
  });

  it('do not open with nothing to recommend', async () => {
    recommendable = [];
    const open = await enter(await signedInRoot());
    expect(opened(open)).toBe(0);
    expect(root.sessionStorage.getItem(StorageKeys.recommendedShown)).toBeNull();
  });

  it('never open over an order waiting in the outbox (in a new tab, its panel is the page)', async () => {
    // jsdom has no structuredClone, which the outbox's copies use: the entries are plain data.
    globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
    const db = outboxDbWith([outboxEntry('k1', NOW)]);
    const open = await enter(await signedInRoot({ outbox: { db } }));
    expect(root.outbox.pending?.key).toBe('k1');
    expect(opened(open)).toBe(0);
  });
});

describe('CartPage: a placed order being changed', () => {
  const change = (until: number) =>
    act(() =>
      root.cart.startChange(
        {
          orderId: 31,
          orderNumber: 50012,
          until: new Date(until).toISOString(),
          requestedDay: null,
          deliveryDay: null,
          orderDate: new Date(NOW).toISOString(),
        },
        [lineOf(1), lineOf(2)],
        'ליד הדלת',
      ),
    );

  it("says which order is changed and until when, names the button 'עדכון ההזמנה', and drops the change back to the own cart", async () => {
    change(NOW + 3600_000);
    renderCart();
    const banner = await screen.findByRole('region', { name: "שינוי הזמנה מס' 50012" });
    expect(banner.textContent).toMatch(/אפשר לשנות עד יום [א-ו]׳ \d\d\/\d\d בשעה \d\d:\d\d\./);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: 'עדכון ההזמנה' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'ביצוע הזמנה' })).toBeNull();
    act(() => screen.getByRole('button', { name: /^ביטול השינוי/ }).click());
    await waitFor(() => expect(screen.queryByRole('region', { name: /שינוי הזמנה/ })).toBeNull());
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(items.length + 1), { timeout: 5000 });
    expect(screen.getAllByRole('button', { name: 'ביצוע הזמנה' }).length).toBeGreaterThan(0);
  });

  it('says when the cutoff has passed while the change was kept', async () => {
    change(NOW - 60_000);
    renderCart();
    const banner = await screen.findByRole('region', { name: "שינוי הזמנה מס' 50012" });
    expect(banner.textContent).toContain('מועד השינוי עבר');
  });
});
