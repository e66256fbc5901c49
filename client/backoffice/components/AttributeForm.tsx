// The attribute form of the add and edit screens: name and description, both required.
import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { TextField } from '../../components/TextField';
import { he } from '../he';
import type { AttributeFormStore } from '../stores/AttributeFormStore';
import { TextAreaField, FormMessages } from './FormFields';

interface Props {
  store: AttributeFormStore;
  submitLabel: string;
  onSubmitted?: () => void;
  /** Further buttons (Cancel). */
  children?: ReactNode;
}

export const AttributeForm = observer(function AttributeForm({ store, submitLabel, onSubmitted, children }: Props) {
  const { form } = store;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await store.submit()) onSubmitted?.();
  };
  return (
    <form className="bo-card" onSubmit={submit} noValidate>
      <TextField label={he.attrName} value={store.name} onChange={(v) => store.setName(v)} error={form.errors.name} required maxLength={200} />
      <TextAreaField label={he.attrDescription} value={store.description} onChange={(v) => store.setDescription(v)} error={form.errors.description} required maxLength={1000} rows={3} />
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
