// An administrator's actions on a storefront product card (/items): the product's edit, price and
// images screens, and its item extension dialog. The card renders it lazily, for administrators only.
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { Item } from '@shared/contract/entities';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import './AdminProductActions.css';

function AdminProductActions({ item }: { item: Item }) {
  const { dialogs } = useStores();
  const name = item.itemDescription;
  return (
    <nav className="admin-product-actions" aria-label={he.prodActionsLabel(name)}>
      <Link
        to={`/products/edit/${item.id}`}
        className="button button--secondary button--small"
        aria-label={he.itemsActionOf(he.prodActionEdit, name)}
      >
        {he.prodActionEdit}
      </Link>
      <Link
        to={`/products/${item.id}/price`}
        className="button button--secondary button--small"
        aria-label={he.itemsActionOf(he.prodActionPrice, name)}
      >
        {he.prodActionPrice}
      </Link>
      <Link
        to={`/products/${item.id}/images`}
        className="button button--secondary button--small"
        aria-label={he.itemsActionOf(he.prodActionImages, name)}
      >
        {he.prodActionImages}
      </Link>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={he.itemsActionOf(he.prodActionExtension, name)}
        onClick={() => dialogs.open({ d: 'itemExtension', action: 'edit', itemId: item.itemId })}
      >
        {he.prodActionExtension}
      </button>
    </nav>
  );
}

export default observer(AdminProductActions);
