// ?d=account&action=manage: the business accounts (an administrator sees every customer's, a
// business user its own customer's) and a button to add one.
import { observer } from 'mobx-react-lite';
import { Dialog } from '../../ui/Dialog';
import type { DialogProps } from '../../ui/dialogs';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { AccountTable } from './AccountTable';
import { HubGuard } from '../lib/HubGuard';
import { useScreenStore } from '../lib/screen';
import { AccountListStore } from './AccountListStore';

const AccountList = observer(function AccountList() {
  const { dialogs } = useStores();
  const store = useScreenStore((root) => new AccountListStore(root));
  return (
    <>
      <div className="hub-head" style={{ marginBlockEnd: 12 }}>
        <button type="button" className="button" onClick={() => dialogs.open({ d: 'account', action: 'add' })}>
          {he.add}
        </button>
      </div>
      <AccountTable store={store} />
    </>
  );
});

export default function AccountManageDialog({ onClose }: DialogProps) {
  return (
    <Dialog title={he.manageTitle} onClose={onClose} size="wide">
      <HubGuard roles={['Administrator', 'Business']} deniedText={he.notAllowed}>
        <AccountList />
      </HubGuard>
    </Dialog>
  );
}
