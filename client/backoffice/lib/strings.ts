// Strings every back-office form shares.
// The back office's shared form strings, the one section of client/backoffice/he.ts (lib/ reads it; each area joins it into its own table).
export const boForm = {
  requiredHint: 'שדות המסומנים ב־* הם שדות חובה',
  saving: 'שומר...',
  actions: 'פעולות',
  id: 'מזהה',
  backToList: 'חזרה לרשימה',
  notFoundBack: 'לרשימה',
  loadFailed: 'הטעינה נכשלה.',
  /** A date field: what it shows when empty, how to type it, and why a typed text is no date. */
  datePlaceholder: 'dd/mm/yyyy',
  dateHint: 'יום/חודש/שנה',
  dateFormat: 'יש להקליד תאריך בתבנית יום/חודש/שנה, למשל 05/03/2026.',
  dateImpossible: (text: string) => `אין תאריך כזה: ${text}.`,
  datePick: (label: string) => `בחירה מלוח השנה: ${label}`,
  signInFirst: 'כדי לבצע פעולה זו יש להתחבר.',
  signInButton: 'כניסה לחשבון',
} as const;
