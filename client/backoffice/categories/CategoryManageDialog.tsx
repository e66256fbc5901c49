// ?d=category&action=manage: the category list in a dialog; edit, groups and add switch the
// dialog to the update, connect and add actions.
import { observer } from 'mobx-react-lite';
import { Dialog } from '../../ui/Dialog';
import type { DialogProps } from '../../ui/dialogs';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { CategoryTable } from './CategoryTable';
import { CategoryListStore } from './CategoryListStore';
import { useScreenStore } from '../lib/screen';
import { HubGuard } from '../lib/HubGuard';

const CategoryManageDialog = observer(function CategoryManageDialog({ onClose }: DialogProps) {
  const { dialogs } = useStores();
  const store = useScreenStore((deps) => new CategoryListStore(deps));
  return (
    <Dialog title={he.manageTitle} onClose={onClose} size="wide">
      <HubGuard roles={['Administrator']} deniedText={he.notAllowed}>
        <div className="hub-head" style={{ marginBlockEnd: 12 }}>
          <button type="button" className="button" onClick={() => dialogs.open({ d: 'category', action: 'add' })}>
            {he.add}
          </button>
        </div>
        <CategoryTable
          store={store}
          onEdit={(category) => dialogs.open({ d: 'category', action: 'update', id: category.id })}
          onGroups={(category) => dialogs.open({ d: 'category', action: 'connect', id: category.id })}
        />
      </HubGuard>
    </Dialog>
  );
});

export default CategoryManageDialog;
