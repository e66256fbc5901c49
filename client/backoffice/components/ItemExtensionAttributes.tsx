// The 'attributes' panel of the item extension dialog: the item's attributes with Remove, an add
// form (a name from the attribute list, a value from its values or typed), and Save.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { TextField } from '../../components/TextField';
import { he, validationText } from '../he';
import type { ItemExtensionAttributesStore } from '../stores/ItemExtensionAttributesStore';
import { FormMessage, FormMessages, SelectField } from './FormFields';

export const ItemExtensionAttributes = observer(function ItemExtensionAttributes({ store }: { store: ItemExtensionAttributesStore }) {
  const valuesId = useId();
  useEffect(() => void store.loadOptions(), [store]);
  const { addForm, form } = store;
  const add = (e: FormEvent) => {
    e.preventDefault();
    store.add();
  };
  const listError = form.errors.items ?? Object.entries(form.errors).find(([k]) => k.startsWith('items.'))?.[1];
  return (
    <div className="item-ext__form">
      {store.items.length === 0 ? (
        <p className="muted">{he.extAttrEmpty}</p>
      ) : (
        <table className="data-table">
          <caption className="visually-hidden">{he.extAttrTable}</caption>
          <thead>
            <tr>
              <th scope="col">{he.extAttrName}</th>
              <th scope="col">{he.extAttrValue}</th>
              <th scope="col">{he.boActions}</th>
            </tr>
          </thead>
          <tbody>
            {store.items.map((a) => (
              <tr key={a.attributeName}>
                <td data-label={he.extAttrName}>{a.attributeName}</td>
                <td data-label={he.extAttrValue}>{a.attributeValue}</td>
                <td className="actions-cell">
                  <div className="row-actions">
                    <button type="button" className="button button--secondary button--small" onClick={() => store.remove(a.attributeName)} aria-label={he.extAttrRemoveOf(a.attributeName)}>
                      {he.extAttrRemove}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {listError && <FormMessage tone="error" text={validationText(listError)} />}
      <form onSubmit={add} noValidate className="item-ext__add" aria-labelledby={`${valuesId}-title`}>
        <h3 id={`${valuesId}-title`}>{he.extAttrAdd}</h3>
        {store.optionsError && <FormMessage tone="error" text={store.optionsError} />}
        <div className="item-ext__row">
          <SelectField label={he.extAttrName} value={store.newName} onChange={(v) => void store.setNewName(v)} error={addForm.errors.attributeName} placeholder={he.extAttrChoose} required>
            {store.options.map((o) => (
              <option key={o.id} value={o.name}>
                {o.name}
              </option>
            ))}
          </SelectField>
          <TextField label={he.extAttrValue} value={store.newValue} onChange={(v) => store.setNewValue(v)} error={addForm.errors.attributeValue} list={valuesId} required maxLength={200} autoComplete="off" />
          <datalist id={valuesId}>
            {store.values.map((v) => (
              <option key={v.id} value={v.value} />
            ))}
          </datalist>
        </div>
        <p className="muted item-ext__hint">{he.extAttrValueHint}</p>
        <button type="submit" className="button button--secondary">
          {he.extAttrAdd}
        </button>
      </form>
      {store.dirty && <p className="alert alert--warning">{he.extUnsaved}</p>}
      <FormMessages form={form} />
      <div className="bo-form-actions">
        <button type="button" className="button" onClick={() => void store.save()} disabled={form.busy}>
          {form.busy ? he.boSaving : he.extAttrSave}
        </button>
      </div>
    </div>
  );
});
