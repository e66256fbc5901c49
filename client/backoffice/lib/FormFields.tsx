// The back office's form controls beside the shared TextField: an amount, a text area with an
// optional character counter, a select, a checkbox, the failure/success lines of a FormState, and
// a form's Save row.
import { MessageLine } from './Message';
import { observer } from 'mobx-react-lite';
import { useId, type ComponentProps, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { TextField } from '../../ui/TextField';
import { selectOnFocus } from '../../ui/selectOnFocus';
import { he, validationText } from '../he';
import type { FormState } from './FormState';
import { BusyButton } from '../../ui/BusyButton';

/** The message under a field, tied to its control by id. */
function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <span id={id} className="field-error">
      {validationText(error)}
    </span>
  );
}

/** A non-negative amount to the hundredth (a price, a weight, a percentage), typed left to right. */
export function DecimalField(props: ComponentProps<typeof TextField>) {
  return <TextField type="number" inputMode="decimal" min={0} step={0.01} dir="ltr" {...selectOnFocus} {...props} />;
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Shows 'n/max' under the field. */
  counter?: (length: number) => string;
};

export function TextAreaField({ label, value, onChange, error, counter, id, ...rest }: TextAreaProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const described = [error ? `${fieldId}-error` : '', counter ? `${fieldId}-counter` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <textarea
        {...rest}
        id={fieldId}
        className="textarea"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {counter && (
        <span id={`${fieldId}-counter`} className="bo-counter" aria-live="polite">
          {counter(value.length)}
        </span>
      )}
      <FieldError id={`${fieldId}-error`} error={error} />
    </div>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The empty first option ('choose ...'); none when absent. */
  placeholder?: string;
  /** A line under the field saying what the choice means, tied to it as its description. */
  hint?: string;
  children: ReactNode;
};

export function SelectField({ label, value, onChange, error, placeholder, hint, children, id, ...rest }: SelectProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const described = [hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <select
        {...rest}
        id={fieldId}
        className="select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {children}
      </select>
      {hint && (
        <span id={`${fieldId}-hint`} className="field-hint">
          {hint}
        </span>
      )}
      <FieldError id={`${fieldId}-error`} error={error} />
    </div>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="field bo-check">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} disabled={disabled} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The failure and success lines of a form: the outcome of its sending, so each takes the focus when it appears. */
export const FormMessages = observer(function FormMessages({ form }: { form: FormState }) {
  return (
    <>
      <MessageLine message={{ tone: 'error', text: form.failure }} focus />
      <MessageLine message={{ tone: 'success', text: form.success }} focus />
    </>
  );
});

interface FormSaveProps {
  form: FormState;
  /** The button's text while not saving. */
  label: string;
  /** Its text while saving (default 'saving…'). */
  busyLabel?: string;
  /** Disabled besides while saving. */
  disabled?: boolean;
  /** Saves without submitting a form (a panel outside any form). */
  onClick?: () => void;
  /** Further buttons (Cancel). */
  children?: ReactNode;
}

/** The end of a form: its failure and success lines, then Save ('saving…' while busy) and any further buttons. */
export const FormSave = observer(function FormSave({
  form,
  label,
  busyLabel = he.boForm.saving,
  disabled,
  onClick,
  children,
}: FormSaveProps) {
  return (
    <>
      <FormMessages form={form} />
      <div className="bo-form-actions">
        <BusyButton type={onClick ? 'button' : 'submit'} className="button" onClick={onClick} busy={form.busy} disabled={disabled}>
          {form.busy ? busyLabel : label}
        </BusyButton>
        {children}
      </div>
    </>
  );
});
