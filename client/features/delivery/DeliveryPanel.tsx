// The cart's delivery line (docs/product.md §5.11): 'הזמנה עד 14:00 תסופק ביום ה׳ 27/11', the
// countdown in the last hour before that moment, the choice of a later delivery day, and what the
// cart lacks to reach the minimum order.
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { formatAgorot } from '@shared/format';
import { countdownText, cutoffHourOn, israelClock, requestedDateLine, weekdayOf } from '@shared/rules/delivery';
import { he } from './he';
import { HOLIDAY_NAMES } from '@shared/rules/holidays';
import { deadlineText } from '@shared/rules/orderChange';
import type { DeliveryStore } from './DeliveryStore';
import './Delivery.css';

/** A day (YYYY-MM-DD) as the cart names it: 'יום ה׳ 27/11'. */
export function deliveryDayText(day: string): string {
  const [, m, d] = day.split('-');
  return he.deliveryDay(weekdayOf(day), `${d}/${m}`);
}

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

interface DeliveryPanelProps {
  delivery: DeliveryStore;
  /** The id of the minimum's note, which the order button is described by (none where another copy has it). */
  minimumId?: string;
  /**
   * A placed order being changed: its day stays as it was (YYYY-MM-DD, or null when none is known), so
   * the panel says it instead of a promise and a choice; the minimum counts the whole order as ever.
   */
  fixedDay?: string | null;
  /** Whose day `fixedDay` is: a placed order's (as it was ordered), or a standing order's ready cart's. */
  fixedFor?: 'change' | 'standing';
}

export const DeliveryPanel = observer(function DeliveryPanel({ delivery, minimumId, fixedDay, fixedFor = 'change' }: DeliveryPanelProps) {
  const titleId = useId();
  const chooseId = useId();
  useEffect(() => delivery.follow(), [delivery]);
  if (!delivery.ready) return null;
  const { promise, countdown, laterDay, holiday } = delivery;
  // The cutoff of the day the order counts as received (an eve's earlier hour on an eve).
  const hour = hourText(promise ? cutoffHourOn(promise.receivedDay, delivery.rules) : delivery.rules.cutoffHour);
  return (
    <section className="delivery" aria-labelledby={titleId}>
      <h3 id={titleId} className="delivery__title">
        {he.deliveryTitle}
      </h3>
      {holiday && fixedDay === undefined && (
        <p className="alert alert--info delivery__holiday">
          {he.holidayNotice(HOLIDAY_NAMES[holiday.holiday], deadlineText(holiday.orderBy), deliveryDayText(holiday.lastDelivery))}
        </p>
      )}
      {fixedDay !== undefined ? (
        fixedDay && (
          <p className="delivery__promise">
            {fixedFor === 'standing' ? he.standingDay(deliveryDayText(fixedDay)) : he.changeDay(deliveryDayText(fixedDay))}
          </p>
        )
      ) : promise ? (
        <>
          {/* The day the order will ask for: a later day chosen is promised as such, not the earliest. */}
          <p className="delivery__promise">
            {laterDay
              ? he.deliveryChosen(deliveryDayText(laterDay))
              : promise.receivedDay === israelClock(new Date(delivery.now)).day
                ? he.deliveryByToday(hour, deliveryDayText(promise.day))
                : he.deliveryByDay(deliveryDayText(promise.receivedDay), hour, deliveryDayText(promise.day))}
          </p>
          {countdown !== null && !laterDay && (
            <p className="delivery__countdown">
              {/* A timer is not read aloud at every second; its name says what it counts. */}
              <span role="timer" aria-label={he.deliveryCountdownLabel(countdownText(countdown), hour)}>
                {he.deliveryCountdown} <span className="delivery__clock">{countdownText(countdown)}</span> {he.deliveryCountdownAfter(hour)}
              </span>
            </p>
          )}
          <div className="field delivery__choose">
            <label htmlFor={chooseId}>{he.deliveryChoose}</label>
            <select id={chooseId} className="select" value={delivery.day ?? ''} onChange={(e) => delivery.choose(e.target.value)}>
              {delivery.choices.map((day, i) => (
                <option key={day} value={day}>
                  {i === 0 ? he.deliveryEarliest(deliveryDayText(day)) : deliveryDayText(day)}
                </option>
              ))}
            </select>
            {laterDay && <span className="muted delivery__note">{he.deliveryChosenNote(requestedDateLine(laterDay))}</span>}
          </div>
        </>
      ) : (
        <p className="muted">{he.deliveryNone}</p>
      )}
      {delivery.minimumAgorot > 0 && <MinimumNote delivery={delivery} id={minimumId} />}
    </section>
  );
});

/** What the cart lacks to reach the minimum order ('חסרים 120.00 ₪ למינימום הזמנה'), or the minimum itself once reached. */
export const MinimumNote = observer(function MinimumNote({
  delivery,
  id,
  compact = false,
}: {
  delivery: DeliveryStore;
  id?: string;
  /** The phone's bar: only what is missing (nothing once the minimum is reached). */
  compact?: boolean;
}) {
  if (!delivery.belowMinimum)
    return compact ? null : <p className="muted delivery__minimum">{he.minimumOf(formatAgorot(delivery.minimumAgorot))}</p>;
  return (
    <p id={id} className={`alert alert--warning delivery__missing${compact ? ' delivery__missing--compact' : ''}`} tabIndex={-1}>
      <strong>{he.minimumMissing(formatAgorot(delivery.missingAgorot))}</strong>
      {!compact && (
        <span>
          {' '}
          {he.minimumOf(formatAgorot(delivery.minimumAgorot))} {he.minimumWaits}
        </span>
      )}
    </p>
  );
});
