// An instant as the app shows it: its day and time in Israel ('29/11/2026 10:12'), read left to right
// in the Hebrew page, and machine-readable as a <time>.
import { formatDate, formatTime } from '@shared/format';

export function DateTime({ value }: { value: string }) {
  return (
    <time dateTime={value} dir="ltr">
      {formatDate(value)} {formatTime(value)}
    </time>
  );
}
