// The category details form: the name (letters and spaces only) and the description, required
// on edit. Used to add (page and dialog) and to update (edit page and dialog).
import { MessageLine } from '../lib/Message';
import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { TextField } from '../../ui/TextField';
import { he, validationText } from './he';
import type { CategoryFormStore } from './CategoryFormStore';
import '../lib/Hub.css';
import { BusyButton } from '../../ui/BusyButton';

interface Props {
  store: CategoryFormStore;
  mode: 'add' | 'edit';
  /** After a successful add (with the new id) or update. */
  onDone: (id: number) => void;
  onCancel: () => void;
}

export const CategoryDetailsForm = observer(function CategoryDetailsForm({ store, mode, onDone, onCancel }: Props) {
  const descriptionId = useId();
  const form = store.form;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (mode === 'add') {
      const id = await store.add();
      if (id !== null) onDone(id);
    } else if (await store.update()) {
      onDone(store.category!.id);
    }
  };

  const descriptionError = form.errors.description;
  return (
    <form className="hub-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={he.nameLabel}
        value={store.categoryName}
        onChange={(v) => store.setName(v)}
        error={form.errors.categoryName}
        required
        maxLength={200}
        autoComplete="off"
      />
      {!form.errors.categoryName && <p className="muted hub-hint hub-field-hint">{he.nameHint}</p>}
      <div className="field">
        <label htmlFor={descriptionId}>{mode === 'add' ? he.descriptionOptional : he.descriptionLabel}</label>
        <textarea
          id={descriptionId}
          className="textarea"
          value={store.description}
          onChange={(e) => store.setDescription(e.target.value)}
          required={mode === 'edit'}
          maxLength={1000}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
        />
        {descriptionError && (
          <span id={`${descriptionId}-error`} className="field-error">
            {validationText(descriptionError)}
          </span>
        )}
      </div>
      <MessageLine message={{ tone: 'error', text: form.failure }} focus />
      <div className="hub-form__actions">
        <BusyButton type="submit" className="button" busy={form.busy}>
          {mode === 'add' ? (form.busy ? he.creating : he.create) : form.busy ? he.updating : he.updateCategory}
        </BusyButton>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {he.cancel}
        </button>
      </div>
    </form>
  );
});
