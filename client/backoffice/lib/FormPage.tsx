// The frame of a back-office screen: its title, links back, and the states before its content
// is there (loading, not found, failed to load).
import { MessageLine, type Message } from './Message';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { he } from '../he';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import './Form.css';

interface Props {
  title: string;
  /** A line under the title (such as the product's name). */
  subtitle?: string;
  /** Links or buttons beside the title. */
  actions?: ReactNode;
  /** 'form' narrows the content to a form's width. */
  width?: 'form' | 'wide';
  loading?: boolean;
  loadError?: string | null;
  /** Loads the screen's data again ('try again' beside the failure). */
  onRetry?: () => void;
  /** Shown instead of the content, with a link to `back`. */
  notFound?: string | null;
  back?: { to: string; label: string };
  children?: ReactNode;
}

export function FormPage({ title, subtitle, actions, width = 'form', loading, loadError, onRetry, notFound, back, children }: Props) {
  return (
    <section className={`bo-page bo-page--${width}`} aria-labelledby="bo-page-title">
      <header className="bo-page__header">
        <div>
          <h1 id="bo-page-title">{title}</h1>
          {subtitle && <p className="bo-page__subtitle">{subtitle}</p>}
        </div>
        {(actions || back) && (
          <div className="bo-page__actions">
            {actions}
            {back && (
              <Link to={back.to} className="button button--secondary button--small">
                {back.label}
              </Link>
            )}
          </div>
        )}
      </header>
      {notFound ? (
        <MessageLine message={{ tone: 'error', text: notFound }} />
      ) : loadError && onRetry ? (
        <LoadFailed text={`${he.errorPrefix}${loadError}`} onRetry={onRetry} />
      ) : loadError ? (
        <MessageLine message={{ tone: 'error', text: `${he.errorPrefix}${loadError}` }} />
      ) : loading ? (
        <div className="bo-page__loading">
          <Spinner />
          <span aria-hidden="true">{he.loading}</span>
        </div>
      ) : (
        children
      )}
    </section>
  );
}

/** The flash message of the current location, if any. */
export function useFlash(): Message | null {
  const state = useLocation().state as { flash?: Message } | null;
  return state?.flash ?? null;
}
