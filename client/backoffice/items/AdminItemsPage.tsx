// admin/dashboard/{userId}/items: every item, 10 a page (up to 100), searchable and filtered by
// category, group, availability, price-change flag and 'no price in price list X', sorted by name,
// code or display order, with pack size, display order and a chosen price list's price; the whole
// state in the URL. Each row opens the item extension dialog (data, attributes, related items) and
// the product screens (edit, price, images).
import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import { useEffect, useId, useState } from 'react';
import { useScreenStore } from '../lib/screen';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { Item } from '@shared/contract/entities';
import { formatShekels } from '@shared/format';
import { hasPrice } from '@shared/rules/price';
import { displayOrderProblem } from '@shared/rules/displayOrder';
import { Img } from '../../ui/Img';
import { PagedList } from '../../ui/PagedList';
import { he, validationText } from './he';
import { useStores } from '../../stores/StoreContext';
import type { LocationStore } from '../../stores/LocationStore';
import { FormPage } from '../lib/FormPage';
import { AdminItemsStore } from './AdminItemsStore';
import { ItemFiltersBar } from './ItemFiltersBar';
import { selectOnFocus } from '../../ui/selectOnFocus';

const ItemRow = observer(function ItemRow({ item, priceColumn, store }: { item: Item; priceColumn: boolean; store: AdminItemsStore }) {
  const { dialogs } = useStores();
  const name = item.itemDescription;
  const open = (action: 'edit' | 'attributes' | 'relatedItems') => dialogs.open({ d: 'itemExtension', action, itemId: item.itemId });
  const small = 'button button--secondary button--small';
  return (
    <tr>
      <td className="bo-items__select" data-label={he.selectColumn}>
        <input
          type="checkbox"
          checked={store.selected.has(item.itemId)}
          onChange={() => store.toggle(item)}
          aria-label={he.select(item.itemDescription)}
        />
      </td>
      <td data-label={he.colPicture}>
        <Img src={item.pictureUrl} alt="" className="bo-thumb" width={48} height={48} loading="lazy" />
      </td>
      <td data-label={he.colName}>{name}</td>
      <td data-label={he.colCode} className="bo-num">
        {item.itemId}
      </td>
      <td data-label={he.colCatalog} className="bo-num">
        {item.catalogNumber}
      </td>
      <td data-label={he.colPack} className="bo-num">
        {item.itemPackSize}
      </td>
      <td data-label={he.colDisplayOrder} className="bo-num">
        {item.displayOrder}
      </td>
      {priceColumn && (
        <td data-label={he.price} className="bo-num">
          {hasPrice(item) ? formatShekels(item.salePriceInNIS) : <span className="muted">{he.noPrice}</span>}
        </td>
      )}
      <td data-label={he.colStatus}>
        <span className={`bo-badge ${item.isAvailable ? 'bo-badge--ok' : 'bo-badge--off'}`}>
          {item.isAvailable ? he.available : he.unavailable}
        </span>
        {/* A draft is shown to no buyer, whatever its availability (a provider without statuses sends none). */}
        {item.status === 'draft' && <span className="bo-badge bo-badge--draft">{he.draft}</span>}
      </td>
      <td className="actions-cell">
        <div className="row-actions bo-items__actions">
          <span className="bo-items__group">
            <button type="button" className={small} onClick={() => open('edit')} aria-label={he.actionOf(he.extension, name)}>
              {he.extension}
            </button>
            <button type="button" className={small} onClick={() => open('attributes')} aria-label={he.actionOf(he.attributesAction, name)}>
              {he.attributesAction}
            </button>
            <button type="button" className={small} onClick={() => open('relatedItems')} aria-label={he.actionOf(he.relatedAction, name)}>
              {he.relatedAction}
            </button>
          </span>
          <span className="bo-items__group">
            <Link to={`/products/edit/${item.id}`} className={small} aria-label={he.actionOf(he.editProduct, name)}>
              {he.editProduct}
            </Link>
            <Link to={`/products/${item.id}/price`} className={small} aria-label={he.actionOf(he.price, name)}>
              {he.price}
            </Link>
            <Link to={`/products/${item.id}/images`} className={small} aria-label={he.actionOf(he.images, name)}>
              {he.images}
            </Link>
          </span>
        </div>
      </td>
    </tr>
  );
});

/**
 * What the selected rows, on this page and others, can have done to them at once: availability,
 * the price-change flag, display order; how many are chosen on every page, and 'clear'.
 */
