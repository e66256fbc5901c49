// A list or screen that failed to load: why, and 'try again', which loads just that part again
// (DESIGN.md: a screen that cannot load its data says why in Hebrew, with a retry).
import { useId } from 'react';
import { he } from '../i18n/he';
import './LoadFailed.css';

export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const id = useId();
  return (
    <div className="load-failed">
      <p id={id} className="alert alert--error" role="alert">
        {text}
      </p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry} aria-describedby={id}>
        {he.retry}
      </button>
    </div>
  );
}
