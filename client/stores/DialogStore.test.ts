/** @jest-environment node */
// A dialog opens and closes on the browser's address, which a navigation still loading has already
// moved, not on the address drawn (the store's `search`): a scanned item's dialog opens over the
// results its scan asked for, a dialog the browser has already left is not closed twice, and a page's
// own dialog does not follow the buyer to the page they have gone on to.
import { DialogStore } from './DialogStore';
import { LocationStore, type HistoryRouter } from './LocationStore';

type Call = { to: Parameters<HistoryRouter['navigate']>[0]; options: Parameters<HistoryRouter['navigate']>[1] };

function storeAt(drawn: string, browser: { pathname: string; search: string }) {
  const calls: Call[] = [];
  const location = new LocationStore();
  location.follow({
    state: { location: { ...browser, key: 'entry' } },
    subscribe: () => () => undefined,
    navigate: async (to, options) => void calls.push({ to, options }),
  });
  const store = new DialogStore(location);
  store.sync(drawn);
  return { store, calls };
}

describe('DialogStore', () => {
  it('opens a dialog over the page the browser is at, though an earlier one is still drawn', () => {
    const { store, calls } = storeAt('', { pathname: '/search', search: '?query=7290000000017' });
    store.open({ d: 'item', itemId: 'I7' });
    expect(calls).toEqual([{ to: { pathname: '/search', search: '?query=7290000000017&d=item&itemId=I7' }, options: { replace: false } }]);
    // What is drawn is still the page without a dialog.
    expect(store.current).toBeNull();
  });

  it('closes the dialog the browser is at, keeping the rest of its address', () => {
    const { store, calls } = storeAt('?query=a&d=item&itemId=I7', { pathname: '/search', search: '?query=a&d=item&itemId=I7' });
    expect(store.current).toEqual({ d: 'item', action: 'default', itemId: 'I7' });
    store.close();
    expect(calls).toEqual([{ to: { pathname: '/search', search: '?query=a' }, options: { replace: false } }]);
  });

  it('does nothing to close a dialog the browser has already left (a link in it followed, Back)', () => {
    const { store, calls } = storeAt('?d=item&itemId=I7', { pathname: '/categories/3', search: '' });
    store.close();
    expect(calls).toEqual([]);
  });

  it("opens a page's own dialog only while the browser is at that page", () => {
    const { store, calls } = storeAt('', { pathname: '/categories/3', search: '' });
    store.open({ d: 'shoppingCart', action: 'recommendedItems' }, { page: '/shoppingCart' });
    expect(calls).toEqual([]);
    store.open({ d: 'account', action: 'login' }, { page: '/categories/3', replace: true });
    expect(calls).toEqual([{ to: { pathname: '/categories/3', search: '?d=account&action=login' }, options: { replace: true } }]);
  });

  it('does nothing before the router is known (a page drawn without it)', () => {
    const store = new DialogStore(new LocationStore());
    expect(() => {
      store.open({ d: 'item', itemId: 'I7' });
      store.close();
    }).not.toThrow();
    expect(store.current).toBeNull();
  });
});
