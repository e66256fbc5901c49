// /products/edit/{productId}: the product in one form (ProductForm); Save stays here with its success
// line, Cancel returns to /items. `?added=1` (a product just added) says so, and whether buyers see
// it (a draft until it has a price or is set active), above the prices it still lacks. Below, the product's delete (confirmed): afterwards the screen
// says so and links back to the list.
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { he } from './he';
import { ConfirmDelete } from '../lib/ConfirmDelete';
import { FormPage } from '../lib/FormPage';
import { MessageLine } from '../lib/Message';
import { useRouteStore } from '../lib/screen';
import { MissingPrices } from './MissingPrices';
import { ProductForm } from './ProductForm';
import { ProductScreenLinks } from './ProductScreenLinks';
import { ProductFormStore } from './ProductFormStore';

/** The product's delete, apart from the form it does not belong to. */
const DeleteProduct = observer(function DeleteProduct({ store }: { store: ProductFormStore }) {
  return (
    <section className="bo-card bo-danger" aria-labelledby="product-delete">
      <h2 id="product-delete">{he.deleteTitle}</h2>
      <p className="muted">{he.deleteHint}</p>
      <button type="button" className="button button--danger" onClick={() => store.askDelete()} disabled={store.deleting}>
        {he.deleteButton}
      </button>
    </section>
  );
});

function ProductEditPage() {
  const { id, store } = useRouteStore('productId', (deps, id) => new ProductFormStore(deps, id));
  const [params] = useSearchParams();
  const added = params.get('added') === '1' && store.form.success === null && !store.deleted;
  return (
    <FormPage
      title={he.editTitle}
      actions={id !== null && !store.deleted && <ProductScreenLinks productId={id} current="edit" />}
      loading={store.loading}
      loadError={store.loadError}
      onRetry={() => void store.load()}
      notFound={id === null || store.notFound ? he.notFound : null}
      back={{ to: '/items', label: he.backToList }}
    >
      <MessageLine message={store.deleteMessage} focus />
      {store.deleted ? (
        <Link to="/items" className="button">
          {he.toList}
        </Link>
      ) : (
        <>
          {added && (
            <MessageLine message={{ tone: 'success', text: store.saved?.status === 'draft' ? he.addedDraft : he.addedActive }} focus />
          )}
          {id !== null && <MissingPrices productId={id} lists={store.priceLists} prices={store.saved?.prices ?? []} />}
          <ProductForm store={store} submitLabel={he.save} />
          <DeleteProduct store={store} />
        </>
      )}
      <ConfirmDelete pending={store} message={(p) => he.confirmDelete(p.productName)} />
    </FormPage>
  );
}

export default observer(ProductEditPage);
