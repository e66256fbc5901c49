// admin/dashboard/{userId}/items: every item, 10 a page (up to 100), searchable and filtered by
// category, group, availability, price-change flag and 'no price in price list X', sorted by name,
// code or display order, with pack size, display order and a chosen price list's price; the whole
// state in the URL. Each row opens the item extension dialog (data, attributes, related items) and
// the product screens (edit, price, images).
import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Item } from '@shared/contract/entities';
import { formatShekels } from '@shared/format';
import { Img } from '../../components/Img';
import { PagedList } from '../../components/PagedList';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { FormPage } from '../components/FormPage';
import { AdminItemsStore, type ItemFilters } from '../stores/AdminItemsStore';

const ItemRow = observer(function ItemRow({ item, priceColumn, store }: { item: Item; priceColumn: boolean; store: AdminItemsStore }) {
  const { dialogs } = useStores();
  const name = item.itemDescription;
  const open = (action: 'edit' | 'attributes' | 'relatedItems') => dialogs.open({ d: 'itemExtension', action, itemId: item.itemId });
  const small = 'button button--secondary button--small';
  return (
    <tr>
      <td className="bo-items__select" data-label={he.itemsSelectColumn}>
        <input
          type="checkbox"
          checked={store.selected.has(item.itemId)}
          onChange={() => store.toggle(item.itemId)}
          aria-label={he.itemsSelect(item.itemDescription)}
        />
      </td>
      <td data-label={he.itemsColPicture}>
        <Img src={item.pictureUrl} alt="" className="bo-thumb" width={48} height={48} loading="lazy" />
      </td>
      <td data-label={he.itemsColName}>{name}</td>
      <td data-label={he.itemsColCode} className="bo-num">
        {item.itemId}
      </td>
      <td data-label={he.itemsColCatalog} className="bo-num">
        {item.catalogNumber}
      </td>
      <td data-label={he.itemsColPack} className="bo-num">
        {item.itemPackSize}
      </td>
      <td data-label={he.itemsColDisplayOrder} className="bo-num">
        {item.displayOrder}
      </td>
      {priceColumn && (
        <td data-label={he.itemsPrice} className="bo-num">
          {item.salePriceInNIS !== undefined ? formatShekels(item.salePriceInNIS) : <span className="muted">{he.itemsNoPrice}</span>}
        </td>
      )}
      <td data-label={he.itemsColStatus}>
        <span className={`bo-badge ${item.isAvailable ? 'bo-badge--ok' : 'bo-badge--off'}`}>
          {item.isAvailable ? he.itemsAvailable : he.itemsUnavailable}
        </span>
      </td>
      <td className="actions-cell">
        <div className="row-actions bo-items__actions">
          <span className="bo-items__group">
            <button type="button" className={small} onClick={() => open('edit')} aria-label={he.itemsActionOf(he.itemsExtension, name)}>
              {he.itemsExtension}
            </button>
            <button
              type="button"
              className={small}
              onClick={() => open('attributes')}
              aria-label={he.itemsActionOf(he.itemsAttributesAction, name)}
            >
              {he.itemsAttributesAction}
            </button>
            <button
              type="button"
              className={small}
              onClick={() => open('relatedItems')}
              aria-label={he.itemsActionOf(he.itemsRelatedAction, name)}
            >
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

/** One filter's select. */
function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<[string, string]>;
}) {
  const id = useId();
  return (
    <div className="item-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The filters, the sort and the price column's price list. */
const ItemFiltersBar = observer(function ItemFiltersBar({ store }: { store: AdminItemsStore }) {
  const { catalogue } = useStores();
  const f = store.filters;
  const set =
    <K extends keyof ItemFilters>(name: K) =>
    (value: string) =>
      store.setFilter(name, value as ItemFilters[K]);
  const categories = catalogue.categoryList ?? [];
  const groups = categories.find((c) => String(c.id) === f.category)?.itemGroups ?? [];
  const lists: Array<[string, string]> = store.priceLists.map((p) => [String(p.id), p.name]);
  return (
    <form className="item-filters" role="search" aria-label={he.itemsFilters} onSubmit={(e) => e.preventDefault()}>
      <FilterSelect
        label={he.itemsFilterCategory}
        value={f.category}
        onChange={set('category')}
        options={[['', he.itemsAllCategories], ...categories.map((c): [string, string] => [String(c.id), c.categoryName])]}
      />
      <FilterSelect
        label={he.itemsFilterGroup}
        value={f.group}
        onChange={set('group')}
        options={[['', he.itemsAllGroups], ...groups.map((g): [string, string] => [String(g.id), g.itemGroupName])]}
      />
      <FilterSelect
        label={he.itemsFilterAvailable}
        value={f.available}
        onChange={set('available')}
        options={[
          ['', he.itemsAny],
          ['yes', he.itemsOnlyAvailable],
          ['no', he.itemsOnlyUnavailable],
        ]}
      />
      <FilterSelect
        label={he.itemsFilterChanged}
        value={f.changed}
        onChange={set('changed')}
        options={[
          ['', he.itemsAny],
          ['yes', he.itemsOnlyChanged],
          ['no', he.itemsOnlyUnchanged],
        ]}
      />
      <FilterSelect
        label={he.itemsFilterMissing}
        value={f.missing}
        onChange={set('missing')}
        options={[['', he.itemsNoMissingFilter], ...lists]}
      />
      <FilterSelect
        label={he.itemsPricesColumn}
        value={f.prices}
        onChange={set('prices')}
        options={[['', he.itemsNoPricesColumn], ...lists]}
      />
      <FilterSelect
        label={he.itemsSort}
        value={f.sort}
        onChange={set('sort')}
        options={[
          ['', he.itemsSortCatalogue],
          ['name', he.itemsSortName],
          ['code', he.itemsSortCode],
          ['displayOrder', he.itemsSortDisplayOrder],
        ]}
      />
      {store.filtered && (
        <button type="button" className="button button--secondary button--small item-filters__clear" onClick={() => store.clearFilters()}>
          {he.itemsClearFilters}
        </button>
      )}
    </form>
  );
});

/** What the selected rows can have done to them at once: availability, the price-change flag, display order. */
const BulkBar = observer(function BulkBar({ store }: { store: AdminItemsStore }) {
  const orderId = useId();
  const [order, setOrder] = useState('');
  const [orderError, setOrderError] = useState(false);
  const count = store.selected.size;
  const small = 'button button--secondary button--small';
  const setDisplayOrder = () => {
    const value = Number(order);
    if (order.trim() === '' || !Number.isInteger(value) || value < 0) return setOrderError(true);
    setOrderError(false);
    void store.applyBulk({ displayOrder: value });
  };
  return (
    <section className="bo-bulk" aria-label={he.itemsBulk}>
      {store.list.items.length > 0 && (
        <label className="bo-bulk__all">
          <input type="checkbox" checked={store.allSelected} onChange={() => store.toggleAll()} />
          {he.itemsSelectAll}
        </label>
      )}
      {count > 0 && (
        <div className="bo-bulk__bar">
          <strong>{he.itemsSelectedCount(count)}</strong>
          <button type="button" className={small} disabled={store.bulkBusy} onClick={() => void store.applyBulk({ isAvailable: true })}>
            {he.itemsBulkAvailable}
          </button>
          <button type="button" className={small} disabled={store.bulkBusy} onClick={() => void store.applyBulk({ isAvailable: false })}>
            {he.itemsBulkUnavailable}
          </button>
          <button type="button" className={small} disabled={store.bulkBusy} onClick={() => void store.applyBulk({ isPriceChanged: true })}>
            {he.itemsBulkChanged}
          </button>
          <button type="button" className={small} disabled={store.bulkBusy} onClick={() => void store.applyBulk({ isPriceChanged: false })}>
            {he.itemsBulkUnchanged}
          </button>
          <span className="bo-bulk__order">
            <label htmlFor={orderId}>{he.itemsBulkOrderLabel}</label>
            <input
              id={orderId}
              className="input"
              inputMode="numeric"
              value={order}
              onChange={(e) => setOrder(e.target.value)}
              aria-invalid={orderError || undefined}
              aria-describedby={orderError ? `${orderId}-error` : undefined}
            />
            <button type="button" className={small} disabled={store.bulkBusy} onClick={setDisplayOrder}>
              {he.itemsBulkOrder}
            </button>
          </span>
          {orderError && (
            <p id={`${orderId}-error`} className="field-error">
              {he.itemsBulkOrderInvalid}
            </p>
          )}
          {store.bulkBusy && <span role="status">{he.itemsBulkSaving}</span>}
        </div>
      )}
      {store.bulkNotice && (
        <p
          className={`alert alert--${store.bulkNotice.tone === 'success' ? 'success' : 'error'}`}
          role={store.bulkNotice.tone === 'success' ? 'status' : 'alert'}
        >
          {store.bulkNotice.text}
        </p>
      )}
    </section>
  );
});

function AdminItemsPage() {
  const root = useStores();
  const { dialogs } = root;
  const [params, setParams] = useSearchParams();
  const [store] = useState(() => {
    const created = new AdminItemsStore(root);
    created.apply(params);
    return created;
  });
  const list = store.list;
  useEffect(() => void store.loadPriceLists(), [store]);
  // The URL is the list's state: a link, Back or a reload shows the same rows; every change of the list is written back.
  const search = params.toString();
  useEffect(() => {
    if (store.toParams().toString() !== search) store.apply(new URLSearchParams(search));
  }, [store, search]);
  useEffect(
    () =>
      reaction(
        () => store.toParams().toString(),
        (next) => {
          const current = new URLSearchParams(window.location.search);
          // The dialog a row opens lives in the URL too: keep it.
          const kept = new URLSearchParams(next);
          for (const name of ['d', 'action', 'itemId', 'id']) {
            const value = current.get(name);
            if (value !== null) kept.set(name, value);
          }
          if (kept.toString() !== current.toString()) setParams(kept, { replace: true });
        },
      ),
    [store, setParams],
  );

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
      <ItemFiltersBar store={store} />
      <BulkBar store={store} />
      {list.totalCount > 0 && <p className="muted item-filters__count">{he.itemsCount(list.totalCount)}</p>}
      <PagedList list={list} label={he.itemsLabel} empty={store.filtered ? he.itemsEmptyFiltered : he.itemsEmpty}>
        {(items) => (
          <table className="data-table bo-items">
            <thead>
              <tr>
                <th scope="col" className="bo-items__select">
                  <span className="visually-hidden">{he.itemsSelectColumn}</span>
                </th>
                <th scope="col">{he.itemsColPicture}</th>
                <th scope="col">{he.itemsColName}</th>
                <th scope="col">{he.itemsColCode}</th>
                <th scope="col">{he.itemsColCatalog}</th>
                <th scope="col">{he.itemsColPack}</th>
                <th scope="col">{he.itemsColDisplayOrder}</th>
                {store.pricesList && <th scope="col">{he.itemsColPriceIn(store.pricesList.name)}</th>}
                <th scope="col">{he.itemsColStatus}</th>
                <th scope="col">{he.boActions}</th>
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
