// /attributes/{attributeId}/values: the attribute's name, Back to Attributes, an add-value form,
// and the values in a table, each deleted after a confirmation; the empty state when none.
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TextField } from '../../components/TextField';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { FormMessage, FormMessages } from '../components/FormFields';
import { FormPage } from '../components/FormPage';
import { routeId } from '../components/FormRoute';
import { AttributeValuesStore } from '../stores/AttributeValuesStore';

const ValuesTable = observer(function ValuesTable({ store }: { store: AttributeValuesStore }) {
  if (store.values.length === 0) return <p className="muted bo-card">{he.attrValuesEmpty}</p>;
  return (
    <table className="data-table">
      <caption className="visually-hidden">{he.attrValuesTable}</caption>
      <thead>
        <tr>
          <th scope="col">{he.boId}</th>
          <th scope="col">{he.attrValueColValue}</th>
          <th scope="col">{he.boActions}</th>
        </tr>
      </thead>
      <tbody>
        {store.values.map((v) => (
          <tr key={v.id}>
            <td data-label={he.boId} className="bo-num">{v.id}</td>
            <td data-label={he.attrValueColValue}>{v.value}</td>
            <td className="actions-cell">
              <div className="row-actions">
                <button type="button" className="button button--danger button--small" onClick={() => store.askDelete(v)} aria-label={he.attrValueDeleteOf(v.value)}>
                  {he.attrValueDelete}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});

function AttributeValuesPage() {
  const { api } = useStores();
  const navigate = useNavigate();
  const id = routeId(useParams().attributeId);
  const [store] = useState(() => new AttributeValuesStore(api, id ?? 0));
  useEffect(() => {
    if (id !== null) void store.load();
  }, [store, id]);
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
          <TextField label={he.attrValueLabel} value={store.newValue} onChange={(v) => store.setNewValue(v)} error={store.form.errors.value} required maxLength={200} />
          <button type="submit" className="button" disabled={store.form.busy}>
            {he.attrValueAdd}
          </button>
        </div>
        <FormMessages form={store.form} />
      </form>
      {store.deleteMessage && <FormMessage tone={store.deleteMessage.tone} text={store.deleteMessage.text} />}
      <ValuesTable store={store} />
      {store.pendingDelete && (
        <ConfirmDialog
          message={he.attrValueConfirm}
          irreversible
          busy={store.deleting}
          onConfirm={() => void store.confirmDelete()}
          onCancel={() => store.cancelDelete()}
        />
      )}
    </FormPage>
  );
}

export default observer(AttributeValuesPage);
