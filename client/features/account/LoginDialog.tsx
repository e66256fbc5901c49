// The login dialog (?d=account&action=login): email and password checked as docs/product.md §6.3
// says; every account error code shown in Hebrew.
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { loginErrorMessage } from '@shared/errors';
import { firstErrors, LoginDto, validateDto } from '@shared/validation';
import { isApiError } from '../../api/ApiError';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import type { DialogProps } from '../../ui/dialogs';
import { BusyButton } from '../../ui/BusyButton';

const LoginDialog = observer(function LoginDialog({ onClose }: DialogProps) {
  const { session } = useStores();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const checked = validateDto(LoginDto, { email: email.trim(), password });
    setErrors(checked.ok ? {} : firstErrors(checked.errors));
    setFailure(null);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await session.login(checked.value.email, checked.value.password);
      onClose();
    } catch (err) {
      setFailure(isApiError(err) && err.status === 0 ? he.networkError : loginErrorMessage(isApiError(err) ? err.code : undefined));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={he.loginTitle} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted">{he.loginHint}</p>
        <TextField
          label={he.emailLabel}
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          error={errors.email}
          dir="ltr"
        />
        <TextField
          label={he.passwordLabel}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          dir="ltr"
        />
        {failure && (
          <p className="alert alert--error" role="alert">
            {failure}
          </p>
        )}
        <BusyButton type="submit" className="button button--block" busy={busy}>
          {busy ? he.loggingIn : he.loginSubmit}
        </BusyButton>
        <p className="login-dialog__forgot">
          <Link to="/reset-password">{he.forgotPassword}</Link>
        </p>
      </form>
    </Dialog>
  );
});

export default LoginDialog;
