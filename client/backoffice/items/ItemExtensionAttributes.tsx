// The 'attributes' panel of the item extension dialog: the item's attributes with Remove, an add
// form (a name from the attribute list, a value from its values or typed), and Save.
import { MessageLine } from '../lib/Message';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { TextField } from '../../ui/TextField';
import { he, validationText } from './he';
import type { ItemExtensionAttributesStore } from './ItemExtensionAttributesStore';
import { DataTable, RowAction } from '../lib/DataTable';
import { FormSave, SelectField } from '../lib/FormFields';

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
        <p className="muted">{he.attrEmpty}</p>
      ) : (
        <DataTable
          caption={he.attrTable}
          rows={store.items}
          rowKey={(a) => a.attributeName}
          columns={[
            { header: he.attrName, cell: (a) => a.attributeName },
            { header: he.attrValue, cell: (a) => a.attributeValue },
          ]}
          actions={(a) => (
            <RowAction onClick={() => store.remove(a.attributeName)} label={he.attrRemoveOf(a.attributeName)}>
              {he.attrRemove}
            </RowAction>
          )}
        />
      )}
      {listError && <MessageLine message={{ tone: 'error', text: validationText(listError) }} />}
      <form onSubmit={add} noValidate className="item-ext__add" aria-labelledby={`${valuesId}-title`}>
        <h3 id={`${valuesId}-title`}>{he.attrAdd}</h3>
        {store.optionsError && <MessageLine message={{ tone: 'error', text: store.optionsError }} />}
        <div className="item-ext__row">
          <SelectField
            label={he.attrName}
            value={store.newName}
            onChange={(v) => void store.setNewName(v)}
            error={addForm.errors.attributeName}
            placeholder={he.attrChoose}
            required
          >
            {store.options.map((o) => (
              <option key={o.id} value={o.name}>
                {o.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label={he.attrValue}
            value={store.newValue}
            onChange={(v) => store.setNewValue(v)}
            error={addForm.errors.attributeValue}
            list={valuesId}
            required
            maxLength={200}
            autoComplete="off"
          />
          <datalist id={valuesId}>
            {store.values.map((v) => (
              <option key={v.id} value={v.value} />
            ))}
          </datalist>
        </div>
        <p className="muted item-ext__hint">{he.attrValueHint}</p>
        <button type="submit" className="button button--secondary">
          {he.attrAdd}
        </button>
      </form>
      {store.dirty && <p className="alert alert--warning">{he.unsaved}</p>}
      <FormSave form={form} label={he.attrSave} onClick={() => void store.save()} />
    </div>
  );
});
