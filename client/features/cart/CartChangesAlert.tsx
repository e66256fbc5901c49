// What the check of the cart against today's catalogue (or the provider's refusal) changed, line by
// line, above the cart: the lines themselves carry the same news and their fixes.
import { observer } from 'mobx-react-lite';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { issueText } from './CartLine';

interface Props {
  /** The provider refused an order for these changes (rather than the check on entering the cart). */
  refused: boolean;
}

export const CartChangesAlert = observer(function CartChangesAlert({ refused }: Props) {
  const { cart } = useStores();
  const changed = cart.items.filter((l) => cart.issuesOf(l.itemId).length > 0);
  if (changed.length === 0) return null;
  return (
    <div className={`alert ${cart.hasLockedLines ? 'alert--error' : 'alert--warning'} cart-failure`} role="status">
      <strong className="cart-failure__title">{refused ? he.orderRefusedTitle : he.cartChangedTitle}</strong>
      <p>{he.cartChangedText}</p>
      <ul>
        {changed.map((line) => (
          <li key={line.id}>
            <strong>{line.itemDescription}</strong>:{' '}
            {cart
              .issuesOf(line.itemId)
              .map((issue) => issueText(issue, line))
              .join(' ')}
          </li>
        ))}
      </ul>
      <p>{cart.hasLockedLines ? he.cartFixText : he.cartReviewText}</p>
    </div>
  );
});
