// An administrator's actions on a storefront product card (/items): the product's edit, price and
// images screens, and its item extension dialog. The card renders it lazily, for administrators only.
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { ItemSummary } from '@shared/contract/entities';
import { he } from './he';
import { boItems } from '../items';
import { useStores } from '../../stores/StoreContext';
import './AdminProductActions.css';

function AdminProductActions({ item }: { item: Pick<ItemSummary, 'id' | 'itemId' | 'itemDescription'> }) {
  const { dialogs } = useStores();
  const name = item.itemDescription;
  return (
    <nav className="admin-product-actions" aria-label={he.actionsLabel(name)}>
      <Link
        to={`/products/edit/${item.id}`}
        className="button button--secondary button--small"
        aria-label={boItems.actionOf(he.actionEdit, name)}
      >
        {he.actionEdit}
      </Link>
      <Link
        to={`/products/${item.id}/price`}
        className="button button--secondary button--small"
        aria-label={boItems.actionOf(he.actionPrice, name)}
      >
        {he.actionPrice}
      </Link>
      <Link
        to={`/products/${item.id}/images`}
        className="button button--secondary button--small"
        aria-label={boItems.actionOf(he.actionImages, name)}
      >
        {he.actionImages}
      </Link>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={boItems.actionOf(he.actionExtension, name)}
        onClick={() => dialogs.open({ d: 'itemExtension', action: 'edit', itemId: item.itemId })}
      >
        {he.actionExtension}
      </button>
    </nav>
  );
}

export default observer(AdminProductActions);
