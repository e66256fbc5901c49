// /attributes/edit/{id}: name and description, both required; success returns to /attributes.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { AttributeForm } from '../components/AttributeForm';
import { FormPage } from '../components/FormPage';
import { routeId } from '../components/FormRoute';
import { AttributeFormStore } from '../stores/AttributeFormStore';

function AttributeEditPage() {
  const { api } = useStores();
  const navigate = useNavigate();
  const id = routeId(useParams().id);
  const [store] = useState(() => new AttributeFormStore(api, id ?? 0));
  useEffect(() => {
    if (id !== null) void store.load();
  }, [store, id]);
  const toList = () => navigate('/attributes');
  return (
    <FormPage
      title={he.attrEditTitle}
      loading={store.loading}
      loadError={store.loadError}
      notFound={id === null || store.notFound ? he.attrNotFound : null}
      back={{ to: '/attributes', label: he.attrBack }}
    >
      <AttributeForm
        store={store}
        submitLabel={he.attrUpdateSubmit}
        onSubmitted={() => navigate('/attributes', { state: { flash: { tone: 'success', text: he.attrUpdated } } })}
      >
        <button type="button" className="button button--secondary" onClick={toList}>
          {he.cancel}
        </button>
      </AttributeForm>
    </FormPage>
  );
}

export default observer(AttributeEditPage);
