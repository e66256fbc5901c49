// ?d=account&action=add: creates a business account for a customer (an administrator chooses
// the customer; a business user adds users to its own). The form is made once the signed-in user
// is known to be one of them, so an administrator's picker loads with it.
import { observer } from 'mobx-react-lite';
import { Dialog } from '../../ui/Dialog';
import type { DialogProps } from '../../ui/dialogs';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { RoleDialog } from '../lib/RoleDialog';
import { useScreenStore } from '../lib/screen';
import { AccountForm } from './AccountForm';
import { AccountFormStore } from './AccountFormStore';

const AccountAdd = observer(function AccountAdd({ onClose }: { onClose: () => void }) {
  const { dialogs } = useStores();
  const store = useScreenStore((root) => new AccountFormStore(root));
  return (
    <Dialog title={he.addTitle} onClose={onClose} unsaved={store.unsaved}>
      <div className="hub-contain">
        <AccountForm store={store} onBack={() => dialogs.open({ d: 'account', action: 'manage' })} />
      </div>
    </Dialog>
  );
});

export default function AccountAddDialog({ onClose }: DialogProps) {
  return (
    <RoleDialog roles={['Administrator', 'Business']} deniedText={he.notAllowed} title={he.addTitle} onClose={onClose}>
      <AccountAdd onClose={onClose} />
    </RoleDialog>
  );
}
