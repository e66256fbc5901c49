// The spinner of SPEC.md section 9: #708D57, size 25 on mobile and 50 otherwise, one turn per 0.6 s.
import { he } from '../i18n/he';
import './Spinner.css';

/** A spinner; `label` is what a screen reader hears. */
export function Spinner({ label = he.loading }: { label?: string }) {
  return <span className="spinner" role="status" aria-label={label} />;
}

/** The full-screen centred loading screen. */
export function LoadingScreen() {
  return (
    <div className="loading-screen">
      <Spinner label={he.loadingScreen} />
    </div>
  );
}
