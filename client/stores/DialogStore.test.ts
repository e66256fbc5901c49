/** @jest-environment node */
// A dialog opens and closes on the browser's address, which a navigation still loading has already
// moved, not on the address drawn (the store's `search`): a scanned item's dialog opens over the
// results its scan asked for, and a dialog the browser has already left is not closed twice.
import { DialogStore, type Navigate } from './DialogStore';

function storeAt(drawn: string, browser: { pathname: string; search: string }) {
  const store = new DialogStore();
  const calls: Array<{ to: Parameters<Navigate>[0]; options?: Parameters<Navigate>[1] }> = [];
  store.sync(
    drawn,
    (to, options) => calls.push({ to, options }),
    () => browser,
  );
  return { store, calls };
}

describe('DialogStore', () => {
  it('opens a dialog over the page the browser is at, though an earlier one is still drawn', () => {
    const { store, calls } = storeAt('', { pathname: '/search', search: '?query=7290000000017' });
    store.open({ d: 'item', itemId: 'I7' });
    expect(calls).toEqual([{ to: { pathname: '/search', search: '?query=7290000000017&d=item&itemId=I7' }, options: undefined }]);
    // What is drawn is still the page without a dialog.
    expect(store.current).toBeNull();
  });

  it('closes the dialog the browser is at, keeping the rest of its address', () => {
    const { store, calls } = storeAt('?query=a&d=item&itemId=I7', { pathname: '/search', search: '?query=a&d=item&itemId=I7' });
    expect(store.current).toEqual({ d: 'item', action: 'default', itemId: 'I7' });
    store.close();
    expect(calls).toEqual([{ to: { pathname: '/search', search: '?query=a' }, options: undefined }]);
  });

  it('does nothing to close a dialog the browser has already left (a link in it followed, Back)', () => {
    const { store, calls } = storeAt('?d=item&itemId=I7', { pathname: '/categories/3', search: '' });
    store.close();
    expect(calls).toEqual([]);
  });

  it('passes on how the address changes (in place of the current entry)', () => {
    const { store, calls } = storeAt('', { pathname: '/', search: '' });
    store.open({ d: 'account', action: 'login' }, { replace: true });
    expect(calls).toEqual([{ to: { pathname: '/', search: '?d=account&action=login' }, options: { replace: true } }]);
  });
});
