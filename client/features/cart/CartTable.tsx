// The cart's lines as a table: product, unit price, quantity in pack steps, line total, remove.
import { observer } from 'mobx-react-lite';
import type { CartItem } from '@shared/contract/entities';
import { CartLine, type CartLineActions } from './CartLine';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';

interface CartTableProps {
  /** The lines drawn so far (a long cart is drawn a few lines a frame). */
  lines: readonly CartItem[];
  showPrices: boolean;
  actions: CartLineActions;
}

export const CartTable = observer(function CartTable({ lines, showPrices, actions }: CartTableProps) {
  const { cart } = useStores();
  return (
    <div className="card cart-table-wrap">
      <table className="cart-table">
        <caption className="visually-hidden">{he.cartTitle}</caption>
        <thead className="visually-hidden-on-phone">
          <tr>
            <th scope="col">{he.colProduct}</th>
            {showPrices && (
              <th scope="col" className="cart-table__unit">
                {he.colUnitPrice}
              </th>
            )}
            <th scope="col" className="cart-table__quantity">
              {he.colQuantity}
            </th>
            {showPrices && (
              <th scope="col" className="cart-table__total">
                {he.colLineTotal}
              </th>
            )}
            <th scope="col" className="cart-table__remove">
              <span className="visually-hidden">{he.colActions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <CartLine
              key={line.id}
              line={line}
              total={cart.lineTotal(line)}
              showPrices={showPrices}
              issues={cart.issuesOf(line.itemId)}
              actions={actions}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
});
