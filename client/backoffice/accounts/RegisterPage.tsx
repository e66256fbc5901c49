// /register: an account for a business customer's user. An administrator chooses the customer
// from BusinessCustomer/List; a business user adds users to its own customer only. The new
// account does not replace the signed-in session (docs/product.md §1.5).
import { MessageLine } from '../lib/Message';
import { observer } from 'mobx-react-lite';
import { type FormEvent } from 'react';
import { TextField } from '../../ui/TextField';
import { LoadingScreen } from '../../ui/Spinner';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { FormSave, SelectField } from '../lib/FormFields';
import { FormPage } from '../lib/FormPage';
import { FormSignIn } from '../lib/FormSignIn';
import { useScreenStore } from '../lib/screen';
import { AccountFormStore } from './AccountFormStore';
import { REGISTER_FORM } from './AccountFormsStore';

const RegisterForm = observer(function RegisterForm() {
  const store = useScreenStore((root) => new AccountFormStore(root, REGISTER_FORM));
  const { form } = store;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.submit();
  };
  const fixed = store.ownCustomer;
  return (
    <form className="bo-card" onSubmit={submit} noValidate>
      <p className="muted">{he.registerIntro}</p>
      {store.isAdmin ? (
        <>
          {store.loadError && <MessageLine message={{ tone: 'error', text: `${he.formCustomersFailed} ${store.loadError}` }} />}
          <SelectField
            label={he.customer}
            value={store.customerId}
            onChange={(v) => store.setCustomer(v)}
            error={form.errors.businessCustomerId}
            placeholder={he.formChooseCustomer}
            required
          >
            {store.customers.map((c) => (
              <option key={c.customerId} value={String(c.customerId)}>
                {he.formCustomerOption(c.lastName, c.customerId)}
              </option>
            ))}
          </SelectField>
        </>
      ) : fixed ? (
        <TextField
          label={he.customer}
          value={he.formCustomerOption(fixed.lastName, fixed.customerId)}
          onChange={() => undefined}
          readOnly
        />
      ) : null}
      <TextField
        label={he.email}
        type="email"
        autoComplete="off"
        dir="ltr"
        value={store.email}
        onChange={(v) => store.setEmail(v)}
        error={form.errors.email}
        required
      />
      <TextField
        label={he.password}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        value={store.password}
        onChange={(v) => store.setPassword(v)}
        error={form.errors.password ?? undefined}
        required
        placeholder={he.formPasswordHint}
      />
      <TextField
        label={he.confirmPassword}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        value={store.confirmPassword}
        onChange={(v) => store.setConfirmPassword(v)}
        error={form.errors.confirmPassword}
        required
      />
      <FormSave form={form} label={he.registerSubmit} />
    </form>
  );
});

function RegisterPage() {
  const { session } = useStores();
  const user = session.userInfo;
  if (session.isLoggedIn && !user) return <LoadingScreen />;
  return (
    <FormPage title={he.registerTitle}>
      {!user ? (
        <FormSignIn />
      ) : user.userType === 'Business' && !user.businessCustomer ? (
        <MessageLine message={{ tone: 'error', text: he.registerNotAllowed }} />
      ) : (
        <RegisterForm key={user.id} />
      )}
    </FormPage>
  );
}

export default observer(RegisterPage);
