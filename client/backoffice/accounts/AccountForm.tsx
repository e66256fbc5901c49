// The add-business-account form: email, password and the business customer (a picker for an
// administrator; a business user's own customer, fixed).
import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { TextField } from '../../ui/TextField';
import { he, validationText } from './he';
import { FormMessages } from '../lib/FormFields';
import type { AccountFormStore } from './AccountFormStore';
import '../lib/Hub.css';
import { BusyButton } from '../../ui/BusyButton';

interface Props {
  store: AccountFormStore;
  onBack: () => void;
  /** After an account is created (the customer card reads its users again). */
  onCreated?: () => void;
  /** The back button's text (default 'to the users list'). */
  backLabel?: string;
}

/** The form of `store` (whose customers its screen loads). */
export const AccountForm = observer(function AccountForm({ store, onBack, onCreated, backLabel = he.backToAccounts }: Props) {
  const customerId = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if ((await store.submit()) && onCreated) onCreated();
  };
  const own = store.ownCustomer;
  const { errors, busy } = store.form;
  const customerError = errors.businessCustomerId;
  return (
    <form className="hub-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={he.emailLabel}
        type="email"
        autoComplete="off"
        dir="ltr"
        value={store.email}
        onChange={(v) => store.setEmail(v)}
        error={errors.email}
        required
      />
      <TextField
        label={he.passwordLabel}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        value={store.password}
        onChange={(v) => store.setPassword(v)}
        error={errors.password}
        required
        minLength={6}
      />
      {!errors.password && <p className="muted hub-hint hub-field-hint">{he.passwordHint}</p>}
      {own ? (
        <p className="alert alert--info">{he.ownCustomer(own.lastName, own.customerId)}</p>
      ) : (
        <div className="field">
          <label htmlFor={customerId}>{he.customerLabel}</label>
          <select
            id={customerId}
            className="select"
            value={store.customerId}
            onChange={(e) => store.setCustomer(e.target.value)}
            required
            aria-invalid={customerError ? true : undefined}
            aria-describedby={customerError ? `${customerId}-error` : undefined}
            aria-busy={store.loading}
          >
            <option value="">{he.chooseCustomer}</option>
            {store.customers.map((c) => (
              <option key={c.customerId} value={c.customerId}>
                {he.customerOption(c.lastName, c.customerId)}
              </option>
            ))}
          </select>
          {customerError && (
            <span id={`${customerId}-error`} className="field-error">
              {validationText(customerError)}
            </span>
          )}
          {store.loadError && (
            <span className="field-error" role="alert">
              {he.customersFailed}{' '}
              <button type="button" className="button button--secondary button--small" onClick={() => void store.load()}>
                {he.retry}
              </button>
            </span>
          )}
        </div>
      )}
      <FormMessages form={store.form} />
      <div className="hub-form__actions">
        <BusyButton type="submit" className="button" busy={busy}>
          {busy ? he.creating : he.create}
        </BusyButton>
        <button type="button" className="button button--secondary" onClick={onBack}>
          {backLabel}
        </button>
      </div>
    </form>
  );
});
