// /add-attribute: name and description; the provider's per-field errors under their fields.
import { useScreenStore } from '../lib/screen';
import { observer } from 'mobx-react-lite';
import { he } from './he';
import { AttributeForm } from './AttributeForm';
import { FormPage } from '../lib/FormPage';
import { AttributeFormStore } from './AttributeFormStore';

function AttributeAddPage() {
  const store = useScreenStore((deps) => new AttributeFormStore(deps));
  return (
    <FormPage title={he.addTitle} back={{ to: '/attributes', label: he.backToAttributes }}>
      <AttributeForm store={store} submitLabel={he.addSubmit} />
    </FormPage>
  );
}

export default observer(AttributeAddPage);
