// The site settings' delivery tab (docs/product.md §5.11): the weekdays the store delivers, the
// cutoff hour, the dates with no delivery and the minimum order before VAT, saved as one setting.
import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { he, validationText } from './he';
import { MessageLine } from '../lib/Message';
import { CheckboxField, DecimalField, SelectField, TextAreaField } from '../lib/FormFields';
import type { SettingsAdminStore } from './SettingsAdminStore';
import '../lib/Form.css';
import './Settings.css';
import { SaveButton } from './SaveButton';
import { holidayKey, type DeliveryFormStore } from './DeliveryFormStore';
import { hebrewYearText, type HolidayDays } from '@shared/rules/hebrewCalendar';
import { HOLIDAY_NAMES } from '@shared/rules/holidays';
import { dayText } from '@shared/rules/orderDays';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

export const SettingsDelivery = observer(function SettingsDelivery({ admin }: { admin: SettingsAdminStore }) {
  const { delivery } = admin;
  const form = admin.sections.delivery;
  const { errors } = form;
  const daysError = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void delivery.save();
  };
  return (
    <div className="settings-panel">
      <h3>{he.deliveryTitle}</h3>
      <p className="muted">{he.deliveryHint}</p>
      <form className="hub-form" onSubmit={submit} noValidate>
        <fieldset className="settings-delivery__days" aria-describedby={errors.days ? daysError : undefined}>
          <legend>{he.deliveryDays}</legend>
          {he.weekdayNames.map((name, day) => (
            <CheckboxField key={name} label={name} checked={delivery.days.includes(day)} onChange={(on) => delivery.setDay(day, on)} />
          ))}
          {errors.days && (
            <span id={daysError} className="field-error">
              {validationText(errors.days)}
            </span>
          )}
        </fieldset>
        <SelectField
          label={he.cutoffHour}
          value={delivery.cutoffHour}
          onChange={(v) => delivery.set('cutoffHour', v)}
          error={errors.cutoffHour}
        >
          {HOURS.map((hour) => (
            <option key={hour} value={String(hour)}>
              {he.hourOption(hour)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={he.noDeliveryDates}
          value={delivery.noDeliveryDates}
          onChange={(v) => delivery.set('noDeliveryDates', v)}
          error={errors.noDeliveryDates}
          dir="ltr"
          rows={4}
        />
        <p className="muted settings-delivery__hint">{he.noDeliveryDatesHint}</p>
        <HolidayCalendar delivery={delivery} />
        <DecimalField
          label={he.minimumOrder}
          value={delivery.minimumOrder}
          onChange={(v) => delivery.set('minimumOrder', v)}
          error={errors.minimumOrder}
        />
        <p className="muted settings-delivery__hint">{he.minimumHint}</p>
        <MessageLine message={form.message} />
        <SaveButton busy={form.busy} />
      </form>
    </div>
  );
});

/** A proposed holiday's days as the list says them: '21/09/2026 (ערב החג 20/09/2026)'. */
function datesText(h: HolidayDays): string {
  const of = (kind: string) => h.days.filter((d) => d.kind === kind).map((d) => dayText(d.date));
  const holiday = of('holiday');
  const eve = of('eve');
  const chol = of('cholHamoed');
  const parts = [holiday.length > 1 ? ltrRange(holiday[0]!, holiday.at(-1)!) : (holiday[0] ?? '')];
  if (eve.length > 0) parts.push(he.holidayEve(eve[0]!));
  if (chol.length > 0) parts.push(he.holidayChol(ltrRange(chol[0]!, chol.at(-1)!)));
  return parts.filter(Boolean).join(' · ');
}

/** A range of dates read left to right inside Hebrew text (isolated, so the bidi algorithm does not swap its ends). */
const ltrRange = (from: string, to: string) => `\u2066${from}–${to}\u2069`;

/** The holidays the Hebrew calendar proposes for the next twelve months, each to confirm, and how an eve and Chol HaMoed run. */
const HolidayCalendar = observer(function HolidayCalendar({ delivery }: { delivery: DeliveryFormStore }) {
  return (
    <fieldset className="settings-delivery__calendar">
      <legend>{he.calendarTitle}</legend>
      <p className="muted settings-delivery__hint">{he.calendarHint}</p>
      <ul className="settings-delivery__holidays">
        {delivery.proposals.map((h) => {
          const key = holidayKey(h);
          return (
            <li key={key}>
              <CheckboxField
                label={he.holidayLabel(HOLIDAY_NAMES[h.holiday], hebrewYearText(h.hebrewYear), datesText(h))}
                checked={delivery.confirmed.has(key)}
                onChange={(on) => delivery.confirm(key, on)}
              />
            </li>
          );
        })}
      </ul>
      <button type="button" className="button button--secondary button--small" onClick={() => delivery.confirmAll()}>
        {he.confirmAll}
      </button>
      <div className="settings-delivery__rules">
        <DayRuleFields delivery={delivery} kind="eve" name={he.eveTitle} />
        <DayRuleFields delivery={delivery} kind="cholHamoed" name={he.cholHamoedTitle} />
      </div>
    </fieldset>
  );
});

/** Whether the store delivers on a kind of day, and its cutoff hour then. */
const DayRuleFields = observer(function DayRuleFields({
  delivery,
  kind,
  name,
}: {
  delivery: DeliveryFormStore;
  kind: 'eve' | 'cholHamoed';
  name: string;
}) {
  const rule = delivery[kind];
  return (
    <div className="settings-delivery__rule">
      <SelectField
        label={he.ruleDeliver(name)}
        value={rule.deliver ? 'yes' : 'no'}
        onChange={(v) => delivery.setRule(kind, { deliver: v === 'yes' })}
      >
        <option value="yes">{he.ruleDelivers}</option>
        <option value="no">{he.ruleNoDelivery}</option>
      </SelectField>
      <SelectField
        label={he.ruleCutoff(name)}
        value={rule.cutoffHour}
        onChange={(v) => delivery.setRule(kind, { cutoffHour: v })}
        disabled={!rule.deliver}
      >
        <option value="">{he.ruleUsualHour}</option>
        {HOURS.map((hour) => (
          <option key={hour} value={String(hour)}>
            {he.hourOption(hour)}
          </option>
        ))}
      </SelectField>
    </div>
  );
});
