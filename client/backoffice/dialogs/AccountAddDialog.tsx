// ?d=account&action=add: creates a business account for a customer (an administrator chooses
// the customer; a business user adds users to its own).
import { useState } from 'react';
import { Dialog } from '../../components/Dialog';
import type { DialogProps } from '../../dialogs/dialogs';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { AccountForm } from '../components/AccountForm';
import { HubGuard } from '../components/HubGuard';
import { AccountFormStore } from '../stores/AccountFormStore';

const t = he.boAccount;

function AccountAdd() {
  const root = useStores();
  const [form] = useState(() => new AccountFormStore(root));
  return <AccountForm form={form} onBack={() => root.dialogs.open({ d: 'account', action: 'manage' })} />;
}

export default function AccountAddDialog({ onClose }: DialogProps) {
  return (
    <Dialog title={t.addTitle} onClose={onClose}>
      <HubGuard roles={['Administrator', 'Business']} deniedText={t.notAllowed}>
        <AccountAdd />
      </HubGuard>
    </Dialog>
  );
}
