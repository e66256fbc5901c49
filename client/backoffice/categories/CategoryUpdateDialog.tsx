// ?d=category&action=update&id=...: the category details form in a dialog; success and Cancel
// return to the category list (the manage action).
import { observer } from 'mobx-react-lite';
import { Dialog } from '../../ui/Dialog';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import type { DialogProps } from '../../ui/dialogs';
import { useStores } from '../../stores/StoreContext';
import { he } from './he';
import { HubGuard } from '../lib/HubGuard';
import { routeId, useScreenStore } from '../lib/screen';
import { RoleDialog } from '../lib/RoleDialog';
import { CategoryDetailsForm } from './CategoryDetailsForm';
import { CategoryFormStore } from './CategoryFormStore';

const UpdateDialog = observer(function UpdateDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { dialogs } = useStores();
  const store = useScreenStore((deps) => new CategoryFormStore(deps, id));
  const toList = () => dialogs.open({ d: 'category', action: 'manage' });

  let content;
  if (id !== null && store.loadError && !store.notFound) {
    content = <LoadFailed text={he.categoryLoadFailed} onRetry={() => void store.load()} />;
  } else if (id === null || store.notFound) {
    content = (
      <p className="alert alert--error" role="alert">
        {he.notFound}
      </p>
    );
  } else if (!store.category) {
    content = <Spinner />;
  } else {
    content = <CategoryDetailsForm store={store} mode="edit" onDone={toList} onCancel={toList} />;
  }
  return (
    <Dialog title={he.updateTitle} onClose={onClose} unsaved={store.unsaved}>
      <HubGuard roles={['Administrator']} deniedText={he.notAllowed}>
        {content}
      </HubGuard>
    </Dialog>
  );
});

const CategoryUpdateDialog = observer(function CategoryUpdateDialog({ dialog, onClose }: DialogProps) {
  const id = routeId(dialog.id);
  return (
    <RoleDialog roles={['Administrator']} deniedText={he.notAllowed} title={he.updateTitle} onClose={onClose}>
      <UpdateDialog key={id ?? 'none'} id={id} onClose={onClose} />
    </RoleDialog>
  );
});

export default CategoryUpdateDialog;
