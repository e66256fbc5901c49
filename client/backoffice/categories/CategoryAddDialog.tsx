// ?d=category&action=add: the add form; after success the dialog switches to the connect action
// for the new id, so the new category's item groups come next.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Dialog } from '../../components/Dialog';
import type { DialogProps } from '../../dialogs/dialogs';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { CategoryDetailsForm } from './CategoryDetailsForm';
import { HubGuard } from '../lib/HubGuard';
import { CategoryFormStore } from './CategoryFormStore';

const t = he.boCategory;

const CategoryAddDialog = observer(function CategoryAddDialog({ onClose }: DialogProps) {
  const root = useStores();
  const [form] = useState(() => new CategoryFormStore(root));
  return (
    <Dialog title={t.addTitle} onClose={onClose} unsaved={form.unsaved}>
      <HubGuard roles={['Administrator']} deniedText={t.notAllowed}>
        <CategoryDetailsForm
          form={form}
          mode="add"
          onDone={(id) => root.dialogs.open({ d: 'category', action: 'connect', id }, { replace: true })}
          onCancel={onClose}
        />
      </HubGuard>
    </Dialog>
  );
});

export default CategoryAddDialog;
