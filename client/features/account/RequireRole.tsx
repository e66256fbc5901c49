// The route guards (docs/product.md §2.1): a route of one user type redirects anyone else to /.
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { UserType } from '@shared/contract/entities';
import { useStores } from '../../stores/StoreContext';
import { LoadingScreen } from '../../ui/Spinner';

export const RequireRole = observer(function RequireRole({ role, children }: { role: UserType; children: ReactNode }) {
  const { session } = useStores();
  // A stored token whose user info is still on its way: wait rather than bounce a returning user.
  if (session.isLoggedIn && !session.userInfo) return <LoadingScreen />;
  if (session.userInfo?.userType !== role) return <Navigate to="/" replace />;
  return <>{children}</>;
});
