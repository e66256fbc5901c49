// The display order of a list's rows: a whole-number box in each row, named after the row it
// orders, and the form around the list that saves them all with one button under it.
import type { ReactNode } from 'react';
import { selectOnFocus } from '../../ui/selectOnFocus';
import { DISPLAY_ORDER_MIN } from '@shared/rules/displayOrder';
import { BusyButton } from '../../ui/BusyButton';

interface Props {
  /** The accessible name, e.g. 'סדר תצוגה: משקאות'. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function OrderInput({ label, value, onChange }: Props) {
  return (
    <input
      type="number"
      inputMode="numeric"
      min={DISPLAY_ORDER_MIN.group}
      step={1}
      className="input hub-order-input"
      aria-label={label}
      {...selectOnFocus}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

interface OrderFormProps {
  onSave: () => void;
  saveLabel: string;
  /** Disables the button while a save (or another change) runs. */
  busy: boolean;
  /** The list, its rows holding OrderInputs. */
  children: ReactNode;
}

export function OrderForm({ onSave, saveLabel, busy, children }: OrderFormProps) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      {children}
      <div className="hub-list-footer">
        <BusyButton type="submit" className="button" busy={busy}>
          {saveLabel}
        </BusyButton>
      </div>
    </form>
  );
}
