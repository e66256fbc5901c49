// /attributes/{attributeId}/values: the attribute's name, Back to Attributes, an add-value form,
// and the values in a table, each deleted after a confirmation; the empty state when none.
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../components/TextField';
import { he } from '../he';
import { ConfirmDelete } from '../components/ConfirmDelete';
import { DataTable, idColumn, RowAction } from '../components/DataTable';
import { FormMessage, FormMessages } from '../components/FormFields';
import { FormPage } from '../components/FormPage';
import { useRouteStore } from '../components/FormRoute';
import { AttributeValuesStore } from '../stores/AttributeValuesStore';

const ValuesTable = observer(function ValuesTable({ store }: { store: AttributeValuesStore }) {
  if (store.values.length === 0) return <p className="muted bo-card">{he.attrValuesEmpty}</p>;
  return (
    <DataTable
      caption={he.attrValuesTable}
      rows={store.values}
      rowKey={(v) => v.id}
      columns={[idColumn, { header: he.attrValueColValue, cell: (v) => v.value }]}
      actions={(v) => (
        <RowAction danger onClick={() => store.askDelete(v)} label={he.attrValueDeleteOf(v.value)}>
          {he.attrValueDelete}
        </RowAction>
      )}
    />
  );
});

function AttributeValuesPage() {
  const navigate = useNavigate();
  const { id, store } = useRouteStore('attributeId', (api, id) => new AttributeValuesStore(api, id));
  const add = (e: FormEvent) => {
    e.preventDefault();
    void store.add();
  };
  const name = store.attribute?.name ?? '';
  return (
    <FormPage
      title={name ? he.attrValuesTitle(name) : he.attrValues}
      subtitle={store.attribute?.description}
      width="wide"
      loading={store.loading}
      loadError={store.loadError}
      notFound={id === null || store.notFound ? he.attrNotFound : null}
      actions={
        <button type="button" className="button button--secondary button--small" onClick={() => navigate('/attributes')}>
          {he.attrBack}
        </button>
      }
    >
      <form className="bo-card" onSubmit={add} noValidate aria-labelledby="attr-value-add">
        <h2 id="attr-value-add">{he.attrValueAddTitle}</h2>
        <div className="bo-inline-form">
          <TextField
            label={he.attrValueLabel}
            value={store.newValue}
            onChange={(v) => store.setNewValue(v)}
            error={store.form.errors.value}
            required
            maxLength={200}
          />
          <button type="submit" className="button" disabled={store.form.busy}>
            {he.attrValueAdd}
          </button>
        </div>
        <FormMessages form={store.form} />
      </form>
      {store.deleteMessage && <FormMessage tone={store.deleteMessage.tone} text={store.deleteMessage.text} />}
      <ValuesTable store={store} />
      <ConfirmDelete pending={store} message={he.attrValueConfirm} />
    </FormPage>
  );
}

export default observer(AttributeValuesPage);
