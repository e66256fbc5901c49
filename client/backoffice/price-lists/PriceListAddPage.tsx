// /add-priceList: a new price list's name.
import { useScreenStore } from '../lib/screen';
import { observer } from 'mobx-react-lite';
import { he } from './he';
import { FormPage } from '../lib/FormPage';
import { PriceListForm } from './PriceListForm';
import { PriceListFormStore } from './PriceListFormStore';

function PriceListAddPage() {
  const store = useScreenStore((deps) => new PriceListFormStore(deps));
  return (
    <FormPage title={he.addTitle} back={{ to: '/priceLists', label: he.backToList }}>
      <PriceListForm store={store} submitLabel={he.addSubmit} />
    </FormPage>
  );
}

export default observer(PriceListAddPage);
