// Opening a standing order's ready cart (the reminder, the standing orders' page): made in the cart and
// shown there; when another held cart is open or an order waits to go out, the reason is said instead.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import type { StandingView } from './StandingStore';

export function useReadyCart(): { open: (view: StandingView) => Promise<void>; problem: string | null } {
  const { standing } = useStores();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const open = async (view: StandingView) => {
    setProblem(null);
    const result = await standing.prepare(view);
    if (result === 'open') void navigate('/shoppingCart');
    else setProblem(result === 'otherOpen' ? he.standingOtherOpen : he.standingWaiting);
  };
  return { open, problem };
}
