// /add-attribute: name and description; the provider's per-field errors under their fields.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { AttributeForm } from '../components/AttributeForm';
import { FormPage } from '../components/FormPage';
import { AttributeFormStore } from '../stores/AttributeFormStore';

function AttributeAddPage() {
  const { api } = useStores();
  const [store] = useState(() => new AttributeFormStore(api));
  return (
    <FormPage title={he.attrAddTitle} back={{ to: '/attributes', label: he.attrBack }}>
      <AttributeForm store={store} submitLabel={he.attrAddSubmit} />
    </FormPage>
  );
}

export default observer(AttributeAddPage);
