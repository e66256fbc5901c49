// Dialogs open from the URL, so they check the role themselves: anyone without it gets a short
// explanation instead of a form whose every call would be refused. The content is kept from
// widening the dialog past the screen.
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { UserType } from '@shared/contract/entities';
import { Spinner } from '../../ui/Spinner';
import { useStores } from '../../stores/StoreContext';
import './Hub.css';

interface Props {
  roles: readonly UserType[];
  /** What anyone else is told. */
  deniedText: string;
  children: ReactNode;
}

export const HubGuard = observer(function HubGuard({ roles, deniedText, children }: Props) {
  const { session } = useStores();
  if (session.isLoggedIn && !session.userInfo) return <Spinner />;
  const type = session.userInfo?.userType;
  if (!type || !roles.includes(type)) {
    return (
      <p className="alert alert--warning" role="alert">
        {deniedText}
      </p>
    );
  }
  return <div className="hub-contain">{children}</div>;
});
