// The grid's bulk changes: copy one price list into another with +N% (rounded to the agora), and
// move the prices of the rows shown by N%. Both fill the grid's cells, marked as changed, for the
// store manager to look over and save (or undo) like typed ones.
import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { he } from './he';
import type { PriceGridStore } from './PriceGridStore';
import { selectOnFocus } from '../../ui/selectOnFocus';

/**
 * A percentage as typed ('5', '-2.5', '+10', '7,5'), or the Hebrew reason it is refused: more than
 * -100 (a fall of 100% leaves every price 0, which is never a price) and at most 1000.
 */
export function readPercent(text: string): { ok: true; value: number } | { ok: false; error: string } {
  const normal = text.trim().replace(',', '.').replace(/^\+/, '');
  if (!/^-?\d+(?:\.\d+)?$/.test(normal)) return { ok: false, error: he.badPercent };
  const value = Number(normal);
  return value > -100 && value <= 1000 ? { ok: true, value } : { ok: false, error: he.percentRange };
}

function ListSelect({
  label,
  value,
  onChange,
  store,
  all,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  store: PriceGridStore;
  all?: boolean;
}) {
  return (
    <label>
      {label}
      <select className="select" value={value} onChange={(e) => onChange(e.target.value)}>
        {all ? <option value="all">{he.allLists}</option> : <option value="">{he.chooseList}</option>}
        {store.lists.map((list) => (
          <option key={list.id} value={String(list.id)}>
            {list.name}
          </option>
        ))}
      </select>
    </label>
  );
}

function PercentInput({
  value,
  onChange,
  invalid,
  errorId,
}: {
  value: string;
  onChange: (v: string) => void;
  invalid: boolean;
  errorId: string;
}) {
  return (
    <label>
      {he.percent}
      <input
        className="input"
        dir="ltr"
        inputMode="decimal"
        {...selectOnFocus}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
    </label>
  );
}

function BulkError({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {text}
    </p>
  );
}

export const PriceGridBulk = observer(function PriceGridBulk({ store }: { store: PriceGridStore }) {
  const copyErrorId = useId();
  const adjustErrorId = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [copyPercent, setCopyPercent] = useState('0');
  const [copyError, setCopyError] = useState<string | null>(null);
  const [list, setList] = useState('all');
  const [percent, setPercent] = useState('');
  const [adjustError, setAdjustError] = useState<string | null>(null);
  const busy = store.loading || store.edits.saving;

  const copy = (e: FormEvent) => {
    e.preventDefault();
    const percent = readPercent(copyPercent);
    if (from === '' || to === '' || from === to) return setCopyError(from === '' || to === '' ? he.chooseList : he.sameList);
    if (!percent.ok) return setCopyError(percent.error);
    setCopyError(null);
    store.edits.copyList(Number(from), Number(to), percent.value);
  };
  const adjust = (e: FormEvent) => {
    e.preventDefault();
    const checked = readPercent(percent);
    if (!checked.ok) return setAdjustError(checked.error);
    setAdjustError(null);
    store.edits.adjustPrices(list === 'all' ? 'all' : Number(list), checked.value);
  };
  return (
    <details className="pgrid-page__bulk">
      <summary>{he.bulk}</summary>
      <div className="pgrid-page__bulk-forms">
        {store.lists.length > 1 && (
          <form onSubmit={copy} noValidate>
            <fieldset disabled={busy}>
              <legend>{he.copyTitle}</legend>
              <ListSelect label={he.copyFrom} value={from} onChange={setFrom} store={store} />
              <ListSelect label={he.copyTo} value={to} onChange={setTo} store={store} />
              <PercentInput
                value={copyPercent}
                onChange={setCopyPercent}
                invalid={copyError === he.badPercent || copyError === he.percentRange}
                errorId={copyErrorId}
              />
              <button type="submit" className="button button--small" disabled={busy}>
                {he.copy}
              </button>
              <BulkError id={copyErrorId} text={copyError} />
            </fieldset>
          </form>
        )}
        <form onSubmit={adjust} noValidate>
          <fieldset disabled={busy}>
            <legend>{he.adjustTitle}</legend>
            <ListSelect label={he.adjustList} value={list} onChange={setList} store={store} all />
            <PercentInput value={percent} onChange={setPercent} invalid={adjustError !== null} errorId={adjustErrorId} />
            <button type="submit" className="button button--small" disabled={busy}>
              {he.adjust}
            </button>
            <BulkError id={adjustErrorId} text={adjustError} />
          </fieldset>
        </form>
      </div>
    </details>
  );
});
