// The price list form of the add and rename screens: the name, required.
import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { TextField } from '../../components/TextField';
import { he } from '../he';
import type { PriceListFormStore } from '../stores/PriceListFormStore';
import { FormMessages } from './FormFields';

interface Props {
  store: PriceListFormStore;
  submitLabel: string;
  onSubmitted?: () => void;
  children?: ReactNode;
}

export const PriceListForm = observer(function PriceListForm({ store, submitLabel, onSubmitted, children }: Props) {
  const { form } = store;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await store.submit()) onSubmitted?.();
  };
  return (
    <form className="bo-card" onSubmit={submit} noValidate>
      <TextField label={he.plName} value={store.name} onChange={(v) => store.setName(v)} error={form.errors.name} required maxLength={200} />
      <FormMessages form={form} />
      <div className="bo-form-actions">
        <button type="submit" className="button" disabled={form.busy}>
          {form.busy ? he.boSaving : submitLabel}
        </button>
        {children}
      </div>
    </form>
  );
});
