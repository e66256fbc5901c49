// /change-password: the signed-in user's own password: the current one, the new one (6 or more
// characters) typed twice; a wrong current password is -1003, a mismatch -1005.
import { observer } from 'mobx-react-lite';
import { type FormEvent } from 'react';
import { TextField } from '../../ui/TextField';
import { LoadingScreen } from '../../ui/Spinner';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { FormSave } from '../lib/FormFields';
import { FormPage } from '../lib/FormPage';
import { FormSignIn } from '../lib/FormSignIn';
import { useScreenStore } from '../lib/screen';
import { ChangePasswordFormStore } from './AccountFormsStore';

const ChangePasswordForm = observer(function ChangePasswordForm({ email }: { email: string }) {
  const store = useScreenStore((root) => new ChangePasswordFormStore(root, email, (token) => root.session.replaceToken(token)));
  const { form } = store;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.submit();
  };
  return (
    <form className="bo-card" onSubmit={submit} noValidate>
      <p className="muted">
        {he.changeFor}
        <bdi dir="ltr">{email}</bdi>
      </p>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label={he.oldPassword}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        value={store.oldPassword}
        onChange={(v) => store.setOldPassword(v)}
        error={form.errors.oldPassword}
        required
      />
      <TextField
        label={he.newPassword}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        value={store.newPassword}
        onChange={(v) => store.setNewPassword(v)}
        error={form.errors.newPassword}
        required
        placeholder={he.formPasswordHint}
      />
      <TextField
        label={he.confirmNewPassword}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        value={store.confirmPassword}
        onChange={(v) => store.setConfirmPassword(v)}
        error={form.errors.confirmPassword}
        required
      />
      <FormSave form={form} label={he.changeSubmit} />
    </form>
  );
});

function ChangePasswordPage() {
  const { session } = useStores();
  const user = session.userInfo;
  if (session.isLoggedIn && !user) return <LoadingScreen />;
  return <FormPage title={he.changeTitle}>{user ? <ChangePasswordForm key={user.id} email={user.email} /> : <FormSignIn />}</FormPage>;
}

export default observer(ChangePasswordPage);