const BulkBar = observer(function BulkBar({ store }: { store: AdminItemsStore }) {
  const orderId = useId();
  const [order, setOrder] = useState('');
  const [orderError, setOrderError] = useState<string | null>(null);
  const count = store.selected.size;
  const onPage = store.selectedOnPage;
  const small = 'button button--secondary button--small';
  const setDisplayOrder = () => {
    const problem = displayOrderProblem(order, 'item');
    setOrderError(problem);
    if (problem === null) void store.applyBulk({ displayOrder: Number(order.trim()) });
  };
  const notice = store.bulkNotice;
  return (
    <section className="bo-bulk" aria-label={he.bulk}>
      {store.list.items.length > 0 && (
        <label className="bo-bulk__all">
          <input type="checkbox" checked={store.allSelected} onChange={() => store.toggleAll()} />
          {he.selectAll}
        </label>
      )}
      {count > 0 && (
        <div className="bo-bulk__bar">
          <p className="bo-bulk__count">
            <strong>{he.selectedCount(count)}</strong>{' '}
            <span className="muted">{onPage > 0 ? he.selectedOnPage(onPage) : he.noneOnPage}</span>
          </p>
          <button type="button" className={small} disabled={store.bulkBusy} onClick={() => store.clearSelection()}>
            {he.clearSelection}
          </button>
          <button type="button" className={small} disabled={store.bulkBusy} onClick={() => void store.applyBulk({ isAvailable: true })}>
            {he.bulkAvailable}
          </button>
          <button type="button" className={small} disabled={store.bulkBusy} onClick={() => void store.applyBulk({ isAvailable: false })}>
            {he.bulkUnavailable}
          </button>
          <button type="button" className={small} disabled={store.bulkBusy} onClick={() => void store.applyBulk({ isPriceChanged: true })}>
            {he.bulkChanged}
          </button>
          <button type="button" className={small} disabled={store.bulkBusy} onClick={() => void store.applyBulk({ isPriceChanged: false })}>
            {he.bulkUnchanged}
          </button>
          <span className="bo-bulk__order">
            <label htmlFor={orderId}>{he.bulkOrderLabel}</label>
            <input
              id={orderId}
              className="input"
              inputMode="numeric"
              dir="ltr"
              {...selectOnFocus}
              value={order}
              onChange={(e) => setOrder(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') setDisplayOrder();
              }}
              aria-invalid={orderError !== null || undefined}
              aria-describedby={orderError !== null ? `${orderId}-error` : undefined}
            />
            <button type="button" className={small} disabled={store.bulkBusy} onClick={setDisplayOrder}>
              {he.bulkOrder}
            </button>
          </span>
          {orderError !== null && (
            <p id={`${orderId}-error`} className="field-error" role="alert">
              {validationText(orderError)}
            </p>
          )}
          {store.bulkBusy && <span role="status">{he.bulkSaving(count)}</span>}
        </div>
      )}
      {notice && (
        <div className={`alert alert--${notice.tone}`} role={notice.tone === 'success' ? 'status' : 'alert'}>
          <p className="bo-bulk__notice">{notice.text}</p>
          {notice.failures.length > 0 && (
            <ul className="bo-bulk__failures">
              {notice.failures.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
});

/**
 * Writes the list's state into the address (in place of the current entry), keeping the dialog a row
 * opened; not once the browser has left the list (a link followed, its page still loading), whose entry it would replace.
 */
function writeUrl(next: string, pathname: string, place: LocationStore, setParams: ReturnType<typeof useSearchParams>[1]): void {
  if (place.pathname !== pathname) return;
  const current = new URLSearchParams(place.search);
  const kept = new URLSearchParams(next);
  for (const name of ['d', 'action', 'itemId', 'id']) {
    const value = current.get(name);
    if (value !== null) kept.set(name, value);
  }
  if (kept.toString() !== current.toString()) setParams(kept, { replace: true });
}

function AdminItemsPage() {
  const { dialogs, location: place } = useStores();
  const [params, setParams] = useSearchParams();
  const store = useScreenStore((deps) => {
    const created = new AdminItemsStore(deps);
    created.apply(params);
    return created;
  });
  const list = store.list;
  // The URL is the list's state: a link, Back or a reload shows the same rows; every change of the
  // list is written back, and so is what the list made of an address it could not show as it was
  // (?page=0 or ?page=abc is page 1, a page past the end the last page).
  const search = params.toString();
  const { pathname } = useLocation();
  useEffect(() => {
    // An address already replaced is not applied (a scanner's next key, typed after this address was
    // drawn and before this effect ran, would lose its digit to it); the newer address runs this again.
    if (!place.isAt(pathname, search)) return;
    if (store.toParams().toString() !== search) store.apply(new URLSearchParams(search));
    writeUrl(store.toParams().toString(), pathname, place, setParams);
  }, [store, pathname, search, place, setParams]);
  useEffect(
    () =>
      reaction(
        () => store.toParams().toString(),
        (next) => writeUrl(next, pathname, place, setParams),
      ),
    [store, pathname, place, setParams],
  );
  useEffect(() => store.track(), [store]);

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
      title={he.title}
      width="wide"
      actions={
        <>
          <Link to="/add-product" className="button button--small">
            {he.addProduct}
          </Link>
          <Link to="/attributes" className="button button--secondary button--small">
            {he.attributes}
          </Link>
          <Link to="/priceLists" className="button button--secondary button--small">
            {he.priceLists}
          </Link>
        </>
      }
    >
      <ItemFiltersBar store={store} />
      <BulkBar store={store} />
      {list.totalCount > 0 && <p className="muted item-filters__count">{he.count(list.totalCount)}</p>}
      <PagedList list={list} label={he.label} empty={store.filtered ? he.emptyFiltered : he.empty}>
        {(items) => (
          <table className="data-table bo-items">
            <thead>
              <tr>
                <th scope="col" className="bo-items__select">
                  <span className="visually-hidden">{he.selectColumn}</span>
                </th>
                <th scope="col">{he.colPicture}</th>
                <th scope="col">{he.colName}</th>
                <th scope="col">{he.colCode}</th>
                <th scope="col">{he.colCatalog}</th>
                <th scope="col">{he.colPack}</th>
                <th scope="col">{he.colDisplayOrder}</th>
                {store.pricesList && <th scope="col">{he.colPriceIn(store.pricesList.name)}</th>}
                <th scope="col">{he.colStatus}</th>
                <th scope="col">{he.actions}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <ItemRow key={item.id} item={item} priceColumn={store.pricesList !== undefined} store={store} />
              ))}
            </tbody>
          </table>
        )}
      </PagedList>
    </FormPage>
  );
}

export default observer(AdminItemsPage);
