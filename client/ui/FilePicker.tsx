// The one file picker of the product. A browser's own file input speaks the browser's language
// ('Choose File', 'No file chosen' in an English one): here the input stays a real file input,
// reachable by keyboard and named by its label, but is visually hidden; a Hebrew button ('בחירת
// קובץ', a label of the input, so a click opens the browser's chooser) and the chosen file's name
// (or 'לא נבחר קובץ') take its place. A check may refuse a chosen file before anything is sent
// (a picture over 5 MB, a type the provider refuses): its reason shows under the picker.
import { useId, useState, type ChangeEvent } from 'react';
import { formatMegabytes, imageFileProblem } from '@shared/rules/upload';
import { he } from '../i18n/he';
import './FilePicker.css';

interface Props {
  /** The field's name above the button; without it the button's text names the input. */
  label?: string;
  /** The button's text ('בחירת קובץ' unless given). */
  buttonLabel?: string;
  accept: string;
  /** The chosen file's name, or null for none ('לא נבחר קובץ'); left out, no name is shown (the screen says what it did with the file). */
  fileName?: string | null;
  /** A file was chosen (null: the one chosen was refused by `check`). */
  onFile: (file: File | null) => void;
  /** Refuses a chosen file before it is taken: the reason in Hebrew, or null to take it. */
  check?: (file: File) => string | null;
  hint?: string;
  /** The id of a hint the screen shows elsewhere (one holding a link, say). */
  describedBy?: string;
  /** The form's message about the file ('select a file'), under the picker. */
  error?: string | null;
  className?: string;
  buttonClassName?: string;
}

/** The Hebrew reason a picture would be refused by the provider (too large, not PNG, JPEG, WebP or GIF), or null. */
export function imageFileRefusal(file: { name: string; type: string; size: number }): string | null {
  const problem = imageFileProblem(file);
  if (!problem) return null;
  return problem.kind === 'type' ? he.imageTypeRefused : he.fileTooLargeFor(formatMegabytes(problem.limit), formatMegabytes(problem.size));
}

export function FilePicker({
  label,
  buttonLabel = he.chooseFile,
  accept,
  fileName,
  onFile,
  check,
  hint,
  describedBy,
  error,
  className,
  buttonClassName = 'button button--secondary button--small',
}: Props) {
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const message = refusal ?? error ?? null;
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    // Emptied at once, so choosing the same file again (after fixing it, say) is a change too.
    e.target.value = '';
    if (!file) return;
    const reason = check?.(file) ?? null;
    setRefusal(reason);
    onFile(reason === null ? file : null);
  };
  const described = [fileName !== undefined && `${id}-name`, hint && `${id}-hint`, describedBy, message && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className ? `file-picker ${className}` : 'file-picker'}>
      {label && (
        <label htmlFor={id} className="file-picker__label">
          {label}
        </label>
      )}
      <div className="file-picker__row">
        <input
          id={id}
          type="file"
          className="file-picker__input"
          accept={accept}
          onChange={choose}
          aria-invalid={message ? true : undefined}
          aria-describedby={described || undefined}
        />
        {/* A second label of the input: the visible button. Hidden from the accessibility tree when
            the field's label already names the input, so the name is said once. */}
        <label htmlFor={id} className={`${buttonClassName} file-picker__button`} aria-hidden={label ? true : undefined}>
          {buttonLabel}
        </label>
        {fileName !== undefined && (
          <span id={`${id}-name`} className="file-picker__name" dir="auto">
            {fileName ?? he.noFileChosen}
          </span>
        )}
      </div>
      {hint && (
        <span id={`${id}-hint`} className="muted file-picker__hint">
          {hint}
        </span>
      )}
      {message && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {message}
        </span>
      )}
    </div>
  );
}
