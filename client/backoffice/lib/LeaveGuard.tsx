// The unsaved-changes guard of a back-office page (a dialog has it in Dialog's `unsaved`): while the
// page holds changes not saved, leaving it through the app's router (a link, the browser's Back or
// Forward, a navigation of the app) asks first, in the same words and with the same answers as a
// dialog ('חזרה לעריכה' first); reloading or closing the tab gets the browser's own question
// (beforeunload). The data router (client/app/App.tsx) holds the navigation while it asks
// (useBlocker): on Back the address stays the page's until the changes are let go. A dialog opened
// over the page (its query only) does not leave it, and does not ask.
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { Dialog } from '../../ui/Dialog';
import { he } from '../he';

/** Asks before the app's router or a reload leaves the page while `unsaved`; `question` names what would be lost. */
export function LeaveGuard({ unsaved, question, leave }: { unsaved: boolean; question: string; leave: string }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && nextLocation.pathname !== currentLocation.pathname);

  useEffect(() => {
    if (!unsaved) return;
    const onUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [unsaved]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog title={question} onClose={() => blocker.reset()}>
      <div className="dialog__ask-actions">
        <button type="button" className="button" onClick={() => blocker.reset()}>
          {he.keepEditing}
        </button>
        <button type="button" className="button button--danger" onClick={() => blocker.proceed()}>
          {leave}
        </button>
      </div>
    </Dialog>
  );
}
