// /reset-password: the account's email; an unknown one is -1001 ('email does not exist').
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../components/TextField';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { FormSave } from '../components/FormFields';
import { FormPage } from '../components/FormPage';
import { ResetPasswordFormStore } from '../stores/AccountFormsStore';

function ResetPasswordPage() {
  const { api } = useStores();
  const [store] = useState(() => new ResetPasswordFormStore(api));
  const { form } = store;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.submit();
  };
  return (
    <FormPage title={he.accResetTitle}>
      <form className="bo-card" onSubmit={submit} noValidate>
        <p className="muted">{he.accResetIntro}</p>
        <TextField
          label={he.accEmail}
          type="email"
          autoComplete="email"
          dir="ltr"
          value={store.email}
          onChange={(v) => store.setEmail(v)}
          error={form.errors.email}
          required
        />
        <FormSave form={form} label={he.accResetSubmit} />
      </form>
    </FormPage>
  );
}

export default observer(ResetPasswordPage);
