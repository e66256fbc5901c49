// /priceLists/edit/{priceListId}: rename with Update and Cancel. An unknown id is 'price list not
// found', and the screen goes back to /priceLists, which repeats the message.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { he } from '../he';
import { FormPage } from '../components/FormPage';
import { useRouteStore } from '../components/FormRoute';
import { PriceListForm } from '../components/PriceListForm';
import { PriceListFormStore } from '../stores/PriceListFormStore';

/** How long 'price list not found' shows before the list replaces it. */
const NOT_FOUND_REDIRECT_MS = 1500;

function PriceListEditPage() {
  const navigate = useNavigate();
  const { id, store } = useRouteStore('priceListId', (api, id) => new PriceListFormStore(api, id));
  const notFound = id === null || store.notFound;
  useEffect(() => {
    if (!notFound) return;
    const timer = setTimeout(
      () => navigate('/priceLists', { replace: true, state: { flash: { tone: 'error', text: he.plNotFound } } }),
      NOT_FOUND_REDIRECT_MS,
    );
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
