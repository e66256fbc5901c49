// /products/edit/{productId}: the product's name, description, category and weighing; Save and
// Cancel return to /items.
import { observer } from 'mobx-react-lite';
import { he } from '../he';
import { FormPage } from '../lib/FormPage';
import { useRouteStore } from '../lib/screen';
import { MissingPrices } from './MissingPrices';
import { ProductForm } from './ProductForm';
import { ProductScreenLinks } from './ProductScreenLinks';
import { ProductFormStore } from './ProductFormStore';

function ProductEditPage() {
  const { id, store } = useRouteStore('productId', (deps, id) => new ProductFormStore(deps, id));
  return (
    <FormPage
      title={he.boProduct.editTitle}
      actions={id !== null && <ProductScreenLinks productId={id} current="edit" />}
      loading={store.loading}
      loadError={store.loadError}
      onRetry={() => void store.load()}
      notFound={id === null || store.notFound ? he.boProduct.notFound : null}
      back={{ to: '/items', label: he.boForm.backToList }}
    >
      {id !== null && <MissingPrices productId={id} lists={store.priceLists} prices={store.prices} />}
      <ProductForm store={store} submitLabel={he.save} />
    </FormPage>
  );
}

export default observer(ProductEditPage);
