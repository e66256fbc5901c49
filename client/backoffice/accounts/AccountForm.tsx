// The add-business-account form: email, password and the business customer (a picker for an
// administrator; a business user's own customer, fixed).
import { MessageLine } from '../lib/Message';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { TextField } from '../../components/TextField';
import { he, validationText } from '../he';
import type { AccountFormStore } from './AccountFormStore';
import '../lib/Hub.css';

const t = he.boAccount;

export const AccountForm = observer(function AccountForm({ form, onBack }: { form: AccountFormStore; onBack: () => void }) {
  const customerId = useId();
  useEffect(() => {
    void form.loadCustomers();
  }, [form]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };
  const own = form.ownCustomer;
  const customerError = form.errors.businessCustomerId;
  return (
    <form className="hub-form" onSubmit={submit} noValidate>
      <TextField
        label={t.emailLabel}
        type="email"
        autoComplete="off"
        dir="ltr"
        value={form.email}
        onChange={(v) => form.setEmail(v)}
        error={form.errors.email}
        required
      />
      <TextField
        label={t.passwordLabel}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        value={form.password}
        onChange={(v) => form.setPassword(v)}
        error={form.errors.password}
        required
        minLength={6}
      />
      {!form.errors.password && <p className="muted hub-hint hub-field-hint">{t.passwordHint}</p>}
      {own ? (
        <p className="alert alert--info">{t.ownCustomer(own.lastName, own.customerId)}</p>
      ) : (
        <div className="field">
          <label htmlFor={customerId}>{t.customerLabel}</label>
          <select
            id={customerId}
            className="select"
            value={form.customerId}
            onChange={(e) => form.setCustomer(e.target.value)}
            required
            aria-invalid={customerError ? true : undefined}
            aria-describedby={customerError ? `${customerId}-error` : undefined}
            aria-busy={form.customersLoading}
          >
            <option value="">{t.chooseCustomer}</option>
            {form.customers.map((c) => (
              <option key={c.customerId} value={c.customerId}>
                {t.customerOption(c.lastName, c.customerId)}
              </option>
            ))}
          </select>
          {customerError && (
            <span id={`${customerId}-error`} className="field-error">
              {validationText(customerError)}
            </span>
          )}
          {form.customersError && (
            <span className="field-error" role="alert">
              {form.customersError}{' '}
              <button type="button" className="button button--secondary button--small" onClick={() => void form.loadCustomers()}>
                {he.retry}
              </button>
            </span>
          )}
        </div>
      )}
      <MessageLine message={form.notice} />
      <div className="hub-form__actions">
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? t.creating : t.create}
        </button>
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t.backToList}
        </button>
      </div>
    </form>
  );
});
