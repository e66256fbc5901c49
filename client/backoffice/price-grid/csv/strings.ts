// Strings of the price grid's CSV round trip: the file's headers, the reasons a row is refused, the
// file-level refusals and the import preview. The price rules read as the price DTO's messages do
// (one rule: 0 is never a selling price, at most two decimals, the DTO's maximum).
import { MAX_AMOUNT } from '@shared/validation/messages';
import { he } from '../../../i18n/he';

/** A value from the file kept apart from the Hebrew around it (a '-5' or 'abc' stays as typed). */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** 12345 as '12,345'. */
export const groupThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const boPriceCsv = {
  exportButton: 'ייצוא CSV',
  importButton: 'ייבוא CSV',
  colItemCode: 'מק"ט',
  colBarcode: 'ברקוד',
  colName: 'שם פריט',
  fileName: 'מחירים.csv',

  // A row refused: the whole row changes nothing.
  unknownCode: 'מק"ט לא מוכר',
  unknownCodeScientific: 'מק"ט לא מוכר: Excel הציג אותו בכתיב מדעי (כמו 7.29E+12). יש לעצב את העמודה כטקסט ולהקליד את המק"ט מחדש.',
  missingCode: 'חסר מק"ט',
  duplicateCode: (firstLine: number) => `המק"ט מופיע כבר בשורה ${firstLine}; רק השורה הראשונה נקלטת`,
  /** A cell (a quoted one may run over many lines) longer than any code or price: its row is not read, nor shown back. */
  cellTooLong: (max: number) => `בשורה יש תא ארוך מ־${groupThousands(max)} תווים: השורה לא נקראה`,
  brokenQuotes: 'מרכאות שלא נסגרו: השורה הזאת (וכל מה שאחריה בקובץ) לא נקראה',
  /** One refused price cell: the list's column, the value as written and what is wrong with it. */
  cell: (list: string, value: string, reason: string) => `${list}: ${isolated(value)} – ${reason}`,
  notNumber: 'לא מספר',
  ambiguousComma: 'לא ברור אם הפסיק מפריד אלפים או מסמן נקודה עשרונית; יש לכתוב את המחיר בלי פסיק (1234) או עם נקודה (12.50)',
  aboveZero: he.validation.priceAboveZero,
  fromAgora: he.validation.priceFromAgora,
  twoDecimals: he.validation.twoDecimals,
  tooLarge: `${he.validation.tooLarge} (עד ${groupThousands(MAX_AMOUNT)} ₪)`,

  // The whole file refused.
  noCodeColumn: 'בקובץ אין עמודת מק"ט: השורה הראשונה צריכה לכלול את הכותרות, ובהן "מק"ט" (כמו בקובץ שמתקבל מ"ייצוא CSV").',
  emptyFile: 'הקובץ ריק.',
  lineTooLong: (line: number, max: number) =>
    `שורה ${groupThousands(line)} בקובץ ארוכה מ־${groupThousands(max)} תווים, ולכן הקובץ לא נקלט. יש לבדוק שזה קובץ המחירים שיוצא מ"ייצוא CSV".`,
  tooManyRows: (max: number) => `בקובץ יותר מ־${groupThousands(max)} שורות. יש לפצל אותו לכמה קבצים ולייבא כל אחד בנפרד.`,
  fileTooLarge: (megabytes: number) => `הקובץ גדול מ־${megabytes}MB. יש לפצל אותו לכמה קבצים ולייבא כל אחד בנפרד.`,
  workbook: 'זהו קובץ Excel ולא CSV. יש לשמור אותו ב־Excel ב"שמירה בשם" כ־"CSV UTF-8" ולייבא שוב.',
  unreadable: 'לא ניתן לקרוא את הקובץ.',

  // The import preview.
  previewTitle: 'ייבוא CSV: בדיקת השינויים',
  summary: (changes: number, refused: number) =>
    `${changes === 1 ? 'שינוי אחד' : `${groupThousands(changes)} שינויים`}, ${refused === 1 ? 'שורה אחת נדחתה' : `${groupThousands(refused)} שורות נדחו`}`,
  noChanges: 'אין בקובץ מחירים שונים מהמחירים הנוכחיים.',
  changesCaption: 'השינויים שיוחלו',
  colList: 'מחירון',
  colFrom: 'מחיר נוכחי',
  colTo: 'מחיר חדש',
  noPrice: 'אין מחיר',
  colChange: 'שינוי',
  /** A change's size in percent, as a reader writes it: '+12.5%', '-3%'. */
  percent: (p: number) => `${p > 0 ? '+' : ''}${Number(p.toFixed(1))}%`,
  newPrice: 'מחיר חדש',
  /** A change of more than LARGE_CHANGE percent either way. */
  large: 'שינוי חריג',
  /** The item found by its code without leading zeros: how the file wrote it. */
  fileCode: (code: string) => `בקובץ: ${isolated(code)}, בלי אפסים מובילים`,
  changesPage: (first: number, last: number, total: number) =>
    `שינויים ${groupThousands(first)}–${groupThousands(last)} מתוך ${groupThousands(total)}`,
  refusedPage: (first: number, last: number, total: number) =>
    `שורות ${groupThousands(first)}–${groupThousands(last)} מתוך ${groupThousands(total)}`,
  previousPage: 'הקודמים',
  nextPage: 'הבאים',
  changesPages: 'דפי השינויים',
  refusedPages: 'דפי השורות שנדחו',
  // The summary per price list.
  listsTitle: 'סיכום לפי מחירון',
  colChanges: 'שינויים',
  colRise: 'העלייה הגדולה',
  colFall: 'הירידה הגדולה',
  colLarge: (limit: number) => `שינויים חריגים (מעל ±${limit}%)`,
  none: '—',
  refusedTitle: 'שורות שנדחו (לא ישתנו)',
  colLine: 'שורה',
  colReason: 'סיבה',
  unknownColumnsTitle: 'עמודות שאינן מחירון מוכר (לא נקלטו)',
  fileRefusedTitle: 'הקובץ לא נקלט',
  // The manager's choice of changes: each with its check box, a flagged one unchecked to begin with.
  colApply: 'להחיל',
  /** A check box's name: the item, its list and the change, as a screen reader reads the row in short. */
  applyOne: (code: string, list: string, from: string, to: string) => `החלת השינוי של ${code} ב${list}: ${from} ← ${to}`,
  /** Why a change starts unchecked. */
  flagLarge: (limit: number) => `שינוי חריג (מעל ±${limit}%): לא נבחר, יש לבדוק ולסמן אם הוא נכון`,
  checkAll: 'בחירת כל השינויים',
  uncheckAll: 'ביטול הבחירה בכל השינויים',
  checkedCount: (checked: number, total: number) => `${groupThousands(checked)} מתוך ${groupThousands(total)} שינויים נבחרו`,
  flaggedCount: (flagged: number) =>
    flagged === 1 ? 'שינוי חריג אחד לא נבחר מראש.' : `${groupThousands(flagged)} שינויים חריגים לא נבחרו מראש.`,
  /** The apply button, with how many it applies. */
  applyChecked: (checked: number) => (checked === 1 ? 'החלת שינוי אחד' : `החלת ${groupThousands(checked)} שינויים`),
  noneChecked: 'לא נבחר אף שינוי: יש לסמן את השינויים להחלה.',
  apply: 'החלת השינויים',
  applying: 'מחיל את השינויים…',
  cancel: he.cancel,
} as const;
