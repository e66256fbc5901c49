// /products/edit/{productId}: the product's name, description, category and weighing; Save and
// Cancel return to /items.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { FormPage } from '../components/FormPage';
import { routeId } from '../components/FormRoute';
import { ProductForm } from '../components/ProductForm';
import { ProductScreenLinks } from '../components/ProductScreenLinks';
import { ProductFormStore } from '../stores/ProductFormStore';

function ProductEditPage() {
  const { api } = useStores();
  const id = routeId(useParams().productId);
  const [store] = useState(() => new ProductFormStore(api, id ?? 0));
  useEffect(() => {
    if (id !== null) void store.load();
  }, [store, id]);
  return (
    <FormPage
      title={he.prodEditTitle}
      actions={id !== null && <ProductScreenLinks productId={id} current="edit" />}
      loading={store.loading}
      loadError={store.loadError}
      notFound={id === null || store.notFound ? he.prodNotFound : null}
      back={{ to: '/items', label: he.boBackToList }}
    >
      <ProductForm store={store} submitLabel={he.save} />
    </FormPage>
  );
}

export default observer(ProductEditPage);
