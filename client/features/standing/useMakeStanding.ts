// Making a standing order of some lines (the cart's, a past order's, the usual items'): they become the
// new standing order's draft, and its form opens on the standing orders' page.
import { useNavigate } from 'react-router-dom';
import type { CartItem } from '@shared/contract/entities';
import { useStores } from '../../stores/StoreContext';

export function useMakeStanding(): (lines: readonly CartItem[], comment?: string) => void {
  const { standing } = useStores();
  const navigate = useNavigate();
  return (lines, comment = '') => {
    standing.startDraft(lines, comment);
    void navigate('/standing-orders?new=1');
  };
}
