// /products/{productId}/price: choose a price list, see the product's unit price in it (an empty
// field when it has none) and save it.
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { formatShekels } from '@shared/format';
import { he } from '../he';
import { DecimalField, FormSave, SelectField } from '../components/FormFields';
import { FormPage } from '../components/FormPage';
import { useRouteStore } from '../components/FormRoute';
import { MissingPrices } from '../components/MissingPrices';
import { ProductScreenLinks } from '../components/ProductScreenLinks';
import { ProductPriceStore } from '../stores/ProductPriceStore';

function ProductPricePage() {
  const { id, store } = useRouteStore('productId', (api, id) => new ProductPriceStore(api, id));
  const { form } = store;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.submit();
  };
  const current = store.currentPrice;
  return (
    <FormPage
      title={he.priceTitle}
      subtitle={store.product ? he.prodOf(store.product.productName) : undefined}
      actions={id !== null && <ProductScreenLinks productId={id} current="price" />}
      loading={store.loading}
      loadError={store.loadError}
      notFound={id === null || store.notFound ? he.prodNotFound : null}
      back={{ to: '/items', label: he.boBackToList }}
    >
      {id !== null && store.product && <MissingPrices productId={id} lists={store.priceLists} prices={store.product.prices} onPriceScreen />}
      <form className="bo-card" onSubmit={submit} noValidate>
        <SelectField label={he.priceList} value={store.priceListId} onChange={(v) => store.selectPriceList(v)} error={form.errors.priceListID} placeholder={he.priceChooseList} required>
          {store.priceLists.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
        </SelectField>
        {store.priceListId !== '' && (
          <p className="muted" role="status">
            {current === undefined ? he.priceNone : he.priceCurrent(formatShekels(current))}
          </p>
        )}
        <DecimalField label={he.priceUnit} value={store.unitPrice} onChange={(v) => store.setUnitPrice(v)} error={form.errors.unitPrice} required />
        <FormSave form={form} label={he.save} />
      </form>
    </FormPage>
  );
}

export default observer(ProductPricePage);
