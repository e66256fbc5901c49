// The display-order box of a list row: a whole number, named after the row it orders.
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
      min={0}
      step={1}
      className="input hub-order-input"
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
