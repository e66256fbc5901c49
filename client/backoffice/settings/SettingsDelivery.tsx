// The site settings' delivery tab (docs/product.md §5.11): the weekdays the store delivers, the
// cutoff hour, the dates with no delivery and the minimum order before VAT, saved as one setting.
import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { he, validationText } from '../he';
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

const t = he.boDelivery;
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
      <h3>{t.deliveryTitle}</h3>
      <p className="muted">{t.deliveryHint}</p>
      <form className="hub-form" onSubmit={submit} noValidate>
        <fieldset className="settings-delivery__days" aria-describedby={errors.days ? daysError : undefined}>
          <legend>{t.deliveryDays}</legend>
          {t.weekdayNames.map((name, day) => (
            <CheckboxField key={name} label={name} checked={delivery.days.includes(day)} onChange={(on) => delivery.setDay(day, on)} />
          ))}
          {errors.days && (
            <span id={daysError} className="field-error">
              {validationText(errors.days)}
            </span>
          )}
        </fieldset>
        <SelectField
          label={t.cutoffHour}
          value={delivery.cutoffHour}
          onChange={(v) => delivery.set('cutoffHour', v)}
          error={errors.cutoffHour}
        >
          {HOURS.map((hour) => (
            <option key={hour} value={String(hour)}>
              {t.hourOption(hour)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t.noDeliveryDates}
          value={delivery.noDeliveryDates}
          onChange={(v) => delivery.set('noDeliveryDates', v)}
          error={errors.noDeliveryDates}
          dir="ltr"
          rows={4}
        />
        <p className="muted settings-delivery__hint">{t.noDeliveryDatesHint}</p>
        <HolidayCalendar delivery={delivery} />
        <DecimalField
          label={t.minimumOrder}
          value={delivery.minimumOrder}
          onChange={(v) => delivery.set('minimumOrder', v)}
          error={errors.minimumOrder}
        />
        <p className="muted settings-delivery__hint">{t.minimumHint}</p>
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
  if (eve.length > 0) parts.push(t.holidayEve(eve[0]!));
  if (chol.length > 0) parts.push(t.holidayChol(ltrRange(chol[0]!, chol.at(-1)!)));
  return parts.filter(Boolean).join(' · ');
}

/** A range of dates read left to right inside Hebrew text (isolated, so the bidi algorithm does not swap its ends). */
const ltrRange = (from: string, to: string) => `\u2066${from}–${to}\u2069`;

/** The holidays the Hebrew calendar proposes for the next twelve months, each to confirm, and how an eve and Chol HaMoed run. */
const HolidayCalendar = observer(function HolidayCalendar({ delivery }: { delivery: DeliveryFormStore }) {
  return (
    <fieldset className="settings-delivery__calendar">
      <legend>{t.calendarTitle}</legend>
      <p className="muted settings-delivery__hint">{t.calendarHint}</p>
      <ul className="settings-delivery__holidays">
        {delivery.proposals.map((h) => {
          const key = holidayKey(h);
          return (
            <li key={key}>
              <CheckboxField
                label={t.holidayLabel(HOLIDAY_NAMES[h.holiday], hebrewYearText(h.hebrewYear), datesText(h))}
                checked={delivery.confirmed.has(key)}
                onChange={(on) => delivery.confirm(key, on)}
              />
            </li>
          );
        })}
      </ul>
      <button type="button" className="button button--secondary button--small" onClick={() => delivery.confirmAll()}>
        {t.confirmAll}
      </button>
      <div className="settings-delivery__rules">
        <DayRuleFields delivery={delivery} kind="eve" name={t.eveTitle} />
        <DayRuleFields delivery={delivery} kind="cholHamoed" name={t.cholHamoedTitle} />
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
        label={t.ruleDeliver(name)}
        value={rule.deliver ? 'yes' : 'no'}
        onChange={(v) => delivery.setRule(kind, { deliver: v === 'yes' })}
      >
        <option value="yes">{t.ruleDelivers}</option>
        <option value="no">{t.ruleNoDelivery}</option>
      </SelectField>
      <SelectField
        label={t.ruleCutoff(name)}
        value={rule.cutoffHour}
        onChange={(v) => delivery.setRule(kind, { cutoffHour: v })}
        disabled={!rule.deliver}
      >
        <option value="">{t.ruleUsualHour}</option>
        {HOURS.map((hour) => (
          <option key={hour} value={String(hour)}>
            {t.hourOption(hour)}
          </option>
        ))}
      </SelectField>
    </div>
  );
});
