// ?d=category&action=connect&id=...: the category's item groups: connected ones in display
// order with 'remove link' and their order, and a form connecting another group.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import type { DialogProps } from '../../dialogs/dialogs';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { CategoryGroups } from './CategoryGroups';
import { HubGuard } from '../lib/HubGuard';
import { CategoryConnectStore } from './CategoryConnectStore';

const t = he.boCategory;

const CategoryConnectDialog = observer(function CategoryConnectDialog({ dialog, onClose }: DialogProps) {
  const root = useStores();
  const [store] = useState(() => new CategoryConnectStore(root));
  const id = Number(dialog.id);
  const categoryId = Number.isInteger(id) && id > 0 ? id : null;
  const isAdmin = root.session.isAdmin;
  useEffect(() => {
    if (isAdmin) void store.open(categoryId);
  }, [store, categoryId, isAdmin]);

  return (
    <Dialog title={t.connectTitle(store.category?.categoryName ?? '')} onClose={onClose} size="wide">
      <HubGuard roles={['Administrator']} deniedText={t.notAllowed}>
        <CategoryGroups
          store={store}
          onCategory={(next) =>
            root.dialogs.open({ d: 'category', action: 'connect', ...(next === null ? {} : { id: next }) }, { replace: true })
          }
        />
        <div className="hub-form__actions" style={{ marginBlockStart: 16 }}>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t.done}
          </button>
        </div>
      </HubGuard>
    </Dialog>
  );
});

export default CategoryConnectDialog;
