// The form of a standing order (docs/product.md §5.12): its name, the weekday it comes (one of the
// store's delivery weekdays), how often, its first delivery day, a comment for its orders, and its lines
// (taken from the cart, a past order or the usual items; a line may be taken out). The server checks it
// again; what it refuses is said on its field, or above the form.
import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import type { CartItem } from '@shared/contract/entities';
import { addDays, isDeliveryDay } from '@shared/rules/delivery';
import {
  deliveryDayText,
  firstStartDate,
  MAX_STANDING_COMMENT,
  MAX_STANDING_NAME,
  STANDING_EVERY_WEEKS,
  weekdayText,
} from '@shared/rules/standingOrder';
import type { StandingOrderInputDto } from '@shared/validation';
import { isApiError } from '../../api/ApiError';
import { BusyButton } from '../../ui/BusyButton';
import { TextField } from '../../ui/TextField';
import { errorText } from '../../ui/errorText';
import { validationText } from '../../i18n/featureStrings';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';

/** How many first days the form offers: the next ones on the chosen weekday. */
const START_CHOICES = 6;

export interface StandingFormValues {
  name: string;
  weekday: number;
  everyWeeks: number;
  startDate: string;
  comment: string;
  lines: CartItem[];
}

interface Props {
  title: string;
  initial: StandingFormValues;
  save: (input: StandingOrderInputDto) => Promise<unknown>;
  onDone: (name: string) => void;
  onCancel: () => void;
}

export const StandingOrderForm = observer(function StandingOrderForm({ title, initial, save, onDone, onCancel }: Props) {
  const { standing, now } = useStores();
  const rules = standing.rules;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const ids = { weekday: useId(), every: useId(), start: useId(), comment: useId() };
  const set = (change: Partial<StandingFormValues>) => setValues((v) => ({ ...v, ...change }));
  const starts = startChoices(values.weekday, rules, new Date(now()));
  const startDate = starts.includes(values.startDate) ? values.startDate : (starts[0] ?? '');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setErrors({});
    setProblem(null);
    setSaving(true);
    try {
      await save({
        name: values.name.trim(),
        weekday: values.weekday,
        everyWeeks: values.everyWeeks,
        startDate,
        comment: values.comment.trim(),
        lines: standing.linesOf(values.lines),
      });
      onDone(values.name.trim());
    } catch (err) {
      if (isApiError(err) && err.code === 'standing_limit') setProblem(he.standingLimit((err.details as { limit?: number })?.limit ?? 20));
      else if (isApiError(err) && Object.keys(err.errors).length > 0) {
        setErrors(Object.fromEntries(Object.entries(err.errors).map(([field, keys]) => [field.split('.')[0]!, keys[0] ?? 'invalidValue'])));
        setProblem(errorText(err));
      } else setProblem(errorText(err));
    } finally {
      setSaving(false);
    }
  };

  if (rules.days.length === 0) return <p className="alert alert--info">{he.standingNoDeliveryDays}</p>;
  return (
    <form className="card standing-form" aria-labelledby={titleId} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={titleId}>{title}</h2>
      {problem && (
        <p className="alert alert--error" role="alert">
          {problem}
        </p>
      )}
      <TextField
        label={he.standingName}
        value={values.name}
        maxLength={MAX_STANDING_NAME}
        required
        onChange={(name) => set({ name })}
        error={errors.name}
      />
      <div className="standing-form__row">
        <div className="field">
          <label htmlFor={ids.weekday}>{he.standingWeekday}</label>
          <select id={ids.weekday} className="select" value={values.weekday} onChange={(e) => set({ weekday: Number(e.target.value) })}>
            {rules.days.map((d) => (
              <option key={d} value={d}>
                {weekdayText(d)}
              </option>
            ))}
          </select>
          {errors.weekday && <span className="field-error">{validationText(errors.weekday)}</span>}
        </div>
        <div className="field">
          <label htmlFor={ids.every}>{he.standingEvery}</label>
          <select id={ids.every} className="select" value={values.everyWeeks} onChange={(e) => set({ everyWeeks: Number(e.target.value) })}>
            {STANDING_EVERY_WEEKS.map((n) => (
              <option key={n} value={n}>
                {he.standingEveryOption(n)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.start}>{he.standingStart}</label>
          <select id={ids.start} className="select" value={startDate} onChange={(e) => set({ startDate: e.target.value })}>
            {starts.map((day) => (
              <option key={day} value={day}>
                {deliveryDayText(day)}
              </option>
            ))}
          </select>
          {errors.startDate && <span className="field-error">{validationText(errors.startDate)}</span>}
        </div>
      </div>
      <div className="field">
        <label htmlFor={ids.comment}>{he.standingComment}</label>
        <textarea
          id={ids.comment}
          className="textarea"
          value={values.comment}
          maxLength={MAX_STANDING_COMMENT}
          onChange={(e) => set({ comment: e.target.value })}
        />
      </div>
      <h3 className="standing-form__lines-title">
        {he.standingLinesTitle} ({he.standingLines(values.lines.length)})
      </h3>
      {values.lines.length === 0 ? (
        <p className="alert alert--warning">{he.standingNoLines}</p>
      ) : (
        <ul className="standing-form__lines">
          {values.lines.map((line) => (
            <li key={line.id}>
              <span className="standing-form__line-name">{line.itemDescription}</span>
              <span className="muted">{he.standingLineQuantity(line.quantity)}</span>
              <button
                type="button"
                className="button button--small button--secondary"
                onClick={() => set({ lines: values.lines.filter((l) => l.id !== line.id) })}
              >
                {he.standingLineRemove}
                <span className="visually-hidden"> {he.standingLineRemoveOf(line.itemDescription)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {errors.lines && <p className="field-error">{validationText(errors.lines)}</p>}
      <div className="standing-form__actions">
        <BusyButton type="submit" className="button" busy={saving} disabled={values.lines.length === 0 || startDate === ''}>
          {saving ? he.standingSaving : he.standingSave}
        </BusyButton>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {he.standingCancel}
        </button>
      </div>
    </form>
  );
});

/** The first days a standing order on `weekday` may start: the next ones the store delivers, whose cutoff has not passed. */
function startChoices(weekday: number, rules: Parameters<typeof firstStartDate>[1], now: Date): string[] {
  const first = firstStartDate(weekday, rules, now);
  if (!first) return [];
  const days: string[] = [];
  for (let day = first, n = 0; days.length < START_CHOICES && n < 52; day = addDays(day, 7), n++)
    if (isDeliveryDay(day, rules)) days.push(day);
  return days;
}
