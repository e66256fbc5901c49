// /register: an account for a business customer's user. An administrator chooses the customer
// from BusinessCustomer/List; a business user adds users to its own customer only. The new
// account does not replace the signed-in session (DESIGN.md section 3).
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import type { UserInfo } from '@shared/contract/entities';
import { TextField } from '../../components/TextField';
import { LoadingScreen } from '../../components/Spinner';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { FormMessage, FormSave, SelectField } from '../components/FormFields';
import { FormPage } from '../components/FormPage';
import { FormSignIn } from '../components/FormSignIn';
import { RegisterFormStore } from '../stores/AccountFormsStore';

const RegisterForm = observer(function RegisterForm({ user }: { user: UserInfo }) {
  const { api } = useStores();
  const [store] = useState(() => new RegisterFormStore(api, user));
  useEffect(() => void store.loadCustomers(), [store]);
  const { form } = store;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.submit();
  };
  const fixed = store.fixedCustomer;
  return (
    <form className="bo-card" onSubmit={submit} noValidate>
      <p className="muted">{he.accRegisterIntro}</p>
      {store.choosesCustomer ? (
        <>
          {store.customersError && <FormMessage tone="error" text={store.customersError} />}
          <SelectField
            label={he.accCustomer}
            value={store.customerId}
            onChange={(v) => store.setCustomerId(v)}
            error={form.errors.businessCustomerId}
            placeholder={he.accChooseCustomer}
            required
          >
            {store.customers.map((c) => (
              <option key={c.customerId} value={String(c.customerId)}>
                {he.accCustomerOption(c.lastName, c.customerId)}
              </option>
            ))}
          </SelectField>
        </>
      ) : fixed ? (
        <TextField
          label={he.accCustomer}
          value={he.accCustomerOption(fixed.lastName, fixed.customerId)}
          onChange={() => undefined}
          readOnly
        />
      ) : null}
      <TextField
        label={he.accEmail}
        type="email"
        autoComplete="off"
        dir="ltr"
        value={store.email}
        onChange={(v) => store.setEmail(v)}
        error={form.errors.email}
        required
      />
      <TextField
        label={he.accPassword}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        value={store.password}
        onChange={(v) => store.setPassword(v)}
        error={form.errors.password ?? undefined}
        required
        placeholder={he.accPasswordHint}
      />
      <TextField
        label={he.accConfirmPassword}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        value={store.confirmPassword}
        onChange={(v) => store.setConfirmPassword(v)}
        error={form.errors.confirmPassword}
        required
      />
      <FormSave form={form} label={he.accRegisterSubmit} />
    </form>
  );
});

function RegisterPage() {
  const { session } = useStores();
  const user = session.userInfo;
  if (session.isLoggedIn && !user) return <LoadingScreen />;
  return (
    <FormPage title={he.accRegisterTitle}>
      {!user ? (
        <FormSignIn />
      ) : user.userType === 'Business' && !user.businessCustomer ? (
        <FormMessage tone="error" text={he.accRegisterNotAllowed} />
      ) : (
        <RegisterForm key={user.id} user={user} />
      )}
    </FormPage>
  );
}

export default observer(RegisterPage);
