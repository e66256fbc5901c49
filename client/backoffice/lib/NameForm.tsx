// The form of the screens that add or edit a named record (an attribute, a price list): the name,
// required, any further fields, the form's messages, and Save beside any further buttons.
import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { TextField } from '../../ui/TextField';
import { FormSave } from './FormFields';
import type { FormState } from './FormState';

/** What the form needs of its store. */
export interface NameFormStore {
  readonly form: FormState;
  readonly name: string;
  setName(value: string): void;
  /** Checks and sends the form; true on success. */
  submit(): Promise<boolean>;
}

export interface NameFormProps {
  submitLabel: string;
  /** Called after a successful submit. */
  onSubmitted?: () => void;
  /** Further buttons (Cancel). */
  children?: ReactNode;
}

interface Props extends NameFormProps {
  store: NameFormStore;
  nameLabel: string;
  /** The fields under the name. */
  fields?: ReactNode;
}

export const NameForm = observer(function NameForm({ store, nameLabel, fields, submitLabel, onSubmitted, children }: Props) {
  const { form } = store;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await store.submit()) onSubmitted?.();
  };
  return (
    <form className="bo-card" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={nameLabel}
        value={store.name}
        onChange={(v) => store.setName(v)}
        error={form.errors.name}
        required
        maxLength={200}
      />
      {fields}
      <FormSave form={form} label={submitLabel}>
        {children}
      </FormSave>
    </form>
  );
});
