// What a cart line's buttons and quantity field do, and the question before a line is removed (asked
// when a line's last pack goes, or on the remove button).
import { useMemo, useState, type ReactNode } from 'react';
import type { CartItem } from '@shared/contract/entities';
import { toCartItem } from '@shared/rules/cart';
import type { CartLineActions } from './CartLine';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';

/** The lines' actions, and the removal question to draw while one is asked (else null). */
export function useLineActions(): { actions: CartLineActions; confirmRemove: ReactNode } {
  const { cart } = useStores();
  const [removing, setRemoving] = useState<CartItem | null>(null);
  const actions = useMemo<CartLineActions>(
    () => ({
      plus: (line) => cart.plus({ ...line, minOrderQuantity: line.itemPackSize, isAvailable: true }),
      minus: (line) => {
        if (cart.minusOrAsk(line.id)) setRemoving(line);
      },
      set: (line, quantity) => (quantity === 0 ? setRemoving(line) : cart.update(line.id, quantity)),
      remove: (line) => setRemoving(line),
      roundUp: (line) => cart.roundUpLine(line.id),
      dismiss: (line) => cart.dismissIssues(line.itemId),
      swap: (line, substitute, quantity) => {
        cart.replaceLine(line.id, toCartItem(substitute, quantity));
        return cart.quantityOf(substitute.id);
      },
    }),
    [cart],
  );
  const confirmRemove = removing && (
    <ConfirmDialog
      title={he.confirmRemoveTitle}
      message={he.confirmRemoveText(removing.itemDescription)}
      confirmLabel={he.confirmRemoveYes}
      onConfirm={() => {
        cart.remove(removing.id);
        setRemoving(null);
      }}
      onCancel={() => setRemoving(null)}
    />
  );
  return { actions, confirmRemove };
}
