// A product in one form, for the add and edit screens: its details (code, barcode, name, description),
// category and item group, pack and weighing, a price in each price list, pictures to upload and its
// status, in that order, each group a fieldset named by its legend; one Save sends them all. Every
// refused field says why under it (tied to it by aria-describedby) and the failure line says nothing
// was saved, or which part was not. Saving stays in the back office: an edit stays on the product's
// screen; a new product opens its own screen once wholly saved. Cancel returns to /items.
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatShekels } from '@shared/format';
import { IMAGE_ACCEPT } from '@shared/rules/upload';
import { FilePicker, imageFileRefusal } from '../../ui/FilePicker';
import { TextField } from '../../ui/TextField';
import { selectOnFocus } from '../../ui/selectOnFocus';
import { he, validationText } from './he';
import { priceField, type ProductFormStore } from './ProductFormStore';
import { CheckboxField, DecimalField, FormSave, SelectField, TextAreaField } from '../lib/FormFields';
import { MAX_PRODUCT_DESCRIPTION, MAX_TEXT } from '@shared/validation/messages';
import './ProductForm.css';

const DetailsFields = observer(function DetailsFields({ store }: { store: ProductFormStore }) {
  const { errors } = store.form;
  return (
    <fieldset className="product-form__group">
      <legend>{he.sectionDetails}</legend>
      <div className="product-form__pair">
        <TextField
          label={he.code}
          value={store.itemId}
          onChange={(v) => store.setItemId(v)}
          error={errors.itemId}
          hint={store.codeEditable ? he.codeHint : he.codeFixed}
          readOnly={!store.codeEditable}
          maxLength={30}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          label={he.barcode}
          value={store.catalogNumber}
          onChange={(v) => store.setCatalogNumber(v)}
          error={errors.catalogNumber}
          hint={store.saved ? he.barcodeEditHint : he.barcodeHint}
          inputMode="numeric"
          maxLength={13}
          dir="ltr"
          autoComplete="off"
        />
      </div>
      <TextField
        label={he.name}
        value={store.productName}
        onChange={(v) => store.setProductName(v)}
        error={errors.productName}
        required
        maxLength={MAX_TEXT}
      />
      <TextAreaField
        label={he.description}
        value={store.description}
        onChange={(v) => store.setDescription(v)}
        error={errors.description}
        required
        maxLength={MAX_PRODUCT_DESCRIPTION}
        rows={3}
      />
    </fieldset>
  );
});

const GroupFields = observer(function GroupFields({ store }: { store: ProductFormStore }) {
  const { errors } = store.form;
  return (
    <fieldset className="product-form__group">
      <legend>{he.sectionGroup}</legend>
      <div className="product-form__pair">
        <SelectField
          label={he.category}
          value={store.categoryId}
          onChange={(v) => store.setCategoryId(v)}
          error={errors.categoryId}
          placeholder={he.chooseCategory}
          required
        >
          {store.categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.categoryName}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={he.itemGroup}
          value={store.itemGroupId}
          onChange={(v) => store.setItemGroupId(v)}
          error={errors.itemGroupId}
          placeholder={store.categoryId === '' ? he.chooseCategoryFirst : he.chooseItemGroup}
          required
        >
          {store.groups.map((g) => (
            <option key={g.id} value={String(g.id)}>
              {g.itemGroupName}
            </option>
          ))}
        </SelectField>
      </div>
    </fieldset>
  );
});

const PackFields = observer(function PackFields({ store }: { store: ProductFormStore }) {
  const { errors } = store.form;
  return (
    <fieldset className="product-form__group">
      <legend>{he.sectionPack}</legend>
      <div className="product-form__short">
        <TextField
          label={he.pack}
          value={store.pack}
          onChange={(v) => store.setPack(v)}
          error={errors.pack}
          hint={he.packHint}
          {...selectOnFocus}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          dir="ltr"
          required
        />
      </div>
      <CheckboxField label={he.preWeighted} checked={store.isPreWeighted} onChange={(v) => store.setPreWeighted(v)} />
      {store.isPreWeighted && (
        <DecimalField
          label={he.defaultWeight}
          value={store.defaultWeight}
          onChange={(v) => store.setDefaultWeight(v)}
          error={errors.defaultWeight}
          required
        />
      )}
    </fieldset>
  );
});

const PriceFields = observer(function PriceFields({ store }: { store: ProductFormStore }) {
  return (
    <fieldset className="product-form__group">
      <legend>{he.sectionPrices}</legend>
      <p className="muted product-form__hint">{he.pricesHint}</p>
      {store.priceLists.length === 0 ? (
        <p className="muted">{he.noLists}</p>
      ) : (
        <div className="product-form__prices">
          {store.priceLists.map((list) => {
            const saved = store.priceIn(list.id);
            return (
              <DecimalField
                key={list.id}
                label={he.input(list.name)}
                value={store.priceDraft(list.id)}
                onChange={(v) => store.setPrice(list.id, v)}
                error={store.form.errors[priceField(list.id)]}
                hint={store.saved ? `${he.colSaved}: ${saved === undefined ? he.none : formatShekels(saved)}` : undefined}
              />
            );
          })}
        </div>
      )}
    </fieldset>
  );
});

const PictureFields = observer(function PictureFields({ store }: { store: ProductFormStore }) {
  const error = store.form.errors.pictures;
  return (
    <fieldset className="product-form__group">
      <legend>{he.sectionPictures}</legend>
      {store.saved && store.productId !== null && (
        <p className="muted">
          {he.picturesSaved(store.saved.images.length)} <Link to={`/products/${store.productId}/images`}>{he.manageImages}</Link>
        </p>
      )}
      <FilePicker
        className="field"
        label={he.pictures}
        accept={IMAGE_ACCEPT}
        onFile={(file) => file && store.addPictures([file])}
        check={imageFileRefusal}
        hint={he.picturesHint}
        error={error ? validationText(error) : null}
      />
      {store.pictures.length > 0 && (
        <ul className="product-form__pictures" aria-label={he.picturesChosen}>
          {store.pictures.map((picture) => (
            <li key={picture.key}>
              <span dir="auto">{picture.file.name}</span>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => store.removePicture(picture.key)}
                aria-label={he.removePicture(picture.file.name)}
              >
                {he.deleteImage}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
});

const StatusField = observer(function StatusField({ store }: { store: ProductFormStore }) {
  return (
    <fieldset className="product-form__group">
      <legend>{he.sectionStatus}</legend>
      <SelectField
        label={he.status}
        value={store.status}
        onChange={(v) => store.setStatus(v === 'active' ? 'active' : 'draft')}
        hint={he.statusHint}
      >
        <option value="draft">{he.statusDraft}</option>
        <option value="active">{he.statusActive}</option>
      </SelectField>
    </fieldset>
  );
});

export const ProductForm = observer(function ProductForm({ store, submitLabel }: { store: ProductFormStore; submitLabel: string }) {
  const navigate = useNavigate();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await store.submit();
    if (saved !== null && store.adding) void navigate(`/products/edit/${saved}?added=1`, { replace: true });
  };
  return (
    <form className="bo-card product-form" onSubmit={(e) => void submit(e)} noValidate>
      <DetailsFields store={store} />
      <GroupFields store={store} />
      <PackFields store={store} />
      <PriceFields store={store} />
      <PictureFields store={store} />
      <StatusField store={store} />
      <FormSave form={store.form} label={submitLabel}>
        <button type="button" className="button button--secondary" onClick={() => void navigate('/items')}>
          {he.cancel}
        </button>
      </FormSave>
    </form>
  );
});
