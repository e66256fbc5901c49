// /attributes/edit/{id}: name and description, both required; success returns to /attributes.
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { he } from '../he';
import { AttributeForm } from '../components/AttributeForm';
import { FormPage } from '../components/FormPage';
import { useRouteStore } from '../components/FormRoute';
import { AttributeFormStore } from '../stores/AttributeFormStore';

function AttributeEditPage() {
  const navigate = useNavigate();
  const { id, store } = useRouteStore('id', (api, id) => new AttributeFormStore(api, id));
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
