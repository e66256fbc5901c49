// The cart sent on as a list another buyer pastes into quick order (docs/product.md §5.9).
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { ShareButtons } from './ShareButtons';
import { cartShare } from './shareText';

export const CartShare = observer(function CartShare() {
  const { cart } = useStores();
  const items = cart.items;
  // The cart replaces its list on every change (never changes it in place): a new list, new links.
  const links = useMemo(() => cartShare(items, he.appName), [items]);
  if (items.length === 0) return null;
  return (
    <section className="card cart-share">
      <ShareButtons links={links} label={he.shareCartTitle} title={he.shareCartTitle} hint={he.shareCartHint} small />
    </section>
  );
});
