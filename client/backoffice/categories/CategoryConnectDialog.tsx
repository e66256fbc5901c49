// ?d=category&action=connect&id=...: the category's item groups: connected ones in display
// order with 'remove link' and their order, and a form connecting another group. Choosing another
// category changes the dialog's id, and the same screen shows that category's groups.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Dialog } from '../../ui/Dialog';
import type { DialogProps } from '../../ui/dialogs';
import { useStores } from '../../stores/StoreContext';
import { he } from './he';
import { HubGuard } from '../lib/HubGuard';
import { routeId, useScreenStore } from '../lib/screen';
import { RoleDialog } from '../lib/RoleDialog';
import { CategoryConnectStore } from './CategoryConnectStore';
import { CategoryGroups } from './CategoryGroups';

const ConnectDialog = observer(function ConnectDialog({ categoryId, onClose }: { categoryId: number | null; onClose: () => void }) {
  const { dialogs } = useStores();
  const store = useScreenStore((deps) => new CategoryConnectStore(deps, categoryId));
  useEffect(() => store.choose(categoryId), [store, categoryId]);
  return (
    <Dialog title={he.connectTitle(store.category?.categoryName ?? '')} onClose={onClose} size="wide">
      <HubGuard roles={['Administrator']} deniedText={he.notAllowed}>
        <CategoryGroups
          store={store}
          onCategory={(next) =>
            dialogs.open({ d: 'category', action: 'connect', ...(next === null ? {} : { id: next }) }, { replace: true })
          }
        />
        <div className="hub-form__actions" style={{ marginBlockStart: 16 }}>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {he.done}
          </button>
        </div>
      </HubGuard>
    </Dialog>
  );
});

const CategoryConnectDialog = observer(function CategoryConnectDialog({ dialog, onClose }: DialogProps) {
  return (
    <RoleDialog roles={['Administrator']} deniedText={he.notAllowed} title={he.connectTitle('')} onClose={onClose} size="wide">
      <ConnectDialog categoryId={routeId(dialog.id)} onClose={onClose} />
    </RoleDialog>
  );
});

export default CategoryConnectDialog;
