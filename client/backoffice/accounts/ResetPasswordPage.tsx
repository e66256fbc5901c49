// /reset-password: the account's email; an unknown one is -1001 ('email does not exist').
import { observer } from 'mobx-react-lite';
import { type FormEvent } from 'react';
import { TextField } from '../../ui/TextField';
import { he } from './he';
import { FormSave } from '../lib/FormFields';
import { FormPage } from '../lib/FormPage';
import { useScreenStore } from '../lib/screen';
import { ResetPasswordFormStore } from './AccountFormsStore';

function ResetPasswordPage() {
  const store = useScreenStore((root) => new ResetPasswordFormStore(root));
  const { form } = store;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.submit();
  };
  return (
    <FormPage title={he.resetTitle}>
      <form className="bo-card" onSubmit={submit} noValidate>
        <p className="muted">{he.resetIntro}</p>
        <TextField
          label={he.email}
          type="email"
          autoComplete="email"
          dir="ltr"
          value={store.email}
          onChange={(v) => store.setEmail(v)}
          error={form.errors.email}
          required
        />
        <FormSave form={form} label={he.resetSubmit} />
      </form>
    </FormPage>
  );
}

export default observer(ResetPasswordPage);
