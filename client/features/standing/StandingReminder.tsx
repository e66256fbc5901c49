// The reminder of a standing order's day that waits for the buyer's press (docs/product.md §5.12), said
// under the header when the app opens and each time it comes to the foreground (the standing orders are
// read again then): which standing order, for which day, until when, and the way to its ready cart.
// 'לא עכשיו' closes it for this visit. The live region is always in the page, so a screen reader says
// the reminder when it comes.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { reminderText } from '@shared/rules/standingOrder';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { focusElement } from '../../ui/focusReturn';
import { useReadyCart } from './useReadyCart';
import './Standing.css';

/** How often the reminders are looked at again while the app stays in the foreground. */
const TICK_MS = 60_000;

export const StandingReminder = observer(function StandingReminder() {
  const { standing, session, orders } = useStores();
  const owner = session.canOrder ? session.userInfo?.id : undefined;
  const placed = orders.placedStanding;
  useEffect(() => {
    if (owner === undefined) return;
    void standing.refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void standing.refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    const timer = setInterval(() => standing.tick(), TICK_MS);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
    };
    // A standing order's day just placed: the server hears of it now, not at the next foreground.
  }, [standing, owner, placed]);
  const { open, problem } = useReadyCart();
  const due = owner === undefined ? [] : standing.due;
  return (
    <div className="standing-reminder" role="status">
      {due.length > 0 && (
        <div className="notice-bar__inner">
          <div>
            <p className="standing-reminder__title">
              <strong>{he.standingReminderTitle}</strong>
            </p>
            <ul className="standing-reminder__list">
              {due.map((v) => (
                <li key={v.order.id}>
                  <span>{reminderText(v.order.name, v.next!)}</span>{' '}
                  <button type="button" className="button button--small" onClick={() => void open(v)}>
                    {he.standingReady}
                    <span className="visually-hidden"> {he.standingReadyOf(v.order.name)}</span>
                  </button>{' '}
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    onClick={() => {
                      standing.dismiss(v);
                      if (due.length === 1) {
                        // The button leaves with the reminder: the focus goes on to the page's own content.
                        const main = document.getElementById('main');
                        if (main) focusElement(main);
                      }
                    }}
                  >
                    {he.standingReminderClose}
                    <span className="visually-hidden"> {he.standingReminderCloseOf(v.order.name)}</span>
                  </button>
                </li>
              ))}
            </ul>
            {problem && <p className="standing-reminder__problem">{problem}</p>}
          </div>
        </div>
      )}
    </div>
  );
});
