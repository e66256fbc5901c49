// A back-office dialog whose screen loads data is made only for the roles it serves: its store (and
// so what it asks of the provider) comes with `children`, once the signed-in user is known. Anyone
// else gets the dialog with the guard's text, or its spinner while the signed-in user is still being read.
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { UserType } from '@shared/contract/entities';
import { Dialog } from '../../ui/Dialog';
import { useStores } from '../../stores/StoreContext';
import { HubGuard } from './HubGuard';

interface Props {
  roles: readonly UserType[];
  /** What anyone else is told. */
  deniedText: string;
  title: string;
  onClose: () => void;
  size?: 'narrow' | 'wide';
  /** The dialog itself, shown to the roles. */
  children: ReactNode;
}

export const RoleDialog = observer(function RoleDialog({ roles, deniedText, title, onClose, size, children }: Props) {
  const { session } = useStores();
  const type = session.userInfo?.userType;
  if (type && roles.includes(type)) return children;
  return (
    <Dialog title={title} onClose={onClose} size={size}>
      <HubGuard roles={roles} deniedText={deniedText}>
        {null}
      </HubGuard>
    </Dialog>
  );
});
