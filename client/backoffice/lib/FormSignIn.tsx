// What an account form shows a visitor who must sign in first: the reason and the login button.
import { he } from '../he';
import { useStores } from '../../stores/StoreContext';

export function FormSignIn({ text = he.boForm.signInFirst }: { text?: string }) {
  const { dialogs } = useStores();
  return (
    <div className="bo-card">
      <p>{text}</p>
      <button type="button" className="button" onClick={() => dialogs.open({ d: 'account', action: 'login' })}>
        {he.boForm.signInButton}
      </button>
    </div>
  );
}
