// /products/edit/{productId}: the product's name, description, category and weighing; Save and
// Cancel return to /items.
import { observer } from 'mobx-react-lite';
import { he } from '../he';
import { FormPage } from '../components/FormPage';
import { useRouteStore } from '../components/FormRoute';
import { MissingPrices } from '../components/MissingPrices';
import { ProductForm } from '../components/ProductForm';
import { ProductScreenLinks } from '../components/ProductScreenLinks';
import { ProductFormStore } from '../stores/ProductFormStore';

function ProductEditPage() {
  const { id, store } = useRouteStore('productId', (api, id) => new ProductFormStore(api, id));
  return (
    <FormPage
      title={he.prodEditTitle}
      actions={id !== null && <ProductScreenLinks productId={id} current="edit" />}
      loading={store.loading}
      loadError={store.loadError}
      notFound={id === null || store.notFound ? he.prodNotFound : null}
      back={{ to: '/items', label: he.boBackToList }}
    >
      {id !== null && <MissingPrices productId={id} lists={store.priceLists} prices={store.prices} />}
      <ProductForm store={store} submitLabel={he.save} />
    </FormPage>
  );
}

export default observer(ProductEditPage);
