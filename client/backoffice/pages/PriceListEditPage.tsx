// /priceLists/edit/{priceListId}: rename with Update and Cancel. An unknown id is 'price list not
// found', and the screen goes back to /priceLists, which repeats the message.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { FormPage } from '../components/FormPage';
import { routeId } from '../components/FormRoute';
import { PriceListForm } from '../components/PriceListForm';
import { PriceListFormStore } from '../stores/PriceListFormStore';

/** How long 'price list not found' shows before the list replaces it. */
const NOT_FOUND_REDIRECT_MS = 1500;

function PriceListEditPage() {
  const { api } = useStores();
  const navigate = useNavigate();
  const id = routeId(useParams().priceListId);
  const [store] = useState(() => new PriceListFormStore(api, id ?? 0));
  const notFound = id === null || store.notFound;
  useEffect(() => {
    if (id !== null) void store.load();
  }, [store, id]);
  useEffect(() => {
    if (!notFound) return;
    const timer = setTimeout(() => navigate('/priceLists', { replace: true, state: { flash: { tone: 'error', text: he.plNotFound } } }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [notFound, navigate]);
  return (
    <FormPage
      title={he.plEditTitle}
      loading={store.loading}
      loadError={store.loadError}
      notFound={notFound ? he.plNotFound : null}
      back={{ to: '/priceLists', label: he.boBackToList }}
    >
      <PriceListForm
        store={store}
        submitLabel={he.plUpdateSubmit}
        onSubmitted={() => navigate('/priceLists', { state: { flash: { tone: 'success', text: he.plUpdated } } })}
      >
        <button type="button" className="button button--secondary" onClick={() => navigate('/priceLists')}>
          {he.cancel}
        </button>
      </PriceListForm>
    </FormPage>
  );
}

export default observer(PriceListEditPage);
