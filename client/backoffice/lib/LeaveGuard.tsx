// The unsaved-changes guard of a back-office page (a dialog has it in Dialog's `unsaved`): while
// the page holds changes not saved, following a link of the app asks first, in the same words and
// with the same answers as a dialog ('חזרה לעריכה' first), and reloading or closing the tab gets the
// browser's own question (beforeunload). The app's router (BrowserRouter) cannot block a navigation,
// so the guard stops the link's click before the router sees it and follows the link itself once the
// user lets the changes go.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../ui/Dialog';
import { he } from '../he';

/** The app's own link a click follows, if the click is one the guard must stop (not a new tab, not a download). */
function appLinkOf(e: MouseEvent): string | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const link = (e.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const here = window.location;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url.pathname + url.search + url.hash;
}

/** Asks before a link or a reload leaves the page while `unsaved`; `question` names what would be lost. */
export function LeaveGuard({ unsaved, question, leave }: { unsaved: boolean; question: string; leave: string }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!unsaved) return;
    const onClick = (e: MouseEvent) => {
      const to = appLinkOf(e);
      if (to === null) return;
      // Before the router's own handler (React's, on the app's root) follows it.
      e.preventDefault();
      e.stopPropagation();
      setPending(to);
    };
    const onUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [unsaved]);

  if (pending === null) return null;
  return (
    <Dialog title={question} onClose={() => setPending(null)}>
      <div className="dialog__ask-actions">
        <button type="button" className="button" onClick={() => setPending(null)}>
          {he.keepEditing}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            setPending(null);
            void navigate(pending);
          }}
        >
          {leave}
        </button>
      </div>
    </Dialog>
  );
}
