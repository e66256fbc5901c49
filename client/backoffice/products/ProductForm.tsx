// The product form of the add and edit screens: name, description, category (from the category
// list), pre-weighted, and the default weight in kg shown and required only when pre-weighted.
// Saving stays in the back office: an edit stays on the product's screen with its success line; a new
// product opens its own screen, which says it was added and which prices it still lacks (a product
// without a price shows buyers 'מחיר לפי בקשה'). Cancel returns to /items.
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../ui/TextField';
import { he } from '../he';
import type { ProductFormStore } from './ProductFormStore';
import { CheckboxField, DecimalField, FormSave, SelectField, TextAreaField } from '../lib/FormFields';

export const ProductForm = observer(function ProductForm({ store, submitLabel }: { store: ProductFormStore; submitLabel: string }) {
  const navigate = useNavigate();
  const { form } = store;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const adding = store.productId === null;
    const saved = await store.submit();
    if (saved !== null && adding) void navigate(`/products/edit/${saved}?added=1`, { replace: true });
  };
  return (
    <form className="bo-card" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={he.boProduct.name}
        value={store.productName}
        onChange={(v) => store.setProductName(v)}
        error={form.errors.productName}
        required
        maxLength={200}
      />
      <TextAreaField
        label={he.boProduct.description}
        value={store.description}
        onChange={(v) => store.setDescription(v)}
        error={form.errors.description}
        required
        maxLength={1000}
        rows={3}
      />
      <SelectField
        label={he.boProduct.category}
        value={store.categoryId}
        onChange={(v) => store.setCategoryId(v)}
        error={form.errors.categoryId}
        placeholder={he.boProduct.chooseCategory}
        required
      >
        {store.categories.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.categoryName}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={he.boProduct.itemGroup}
        value={store.itemGroupId}
        onChange={(v) => store.setItemGroupId(v)}
        error={form.errors.itemGroupId}
        placeholder={store.categoryId === '' ? he.boProduct.chooseCategoryFirst : he.boProduct.chooseItemGroup}
        required
      >
        {store.groups.map((g) => (
          <option key={g.id} value={String(g.id)}>
            {g.itemGroupName}
          </option>
        ))}
      </SelectField>
      <CheckboxField label={he.boProduct.preWeighted} checked={store.isPreWeighted} onChange={(v) => store.setPreWeighted(v)} />
      {store.isPreWeighted && (
        <DecimalField
          label={he.boProduct.defaultWeight}
          value={store.defaultWeight}
          onChange={(v) => store.setDefaultWeight(v)}
          error={form.errors.defaultWeight}
          required
        />
      )}
      <FormSave form={form} label={submitLabel}>
        <button type="button" className="button button--secondary" onClick={() => void navigate('/items')}>
          {he.cancel}
        </button>
      </FormSave>
    </form>
  );
});
