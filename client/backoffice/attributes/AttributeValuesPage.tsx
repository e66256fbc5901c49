// /attributes/{attributeId}/values: the attribute's name, Back to Attributes, an add-value form,
// and the values in a table, each deleted after a confirmation; the empty state when none.
import { MessageLine } from '../lib/Message';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../components/TextField';
import { he } from '../he';
import { ConfirmDelete } from '../lib/ConfirmDelete';
import { DataTable, idColumn, RowAction } from '../lib/DataTable';
import { FormMessages } from '../lib/FormFields';
import { FormPage } from '../lib/FormPage';
import { useRouteStore } from '../lib/screen';
import { AttributeValuesStore } from './AttributeValuesStore';

const ValuesTable = observer(function ValuesTable({ store }: { store: AttributeValuesStore }) {
  if (store.values.length === 0) return <p className="muted bo-card">{he.boAttribute.valuesEmpty}</p>;
  return (
    <DataTable
      caption={he.boAttribute.valuesTable}
      rows={store.values}
      rowKey={(v) => v.id}
      columns={[idColumn, { header: he.boAttribute.valueColValue, cell: (v) => v.value }]}
      actions={(v) => (
        <RowAction danger onClick={() => store.askDelete(v)} label={he.boAttribute.valueDeleteOf(v.value)}>
          {he.boAttribute.valueDelete}
        </RowAction>
      )}
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
      title={name ? he.boAttribute.valuesTitle(name) : he.boAttribute.values}
      subtitle={store.attribute?.description}
      width="wide"
      loading={store.loading}
      loadError={store.loadError}
      onRetry={() => void store.load()}
      notFound={id === null || store.notFound ? he.boAttribute.notFound : null}
      actions={
        <button type="button" className="button button--secondary button--small" onClick={() => navigate('/attributes')}>
          {he.boAttribute.back}
        </button>
      }
    >
      <form className="bo-card" onSubmit={add} noValidate aria-labelledby="attr-value-add">
        <h2 id="attr-value-add">{he.boAttribute.valueAddTitle}</h2>
        <div className="bo-inline-form">
          <TextField
            label={he.boAttribute.valueLabel}
            value={store.newValue}
            onChange={(v) => store.setNewValue(v)}
            error={store.form.errors.value}
            required
            maxLength={200}
          />
          <button type="submit" className="button" disabled={store.form.busy}>
            {he.boAttribute.valueAdd}
          </button>
        </div>
        <FormMessages form={store.form} />
      </form>
      {store.deleteMessage && <MessageLine message={store.deleteMessage} />}
      <ValuesTable store={store} />
      <ConfirmDelete pending={store} message={he.boAttribute.valueConfirm} />
    </FormPage>
  );
}

export default observer(AttributeValuesPage);
