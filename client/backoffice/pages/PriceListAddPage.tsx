// /add-priceList: a new price list's name.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { FormPage } from '../components/FormPage';
import { PriceListForm } from '../components/PriceListForm';
import { PriceListFormStore } from '../stores/PriceListFormStore';

function PriceListAddPage() {
  const { api } = useStores();
  const [store] = useState(() => new PriceListFormStore(api));
  return (
    <FormPage title={he.plAddTitle} back={{ to: '/priceLists', label: he.boBackToList }}>
      <PriceListForm store={store} submitLabel={he.plAddSubmit} />
    </FormPage>
  );
}

export default observer(PriceListAddPage);
