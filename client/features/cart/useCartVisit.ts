// What the cart page does by itself while it is open (docs/product.md §5.1, §5.3): it checks the cart
// on entry and when the tab comes back, says a VAT change in words, opens the recommended items once,
// and carries an order interrupted by the end of the session through the login.
import { reaction } from 'mobx';
import { useEffect } from 'react';
import { StorageKeys } from '../../stores/storage';
import { useStores } from '../../stores/StoreContext';
import { usePageDialog } from '../../ui/usePageDialog';

/** The cart follows the store while its page is open. */
export function useCartFollowsStore(): void {
  const root = useStores();
  const { cart, session, orders, dialogs } = root;

  // A failure from an earlier visit is not news any more.
  useEffect(() => {
    if (!orders.placing && orders.failure?.kind !== 'sessionEnded') orders.dismissFailure();
  }, [orders]);

  // On entry the cart is checked against today's items: its prices are today's prices, and each
  // line says what changed since it was added.
  const signedIn = session.isLoggedIn;
  useEffect(() => {
    if (!signedIn || cart.isEmpty) return;
    const controller = new AbortController();
    void cart.check(controller.signal);
    return () => controller.abort();
    // Once per visit (and per sign-in), not on every change of the cart (cart.isEmpty is read once, as it is).
  }, [signedIn, cart]);

  // The cart follows the store while it is open: coming back to the tab reads the items again (the
  // settings query reads the VAT rate again by itself), and a rate that changes under the cart is
  // said in words, with the total before and after, not only redrawn.
  useEffect(() => {
    if (!signedIn) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !cart.isEmpty && !orders.placing) void cart.check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [signedIn, cart, orders]);
  useEffect(
    () =>
      reaction(
        () => ({ loaded: root.settings.settings !== undefined, vat: cart.vatPercent, total: cart.totals.total }),
        (now, before) => {
          if (!now.loaded || !before.loaded || now.vat === before.vat || cart.isEmpty || orders.placing) return;
          orders.noteVatChange({ from: before.vat, to: now.vat, totalBefore: before.total, totalAfter: now.total });
        },
      ),
    [root, cart, orders],
  );

  // The recommended items open on entry with items (or on signing in here to a cart with items), once
  // per browser session, and only for a buyer who can order them (never a visitor); closing them does
  // not bring them back. Items added while on the page (a keyboard scanner's codes, one after another)
  // do not open them: the dialog would take the focus, and the next code's keys, from the page. They
  // open only online, when there are items to show, and never over an order waiting in the outbox (its
  // panel is the page then): an entry that could not show them leaves them for the next one.
  const canOrder = session.canOrder;
  const outboxRead = root.outbox.loaded;
  const openOwn = usePageDialog(dialogs);
  useEffect(() => {
    const shown = () => root.sessionStorage.getItem(StorageKeys.recommendedShown) !== null;
    const fit = () => !cart.isEmpty && canOrder && !shown() && root.network.online && !root.outbox.pending && !dialogs.current;
    if (!outboxRead || !fit()) return;
    let entered = true;
    void root.catalogue.hasRecommended(cart.items.map((line) => line.itemId)).then((some) => {
      if (!entered || !some || !fit()) return;
      root.sessionStorage.setItem(StorageKeys.recommendedShown, '1');
      openOwn({ d: 'shoppingCart', action: 'recommendedItems' });
    });
    return () => {
      entered = false;
    };
    // cart.isEmpty and the cart's items are read on entry, on signing in and once the outbox is read, as they are.
  }, [cart, canOrder, outboxRead, dialogs, root, openOwn]);
}

/**
 * An order the end of the session interrupted: the login dialog opens at once, and signed in again as
 * the same user the order goes out as it was, comment and all; signed in as someone else, it is forgotten.
 */
export function useOrderAfterLogin(placeOrder: (comment: string) => Promise<void>): void {
  const { cart, session, orders, dialogs } = useStores();

  // The session ended as the order went out: the login dialog opens at once.
  const sessionEnded = orders.failure?.kind === 'sessionEnded';
  const openOwn = usePageDialog(dialogs);
  useEffect(() => {
    if (sessionEnded && !session.isLoggedIn) openOwn({ d: 'account', action: 'login' });
  }, [sessionEnded, session, openOwn]);

  // Signed in again as the user whose order was interrupted: it goes out as it was, comment and
  // all; signed in as someone else: it is forgotten.
  const resumable = orders.resumable;
  useEffect(() => {
    const pending = orders.pendingAfterLogin;
    if (!pending || !session.canOrder || session.loadingUser) return;
    if (!resumable) {
      if (cart.owner !== pending.owner) orders.forgetPending();
      return;
    }
    cart.setComment(pending.comment);
    void placeOrder(pending.comment);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resumable, session.canOrder, session.loadingUser]);
}
