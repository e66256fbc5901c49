// /attributes/{attributeId}/values: the attribute's name, Back to Attributes, an add-value form,
// and the values in a table, each edited in its row or deleted after a confirmation; the empty
// state when none.
import { MessageLine } from '../lib/Message';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AttributeValue } from '@shared/contract/entities';
import { useFocusReturn } from '../../ui/focusReturn';
import { TextField } from '../../ui/TextField';
import { he } from './he';
import { ConfirmDelete } from '../lib/ConfirmDelete';
import { DataTable, idColumn, RowAction } from '../lib/DataTable';
import { FormMessages } from '../lib/FormFields';
import { FormPage } from '../lib/FormPage';
import { useRouteStore } from '../lib/screen';
import { AttributeValuesStore } from './AttributeValuesStore';
import { BusyButton } from '../../ui/BusyButton';

/** The value edited in its row: its field (Enter saves, Escape cancels), Save and Cancel. */
const EditValue = observer(function EditValue({ store, value }: { store: AttributeValuesStore; value: AttributeValue }) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.saveEdit();
  };
  return (
    <form
      id={`value-edit-${value.id}`}
      className="bo-inline-form"
      noValidate
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          // The row's Escape, not the page's.
          e.stopPropagation();
          store.cancelEdit();
        }
      }}
    >
      <TextField
        label={he.valueEditLabel(value.value)}
        value={store.editText}
        onChange={(v) => store.setEditText(v)}
        error={store.editForm.errors.value ?? store.editForm.failure ?? undefined}
        required
        maxLength={200}
        autoFocus
      />
    </form>
  );
});

const ValuesTable = observer(function ValuesTable({ store }: { store: AttributeValuesStore }) {
  const editor = useFocusReturn(store.editing !== null);
  if (store.values.length === 0) return <p className="muted bo-card">{he.valuesEmpty}</p>;
  const editing = (v: AttributeValue) => store.editing?.id === v.id;
  return (
    <DataTable
      caption={he.valuesTable}
      rows={store.values}
      rowKey={(v) => v.id}
      columns={[idColumn, { header: he.valueColValue, cell: (v) => (editing(v) ? <EditValue store={store} value={v} /> : v.value) }]}
      actions={(v) =>
        editing(v) ? (
          <>
            <BusyButton
              type="submit"
              form={`value-edit-${v.id}`}
              className="button button--small"
              busy={store.editForm.busy}
              aria-label={he.valueSaveOf(v.value)}
            >
              {he.valueSave}
            </BusyButton>
            <RowAction onClick={() => store.cancelEdit()} label={he.valueCancelOf(v.value)}>
              {he.cancel}
            </RowAction>
          </>
        ) : (
          <>
            <RowAction
              onClick={() => {
                editor.open();
                store.startEdit(v);
              }}
              label={he.valueEditOf(v.value)}
            >
              {he.valueEdit}
            </RowAction>
            <RowAction danger onClick={() => store.askDelete(v)} label={he.valueDeleteOf(v.value)}>
              {he.valueDelete}
            </RowAction>
          </>
        )
      }
    />
  );
});

function AttributeValuesPage() {
  const navigate = useNavigate();
  const { id, store } = useRouteStore('attributeId', (deps, id) => new AttributeValuesStore(deps, id));
  const add = (e: FormEvent) => {
    e.preventDefault();
    void store.add();
  };
  const name = store.attribute?.name ?? '';
  return (
    <FormPage
      title={name ? he.valuesTitle(name) : he.values}
      subtitle={store.attribute?.description}
      width="wide"
      loading={store.loading}
      loadError={store.loadError}
      onRetry={() => void store.load()}
      notFound={id === null || store.notFound ? he.notFound : null}
      actions={
        <button type="button" className="button button--secondary button--small" onClick={() => void navigate('/attributes')}>
          {he.backToAttributes}
        </button>
      }
    >
      <form className="bo-card" onSubmit={add} noValidate aria-labelledby="attr-value-add">
        <h2 id="attr-value-add">{he.valueAddTitle}</h2>
        <div className="bo-inline-form">
          <TextField
            label={he.valueLabel}
            value={store.newValue}
            onChange={(v) => store.setNewValue(v)}
            error={store.form.errors.value}
            required
            maxLength={200}
          />
          <BusyButton type="submit" className="button" busy={store.form.busy}>
            {he.valueAdd}
          </BusyButton>
        </div>
        <FormMessages form={store.form} />
      </form>
      {store.message && <MessageLine message={store.message} focus />}
      <ValuesTable store={store} />
      <ConfirmDelete pending={store} message={he.valueConfirm} />
    </FormPage>
  );
}

export default observer(AttributeValuesPage);
