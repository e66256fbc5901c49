// The 'edit' panel of the item extension dialog: availability, the price-changed flag, display
// order, minimum order quantity and the full description (500 characters, counted).
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { MAX_FULL_DESCRIPTION } from '@shared/validation/messages';
import { DISPLAY_ORDER_MIN } from '@shared/rules/displayOrder';
import { TextField } from '../../ui/TextField';
import { he } from './he';
import type { ItemExtensionStore } from './ItemExtensionStore';
import { CheckboxField, FormSave, TextAreaField } from '../lib/FormFields';
import { selectOnFocus } from '../../ui/selectOnFocus';

export const ItemExtensionDetails = observer(function ItemExtensionDetails({ store }: { store: ItemExtensionStore }) {
  const { form } = store;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.submit();
  };
  return (
    <form onSubmit={submit} noValidate className="item-ext__form">
      <div className="item-ext__checks">
        <CheckboxField label={he.availableToOrder} checked={store.isAvailable} onChange={(v) => store.setAvailable(v)} />
        <CheckboxField label={he.priceChanged} checked={store.isPriceChanged} onChange={(v) => store.setPriceChanged(v)} />
      </div>
      <div className="item-ext__row">
        <TextField
          label={he.displayOrder}
          type="number"
          inputMode="numeric"
          min={DISPLAY_ORDER_MIN.item}
          step={1}
          dir="ltr"
          {...selectOnFocus}
          value={store.displayOrder}
          onChange={(v) => store.setDisplayOrder(v)}
          error={form.errors.displayOrder}
          required
        />
        <TextField
          label={he.minOrder}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          dir="ltr"
          {...selectOnFocus}
          value={store.minOrderQuantity}
          onChange={(v) => store.setMinOrderQuantity(v)}
          error={form.errors.minOrderQuantity}
          required
        />
      </div>
      <TextAreaField
        label={he.fullDescription}
        value={store.fullDescription}
        onChange={(v) => store.setFullDescription(v)}
        error={form.errors.fullDescription}
        maxLength={MAX_FULL_DESCRIPTION}
        rows={5}
        counter={(n) => he.counter(n, MAX_FULL_DESCRIPTION)}
      />
      <FormSave form={form} label={he.save} />
    </form>
  );
});
