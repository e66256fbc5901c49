// /priceLists/edit/{priceListId}: rename with Update and Cancel. An unknown id is 'price list not
// found', and the screen goes back to /priceLists, which repeats the message.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { he } from './he';
import { FormPage } from '../lib/FormPage';
import { useRouteStore } from '../lib/screen';
import { PriceListForm } from './PriceListForm';
import { PriceListFormStore } from './PriceListFormStore';

/** How long 'price list not found' shows before the list replaces it. */
const NOT_FOUND_REDIRECT_MS = 1500;

function PriceListEditPage() {
  const navigate = useNavigate();
  const { id, store } = useRouteStore('priceListId', (deps, id) => new PriceListFormStore(deps, id));
  const notFound = id === null || store.notFound;
  useEffect(() => {
    if (!notFound) return;
    const timer = setTimeout(
      () => void navigate('/priceLists', { replace: true, state: { flash: { tone: 'error', text: he.notFound } } }),
      NOT_FOUND_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [notFound, navigate]);
  return (
    <FormPage
      title={he.editTitle}
      loading={store.loading}
      loadError={store.loadError}
      onRetry={() => void store.load()}
      notFound={notFound ? he.notFound : null}
      back={{ to: '/priceLists', label: he.backToList }}
    >
      <PriceListForm
        store={store}
        submitLabel={he.updateSubmit}
        onSubmitted={() => void navigate('/priceLists', { state: { flash: { tone: 'success', text: he.updated } } })}
      >
        <button type="button" className="button button--secondary" onClick={() => void navigate('/priceLists')}>
          {he.cancel}
        </button>
      </PriceListForm>
    </FormPage>
  );
}

export default observer(PriceListEditPage);
