// A labelled input with its validation message (a message key of shared/validation or text).
import { useId, type InputHTMLAttributes } from 'react';
import { validationText } from '../i18n/he';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A validation message key, or a text. */
  error?: string;
  /** A line under the field saying what it takes, tied to it as its description. */
  hint?: string;
};

export function TextField({ label, value, onChange, error, hint, id, ...rest }: Props) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        {...rest}
        id={inputId}
        className="input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field-error">
          {validationText(error)}
        </span>
      )}
    </div>
  );
}
