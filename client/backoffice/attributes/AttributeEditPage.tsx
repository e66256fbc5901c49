// /attributes/edit/{id}: name and description, both required; success returns to /attributes.
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { he } from './he';
import { AttributeForm } from './AttributeForm';
import { FormPage } from '../lib/FormPage';
import { useRouteStore } from '../lib/screen';
import { AttributeFormStore } from './AttributeFormStore';

function AttributeEditPage() {
  const navigate = useNavigate();
  const { id, store } = useRouteStore('id', (deps, id) => new AttributeFormStore(deps, id));
  const toList = () => void navigate('/attributes');
  return (
    <FormPage
      title={he.editTitle}
      loading={store.loading}
      loadError={store.loadError}
      onRetry={() => void store.load()}
      notFound={id === null || store.notFound ? he.notFound : null}
      back={{ to: '/attributes', label: he.backToAttributes }}
    >
      <AttributeForm
        store={store}
        submitLabel={he.updateSubmit}
        onSubmitted={() => void navigate('/attributes', { state: { flash: { tone: 'success', text: he.updated } } })}
      >
        <button type="button" className="button button--secondary" onClick={toList}>
          {he.cancel}
        </button>
      </AttributeForm>
    </FormPage>
  );
}

export default observer(AttributeEditPage);
