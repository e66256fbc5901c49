// /products/{productId}/price: the product's price in every price list, each saved in place; and
// the spec's form: choose a price list, see the product's unit price in it (an empty field when it
// has none) and save it.
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { formatShekels } from '@shared/format';
import { he } from '../he';
import { DecimalField, FormSave, SelectField } from '../lib/FormFields';
import { FormPage } from '../lib/FormPage';
import { useRouteStore } from '../lib/screen';
import { MissingPrices } from './MissingPrices';
import { ProductScreenLinks } from './ProductScreenLinks';
import { ProductPriceStore } from './ProductPriceStore';
import { selectOnFocus } from '../../components/selectOnFocus';

/** Every price list with the product's price in it, each editable and saved on its own row. */
const PricesEverywhere = observer(function PricesEverywhere({ store }: { store: ProductPriceStore }) {
  if (store.priceLists.length === 0) return null;
  return (
    <section className="bo-card bo-prices" aria-labelledby="prices-everywhere">
      <h2 id="prices-everywhere">{he.boProductPrice.everywhere}</h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{he.boProductPrice.colList}</th>
            <th scope="col">{he.boProductPrice.colSaved}</th>
            <th scope="col">{he.boProductPrice.colNew}</th>
          </tr>
        </thead>
        <tbody>
          {store.priceLists.map((list) => {
            const saved = store.priceIn(list.id);
            const notice = store.rowNotices.get(list.id);
            const noticeId = `price-notice-${list.id}`;
            return (
              <tr key={list.id}>
                <td data-label={he.boProductPrice.colList}>{list.name}</td>
                <td data-label={he.boProductPrice.colSaved} className="bo-num">
                  {saved === undefined ? <span className="muted">{he.boItems.noPrice}</span> : formatShekels(saved)}
                </td>
                <td data-label={he.boProductPrice.colNew}>
                  <form
                    className="bo-prices__row"
                    noValidate
                    onSubmit={(e) => {
                      e.preventDefault();
                      void store.saveRow(list.id);
                    }}
                  >
                    <input
                      className="input"
                      inputMode="decimal"
                      dir="ltr"
                      {...selectOnFocus}
                      value={store.draftOf(list.id)}
                      onChange={(e) => store.setDraft(list.id, e.target.value)}
                      aria-label={he.boProductPrice.input(list.name)}
                      aria-invalid={notice?.tone === 'error' || undefined}
                      aria-describedby={notice ? noticeId : undefined}
                    />
                    <button
                      type="submit"
                      className="button button--small"
                      disabled={store.rowSaving.has(list.id)}
                      aria-label={he.boProductPrice.saveIn(list.name)}
                    >
                      {he.save}
                    </button>
                  </form>
                  {notice && (
                    <p
                      id={noticeId}
                      className={notice.tone === 'error' ? 'field-error' : 'muted'}
                      role={notice.tone === 'error' ? 'alert' : 'status'}
                    >
                      {notice.text}
                    </p>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
});

function ProductPricePage() {
  const { id, store } = useRouteStore('productId', (deps, id) => new ProductPriceStore(deps, id));
  const { form } = store;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.submit();
  };
  const current = store.currentPrice;
  return (
    <FormPage
      title={he.boProductPrice.title}
      subtitle={store.product ? he.boProduct.of(store.product.productName) : undefined}
      actions={id !== null && <ProductScreenLinks productId={id} current="price" />}
      loading={store.loading}
      loadError={store.loadError}
      onRetry={() => void store.load()}
      notFound={id === null || store.notFound ? he.boProduct.notFound : null}
      back={{ to: '/items', label: he.boForm.backToList }}
    >
      {id !== null && store.product && (
        <MissingPrices productId={id} lists={store.priceLists} prices={store.product.prices} onPriceScreen />
      )}
      {store.product && <PricesEverywhere store={store} />}
      <form className="bo-card" onSubmit={submit} noValidate>
        <SelectField
          label={he.boProductPrice.list}
          value={store.priceListId}
          onChange={(v) => store.selectPriceList(v)}
          error={form.errors.priceListID}
          placeholder={he.boProductPrice.chooseList}
          required
        >
          {store.priceLists.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
        </SelectField>
        {store.priceListId !== '' && (
          <p className="muted" role="status">
            {current === undefined ? he.boProductPrice.none : he.boProductPrice.current(formatShekels(current))}
          </p>
        )}
        <DecimalField
          label={he.boProductPrice.unit}
          value={store.unitPrice}
          onChange={(v) => store.setUnitPrice(v)}
          error={form.errors.unitPrice}
          required
        />
        <FormSave form={form} label={he.save} />
      </form>
    </FormPage>
  );
}

export default observer(ProductPricePage);
