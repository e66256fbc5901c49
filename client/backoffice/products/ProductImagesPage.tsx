// /products/{productId}/images: upload (a file must be chosen), previews of 100 by 100, delete
// after a confirmation, set primary. The primary image's button reads 'Primary Image' and is
// disabled.
import { MessageLine } from '../lib/Message';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { IMAGE_ACCEPT } from '@shared/rules/upload';
import { FilePicker, imageFileRefusal } from '../../ui/FilePicker';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Img } from '../../ui/Img';
import { he, validationText } from './he';
import { CheckboxField, FormSave } from '../lib/FormFields';
import { FormPage } from '../lib/FormPage';
import { useRouteStore } from '../lib/screen';
import { ProductScreenLinks } from './ProductScreenLinks';
import { ProductImagesStore } from './ProductImagesStore';
import './ProductImages.css';

const UploadForm = observer(function UploadForm({ store }: { store: ProductImagesStore }) {
  const { form } = store;
  const error = form.errors.file;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.upload();
  };
  return (
    <form className="bo-card" onSubmit={submit} noValidate>
      <FilePicker
        className="field"
        label={he.file}
        accept={IMAGE_ACCEPT}
        fileName={store.file instanceof File ? store.file.name : null}
        onFile={(file) => store.setFile(file)}
        check={imageFileRefusal}
        hint={he.fileHint}
        error={error ? validationText(error) : null}
      />
      <CheckboxField label={he.makePrimary} checked={store.makePrimary} onChange={(v) => store.setMakePrimary(v)} />
      <FormSave form={form} label={he.upload} busyLabel={he.uploading} />
    </form>
  );
});

const ImageGrid = observer(function ImageGrid({ store }: { store: ProductImagesStore }) {
  const images = store.images;
  const name = store.product?.productName ?? '';
  if (images.length === 0) return <p className="muted bo-card">{he.empty}</p>;
  return (
    <ul className="product-images" aria-label={he.listLabel}>
      {images.map((image, index) => {
        const n = index + 1;
        const busy = store.workingOn === image.id;
        return (
          <li key={image.id} className={`product-images__item${image.isPrimary ? ' product-images__item--primary' : ''}`}>
            <Img src={image.url} alt={he.alt(name, n)} width={100} height={100} className="product-images__preview" />
            {image.isPrimary ? (
              <button type="button" className="button button--small product-images__primary" disabled>
                {he.primary}
              </button>
            ) : (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => void store.setPrimary(image)}
                disabled={busy}
                aria-label={he.setPrimaryOf(n)}
              >
                {he.setPrimary}
              </button>
            )}
            <button
              type="button"
              className="button button--danger button--small"
              onClick={() => store.askDelete(image)}
              disabled={busy}
              aria-label={he.deleteOf(n)}
            >
              {he.deleteImage}
            </button>
          </li>
        );
      })}
    </ul>
  );
});

function ProductImagesPage() {
  const { id, store } = useRouteStore('productId', (deps, id) => new ProductImagesStore(deps, id));
  return (
    <FormPage
      title={he.imagesTitle}
      subtitle={store.product ? he.of(store.product.productName) : undefined}
      actions={id !== null && <ProductScreenLinks productId={id} current="images" />}
      width="wide"
      loading={store.loading}
      loadError={store.loadError}
      onRetry={() => void store.load()}
      notFound={id === null || store.notFound ? he.notFound : null}
      back={{ to: '/items', label: he.backToList }}
    >
      <UploadForm store={store} />
      {store.message && <MessageLine message={store.message} focus />}
      <ImageGrid store={store} />
      {store.pendingDelete && (
        <ConfirmDialog
          message={he.confirmDeleteImage}
          irreversible
          busy={store.workingOn !== null}
          onConfirm={() => void store.confirmDelete()}
          onCancel={() => store.cancelDelete()}
        />
      )}
    </FormPage>
  );
}

export default observer(ProductImagesPage);
