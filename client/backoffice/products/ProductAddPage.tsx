// /add-product: a new product in one form (ProductForm); once wholly saved it opens its own screen, Cancel returns to /items.
import { useScreenStore } from '../lib/screen';
import { observer } from 'mobx-react-lite';
import { he } from './he';
import { FormPage } from '../lib/FormPage';
import { ProductForm } from './ProductForm';
import { ProductFormStore } from './ProductFormStore';

function ProductAddPage() {
  const store = useScreenStore((deps) => new ProductFormStore(deps));
  return (
    <FormPage title={he.addTitle} loading={store.loading} loadError={store.loadError} onRetry={() => void store.load()}>
      <ProductForm store={store} submitLabel={he.save} />
    </FormPage>
  );
}

export default observer(ProductAddPage);
