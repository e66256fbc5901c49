// ?d=account&action=add: creates a business account for a customer (an administrator chooses
// the customer; a business user adds users to its own).
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Dialog } from '../../components/Dialog';
import type { DialogProps } from '../../dialogs/dialogs';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { AccountForm } from './AccountForm';
import { HubGuard } from '../lib/HubGuard';
import { AccountFormStore } from './AccountFormStore';

const t = he.boAccount;

const AccountAddDialog = observer(function AccountAddDialog({ onClose }: DialogProps) {
  const root = useStores();
  const [form] = useState(() => new AccountFormStore(root));
  return (
    <Dialog title={t.addTitle} onClose={onClose} unsaved={form.unsaved}>
      <HubGuard roles={['Administrator', 'Business']} deniedText={t.notAllowed}>
        <AccountForm form={form} onBack={() => root.dialogs.open({ d: 'account', action: 'manage' })} />
      </HubGuard>
    </Dialog>
  );
});

export default AccountAddDialog;
