// /products/{productId}/price: choose a price list, see the product's unit price in it (an empty
// field when it has none) and save it.
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { formatShekels } from '@shared/format';
import { TextField } from '../../components/TextField';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { FormMessages, SelectField } from '../components/FormFields';
import { FormPage } from '../components/FormPage';
import { routeId } from '../components/FormRoute';
import { ProductScreenLinks } from '../components/ProductScreenLinks';
import { ProductPriceStore } from '../stores/ProductPriceStore';

function ProductPricePage() {
  const { api } = useStores();
  const id = routeId(useParams().productId);
  const [store] = useState(() => new ProductPriceStore(api, id ?? 0));
  useEffect(() => {
    if (id !== null) void store.load();
  }, [store, id]);
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
        <TextField
          label={he.priceUnit}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          dir="ltr"
          value={store.unitPrice}
          onChange={(v) => store.setUnitPrice(v)}
          error={form.errors.unitPrice}
          required
        />
        <FormMessages form={form} />
        <div className="bo-form-actions">
          <button type="submit" className="button" disabled={form.busy}>
            {form.busy ? he.boSaving : he.save}
          </button>
        </div>
      </form>
    </FormPage>
  );
}

export default observer(ProductPricePage);
