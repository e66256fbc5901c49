// ?d=category&action=add: the add form; after success the dialog switches to the connect action
// for the new id, so the new category's item groups come next.
import { observer } from 'mobx-react-lite';
import { Dialog } from '../../ui/Dialog';
import type { DialogProps } from '../../ui/dialogs';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { useScreenStore } from '../lib/screen';
import { CategoryDetailsForm } from './CategoryDetailsForm';
import { HubGuard } from '../lib/HubGuard';
import { CategoryFormStore } from './CategoryFormStore';

const CategoryAddDialog = observer(function CategoryAddDialog({ onClose }: DialogProps) {
  const { dialogs } = useStores();
  const store = useScreenStore((deps) => new CategoryFormStore(deps));
  return (
    <Dialog title={he.addTitle} onClose={onClose} unsaved={store.unsaved}>
      <HubGuard roles={['Administrator']} deniedText={he.notAllowed}>
        <CategoryDetailsForm
          store={store}
          mode="add"
          onDone={(id) => dialogs.open({ d: 'category', action: 'connect', id }, { replace: true })}
          onCancel={onClose}
        />
      </HubGuard>
    </Dialog>
  );
});

export default CategoryAddDialog;
