// /add-attribute: name and description; the provider's per-field errors under their fields.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { AttributeForm } from './AttributeForm';
import { FormPage } from '../lib/FormPage';
import { AttributeFormStore } from './AttributeFormStore';

function AttributeAddPage() {
  const { api } = useStores();
  const [store] = useState(() => new AttributeFormStore(api));
  return (
    <FormPage title={he.boAttribute.addTitle} back={{ to: '/attributes', label: he.boAttribute.back }}>
      <AttributeForm store={store} submitLabel={he.boAttribute.addSubmit} />
    </FormPage>
  );
}

export default observer(AttributeAddPage);
