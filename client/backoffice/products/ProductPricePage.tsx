// /products/{productId}/price: one form for one product's price. Every price list is a row with
// the product's saved unit price (none shown as such, its field empty) and a field for the new
// price; one Save sends the rows changed. Many items at once are the price grid screen's job.
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { formatShekels } from '@shared/format';
import { he } from './he';
import { FormSave } from '../lib/FormFields';
import { FormPage } from '../lib/FormPage';
import { useRouteStore } from '../lib/screen';
import { MissingPrices } from './MissingPrices';
import { ProductScreenLinks } from './ProductScreenLinks';
import { ProductPriceStore } from './ProductPriceStore';
import { selectOnFocus } from '../../ui/selectOnFocus';

/** Every price list with the product's price in it and a field for the new one. */
const PriceRows = observer(function PriceRows({ store }: { store: ProductPriceStore }) {
  if (store.priceLists.length === 0) return <p className="muted">{he.noLists}</p>;
  return (
    <table className="data-table bo-prices__table">
      <caption className="visually-hidden">{he.tableTitle}</caption>
      <thead>
        <tr>
          <th scope="col">{he.colList}</th>
          <th scope="col">{he.colSaved}</th>
          <th scope="col">{he.colNew}</th>
        </tr>
      </thead>
      <tbody>
        {store.priceLists.map((list) => {
          const saved = store.priceIn(list.id);
          const error = store.rowError(list.id);
          const errorId = `price-error-${list.id}`;
          return (
            <tr key={list.id} className={store.isChanged(list.id) ? 'bo-prices__changed' : undefined}>
              <th scope="row" data-label={he.colList}>
                {list.name}
              </th>
              <td data-label={he.colSaved} className="bo-num">
                {saved === undefined ? <span className="muted">{he.none}</span> : formatShekels(saved)}
              </td>
              <td data-label={he.colNew}>
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
                  aria-label={he.input(list.name)}
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
      title={he.title}
      subtitle={store.product ? he.of(store.product.productName) : undefined}
      actions={id !== null && <ProductScreenLinks productId={id} current="price" />}
      loading={store.loading}
      loadError={store.loadError}
      onRetry={() => void store.load()}
      notFound={id === null || store.notFound ? he.notFound : null}
      back={{ to: '/items', label: he.backToList }}
    >
      {id !== null && store.product && (
        <MissingPrices productId={id} lists={store.priceLists} prices={store.product.prices} onPriceScreen />
      )}
      {store.product && (
        <form className="bo-card bo-prices" onSubmit={submit} noValidate aria-labelledby="prices-title">
          <h2 id="prices-title">{he.tableTitle}</h2>
          <p className="muted">{he.tableHint}</p>
          <PriceRows store={store} />
          <FormSave form={store.form} label={he.savePrice} disabled={store.priceLists.length === 0} />
        </form>
      )}
    </FormPage>
  );
}

export default observer(ProductPricePage);
