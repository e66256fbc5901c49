// /products/{productId}/price: one form for one product's price. Every price list is a row with
// the product's saved unit price (none shown as such, its field empty) and a field for the new
// price; one Save sends the rows changed. Many items at once are the price grid screen's job.
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { formatShekels } from '@shared/format';
import { he } from '../he';
import { FormSave } from '../lib/FormFields';
import { FormPage } from '../lib/FormPage';
import { useRouteStore } from '../lib/screen';
import { MissingPrices } from './MissingPrices';
import { ProductScreenLinks } from './ProductScreenLinks';
import { ProductPriceStore } from './ProductPriceStore';
import { selectOnFocus } from '../../ui/selectOnFocus';

const t = he.boProductPrice;

/** Every price list with the product's price in it and a field for the new one. */
const PriceRows = observer(function PriceRows({ store }: { store: ProductPriceStore }) {
  if (store.priceLists.length === 0) return <p className="muted">{t.noLists}</p>;
  return (
    <table className="data-table bo-prices__table">
      <caption className="visually-hidden">{t.tableTitle}</caption>
      <thead>
        <tr>
          <th scope="col">{t.colList}</th>
          <th scope="col">{t.colSaved}</th>
          <th scope="col">{t.colNew}</th>
        </tr>
      </thead>
      <tbody>
        {store.priceLists.map((list) => {
          const saved = store.priceIn(list.id);
          const error = store.rowError(list.id);
          const errorId = `price-error-${list.id}`;
          return (
            <tr key={list.id} className={store.isChanged(list.id) ? 'bo-prices__changed' : undefined}>
              <th scope="row" data-label={t.colList}>
                {list.name}
              </th>
              <td data-label={t.colSaved} className="bo-num">
                {saved === undefined ? <span className="muted">{t.none}</span> : formatShekels(saved)}
              </td>
              <td data-label={t.colNew}>
                <input
                  className="input bo-prices__input"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  dir="ltr"
                  {...selectOnFocus}
                  value={store.draftOf(list.id)}
                  onChange={(e) => store.setDraft(list.id, e.target.value)}
                  aria-label={t.input(list.name)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                />
                {error && (
                  <span id={errorId} className="field-error">
                    {error}
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
});

function ProductPricePage() {
  const { id, store } = useRouteStore('productId', (deps, id) => new ProductPriceStore(deps, id));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.submit();
  };
  return (
    <FormPage
      title={t.title}
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
      {store.product && (
        <form className="bo-card bo-prices" onSubmit={submit} noValidate aria-labelledby="prices-title">
          <h2 id="prices-title">{t.tableTitle}</h2>
          <p className="muted">{t.tableHint}</p>
          <PriceRows store={store} />
          <FormSave form={store.form} label={t.save} disabled={store.priceLists.length === 0} />
        </form>
      )}
    </FormPage>
  );
}

export default observer(ProductPricePage);
