// /add-priceList: a new price list's name.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { FormPage } from '../lib/FormPage';
import { PriceListForm } from './PriceListForm';
import { PriceListFormStore } from './PriceListFormStore';

function PriceListAddPage() {
  const { api } = useStores();
  const [store] = useState(() => new PriceListFormStore(api));
  return (
    <FormPage title={he.boPriceList.addTitle} back={{ to: '/priceLists', label: he.boForm.backToList }}>
      <PriceListForm store={store} submitLabel={he.boPriceList.addSubmit} />
    </FormPage>
  );
}

export default observer(PriceListAddPage);
