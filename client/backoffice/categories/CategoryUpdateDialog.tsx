// ?d=category&action=update&id=...: the category details form in a dialog; success and Cancel
// return to the category list (the manage action).
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import type { DialogProps } from '../../dialogs/dialogs';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { CategoryDetailsForm } from './CategoryDetailsForm';
import { HubGuard } from '../lib/HubGuard';
import { CategoryFormStore } from './CategoryFormStore';

const t = he.boCategory;

const CategoryUpdateDialog = observer(function CategoryUpdateDialog({ dialog, onClose }: DialogProps) {
  const root = useStores();
  const [form] = useState(() => new CategoryFormStore(root));
  const id = Number(dialog.id);
  const valid = Number.isInteger(id) && id > 0;
  useEffect(() => {
    if (valid && root.session.isAdmin) void form.load(id);
  }, [form, id, valid, root.session.isAdmin]);
  const toList = () => root.dialogs.open({ d: 'category', action: 'manage' });

  let content;
  if (!valid || (form.loadError && !form.category)) {
    content = (
      <p className="alert alert--error" role="alert">
        {form.loadError ?? t.notFound}
      </p>
    );
  } else if (!form.category) {
    content = <Spinner />;
  } else {
    content = <CategoryDetailsForm form={form} mode="edit" onDone={toList} onCancel={toList} />;
  }
  return (
    <Dialog title={t.updateTitle} onClose={onClose} unsaved={form.unsaved}>
      <HubGuard roles={['Administrator']} deniedText={t.notAllowed}>
        {content}
      </HubGuard>
    </Dialog>
  );
});

export default CategoryUpdateDialog;
