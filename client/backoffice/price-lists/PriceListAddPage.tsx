// /add-priceList: a new price list's name.
import { useScreenStore } from '../lib/screen';
import { observer } from 'mobx-react-lite';
import { he } from '../he';
import { FormPage } from '../lib/FormPage';
import { PriceListForm } from './PriceListForm';
import { PriceListFormStore } from './PriceListFormStore';

function PriceListAddPage() {
  const store = useScreenStore((deps) => new PriceListFormStore(deps));
  return (
    <FormPage title={he.boPriceList.addTitle} back={{ to: '/priceLists', label: he.boForm.backToList }}>
      <PriceListForm store={store} submitLabel={he.boPriceList.addSubmit} />
    </FormPage>
  );
}

export default observer(PriceListAddPage);
