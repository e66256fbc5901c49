// A date field that reads and writes dd/mm/yyyy whatever the browser's language (a native date
// input shows mm/dd/yyyy in an English-language browser), and gives its owner the day as
// YYYY-MM-DD, the form the back office's queries use. A typed date counts once it is whole: a
// day that is not in the calendar (31/02/2026) says so at once, text that is not a date says how
// to type one when the field is left. Either way the owner's value stays as it was. The text is
// never rewritten from outside while the field has the focus. Where the browser can open its own
// calendar on demand (showPicker), a button beside the field opens it; the day picked there is
// written into the field the same way.
import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { dayText, parseTypedDay } from '@shared/rules/orderDays';
import { he } from '../he';

const t = he.boForm;

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> & {
  label: string;
  /** The day, YYYY-MM-DD, or '' for none. */
  value: string;
  /** Called with a whole, real day (YYYY-MM-DD), or '' when the field is emptied. */
  onChange: (day: string) => void;
  /** The class of the label, field and message's box ('field' by default). */
  className?: string;
  /** Told whether the field's text is a day (or empty): while it is not, the owner's value is not what it shows. */
  onValidity?: (valid: boolean) => void;
};

export function DateField({ label, value, onChange, onValidity, id, className, onFocus, onBlur, ...rest }: Props) {
  const generated = useId();
  const inputId = id ?? generated;
  const [text, setText] = useState(() => dayText(value));
  const [error, setError] = useState<string | null>(null);
  const focused = useRef(false);
  const picker = useRef<HTMLInputElement>(null);
  const canPick = typeof HTMLInputElement !== 'undefined' && 'showPicker' in HTMLInputElement.prototype;

  // Whether the text shows the owner's day (or nothing): a half-typed or impossible date does not.
  const read = parseTypedDay(text);
  const valid = read === null || 'day' in read;
  useEffect(() => onValidity?.(valid), [valid, onValidity]);

  // The owner's day changed (the address, a clear button): shown, unless the user is typing here.
  useEffect(() => {
    if (focused.current) return;
    setText(dayText(value));
    setError(null);
  }, [value]);

  const type = (next: string) => {
    setText(next);
    const read = parseTypedDay(next);
    if (read === null) {
      setError(null);
      if (value !== '') onChange('');
    } else if ('day' in read) {
      setError(null);
      if (read.day !== value) onChange(read.day);
    } else {
      // A date still being typed is no error yet; a whole one that cannot be is.
      setError(read.problem === 'impossible' ? t.dateImpossible(next.trim()) : null);
    }
  };

  const leave = () => {
    const read = parseTypedDay(text);
    if (read === null) return;
    if ('day' in read) setText(dayText(read.day));
    else setError(read.problem === 'impossible' ? t.dateImpossible(text.trim()) : t.dateFormat);
  };

  /** A day picked in the browser's calendar: the field shows it and its owner gets it. */
  const pick = (day: string) => {
    if (day === '') return;
    setText(dayText(day));
    setError(null);
    if (day !== value) onChange(day);
  };

  const input = (
    <input
      {...rest}
      id={inputId}
      className="input"
      type="text"
      dir="ltr"
      autoComplete="off"
      placeholder={t.datePlaceholder}
      maxLength={10}
      value={text}
      onChange={(e) => type(e.target.value)}
      onFocus={(e) => {
        focused.current = true;
        onFocus?.(e);
      }}
      onBlur={(e) => {
        focused.current = false;
        leave();
        onBlur?.(e);
      }}
      aria-invalid={error ? true : undefined}
      aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
    />
  );

  return (
    <div className={className ?? 'field'}>
      <label htmlFor={inputId}>{label}</label>
      {canPick ? (
        <div className="date-field">
          {input}
          <button
            type="button"
            className="button button--secondary date-field__pick"
            aria-label={t.datePick(label)}
            onClick={() => {
              const native = picker.current;
              if (!native) return;
              native.value = value;
              native.showPicker();
            }}
          >
            <CalendarIcon />
          </button>
          {/* The browser's own calendar, opened by the button: out of sight and out of the tab order. */}
          <input
            ref={picker}
            type="date"
            className="date-field__native"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => pick(e.target.value)}
          />
        </div>
      ) : (
        input
      )}
      <span id={`${inputId}-hint`} className="visually-hidden">
        {t.dateHint}
      </span>
      {error && (
        <span id={`${inputId}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** A calendar page (decorative: its button is named). */
function CalendarIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  );
}
