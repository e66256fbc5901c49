// A labelled input with its validation message (a message key of shared/validation or text).
import { useId, type InputHTMLAttributes } from 'react';
import { validationText } from '../i18n/he';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A validation message key, or a text. */
  error?: string;
};

export function TextField({ label, value, onChange, error, id, ...rest }: Props) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
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
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <span id={errorId} className="field-error">
          {validationText(error)}
        </span>
      )}
    </div>
  );
}
