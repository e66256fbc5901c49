// A category dialog whose screen loads data is made only for an administrator: its store (and so
// what it asks of the provider) comes with `children`. Anyone else gets the dialog with the
// guard's text, or its spinner while the signed-in user is still being read.
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Dialog } from '../../components/Dialog';
import { useStores } from '../../StoreContext';
import { he } from '../he';
import { HubGuard } from '../lib/HubGuard';

interface Props {
  title: string;
  onClose: () => void;
  size?: 'narrow' | 'wide';
  /** The dialog itself, shown to an administrator. */
  children: ReactNode;
}

export const AdminDialog = observer(function AdminDialog({ title, onClose, size, children }: Props) {
  const { session } = useStores();
  if (session.userInfo?.userType === 'Administrator') return children;
  return (
    <Dialog title={title} onClose={onClose} size={size}>
      <HubGuard roles={['Administrator']} deniedText={he.boCategory.notAllowed}>
        {null}
      </HubGuard>
    </Dialog>
  );
});
