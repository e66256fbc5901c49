// admin/dashboard/{userId}/items: every item, 10 a page, searchable; each row opens the item
// extension dialog (data, attributes, related items) and the product screens (edit, price, images).
import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Item } from '@shared/contract/entities';
import { Img } from '../../components/Img';
import { PagedList } from '../../components/PagedList';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { FormPage } from '../components/FormPage';
import { adminItemList } from '../stores/AdminItemsStore';

const ItemRow = observer(function ItemRow({ item }: { item: Item }) {
  const { dialogs } = useStores();
  const name = item.itemDescription;
  const open = (action: 'edit' | 'attributes' | 'relatedItems') => dialogs.open({ d: 'itemExtension', action, itemId: item.itemId });
  const small = 'button button--secondary button--small';
  return (
    <tr>
      <td data-label={he.itemsColPicture}>
        <Img src={item.pictureUrl} alt="" className="bo-thumb" width={48} height={48} loading="lazy" />
      </td>
      <td data-label={he.itemsColName}>{name}</td>
      <td data-label={he.itemsColCode} className="bo-num">{item.itemId}</td>
      <td data-label={he.itemsColCatalog} className="bo-num">{item.catalogNumber}</td>
      <td data-label={he.itemsColStatus}>
        <span className={`bo-badge ${item.isAvailable ? 'bo-badge--ok' : 'bo-badge--off'}`}>{item.isAvailable ? he.itemsAvailable : he.itemsUnavailable}</span>
      </td>
      <td className="actions-cell">
        <div className="row-actions bo-items__actions">
          <span className="bo-items__group">
            <button type="button" className={small} onClick={() => open('edit')} aria-label={he.itemsActionOf(he.itemsExtension, name)}>
              {he.itemsExtension}
            </button>
            <button type="button" className={small} onClick={() => open('attributes')} aria-label={he.itemsActionOf(he.itemsAttributesAction, name)}>
              {he.itemsAttributesAction}
            </button>
            <button type="button" className={small} onClick={() => open('relatedItems')} aria-label={he.itemsActionOf(he.itemsRelatedAction, name)}>
              {he.itemsRelatedAction}
            </button>
          </span>
          <span className="bo-items__group">
            <Link to={`/products/edit/${item.id}`} className={small} aria-label={he.itemsActionOf(he.itemsEditProduct, name)}>
              {he.itemsEditProduct}
            </Link>
            <Link to={`/products/${item.id}/price`} className={small} aria-label={he.itemsActionOf(he.itemsPrice, name)}>
              {he.itemsPrice}
            </Link>
            <Link to={`/products/${item.id}/images`} className={small} aria-label={he.itemsActionOf(he.itemsImages, name)}>
              {he.itemsImages}
            </Link>
          </span>
        </div>
      </td>
    </tr>
  );
});

function AdminItemsPage() {
  const { api, dialogs } = useStores();
  const [list] = useState(() => adminItemList(api));
  // A row's availability may have changed in the item extension dialog: reload when it closes.
  useEffect(
    () =>
      reaction(
        () => dialogs.current?.d === 'itemExtension',
        (open, wasOpen) => {
          if (wasOpen && !open) void list.load();
        },
      ),
    [dialogs, list],
  );
  return (
    <FormPage
      title={he.itemsTitle}
      width="wide"
      actions={
        <>
          <Link to="/add-product" className="button button--small">
            {he.itemsAddProduct}
          </Link>
          <Link to="/attributes" className="button button--secondary button--small">
            {he.itemsAttributes}
          </Link>
          <Link to="/priceLists" className="button button--secondary button--small">
            {he.itemsPriceLists}
          </Link>
        </>
      }
    >
      <PagedList list={list} label={he.itemsLabel} empty={he.itemsEmpty}>
        {(items) => (
          <table className="data-table bo-items">
            <thead>
              <tr>
                <th scope="col">{he.itemsColPicture}</th>
                <th scope="col">{he.itemsColName}</th>
                <th scope="col">{he.itemsColCode}</th>
                <th scope="col">{he.itemsColCatalog}</th>
                <th scope="col">{he.itemsColStatus}</th>
                <th scope="col">{he.boActions}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <ItemRow key={item.id} item={item} />
              ))}
            </tbody>
          </table>
        )}
      </PagedList>
    </FormPage>
  );
}

export default observer(AdminItemsPage);
