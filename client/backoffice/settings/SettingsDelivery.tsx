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
