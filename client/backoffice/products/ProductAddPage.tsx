// /add-product: a new product (name, description, category, weighing); Save and Cancel return to /items.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { FormPage } from '../lib/FormPage';
import { ProductForm } from './ProductForm';
import { ProductFormStore } from './ProductFormStore';

function ProductAddPage() {
  const { api } = useStores();
  const [store] = useState(() => new ProductFormStore(api));
  useEffect(() => void store.load(), [store]);
  return (
    <FormPage title={he.boProduct.addTitle} loading={store.loading} loadError={store.loadError}>
      <ProductForm store={store} submitLabel={he.save} />
    </FormPage>
  );
}

export default observer(ProductAddPage);
