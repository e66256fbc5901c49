// Strings of the insights screen (docs/product.md §6.5): the period, today's calls, the charts and lists.
// One flat table with the shared strings (./he.ts).
const WEEKDAY_NAMES = ['ראשון', 'שני', 'שלישי', 'רביעי', 'חמישי', 'שישי', 'שבת'] as const;

/** A count of days in words: 'יום אחד', 'יומיים', '5 ימים'. */
const days = (n: number): string => (n === 1 ? 'יום אחד' : n === 2 ? 'יומיים' : `${n} ימים`);
/** A median of days (up to one decimal). */
const median = (n: number): string => (Number.isInteger(n) ? days(n) : `${n.toFixed(1)} ימים`);

export const boInsights = {
  title: 'תובנות',
  hubText: 'לקוחות שהפסיקו להזמין, מכירות ושיחות להיום',
  backToHub: 'חזרה לניהול האתר',
  asOf: (time: string) => `נכון לשעה ${time}`,
  loadingInsights: 'מחשבים את התובנות מכל ההזמנות…',
  // The period.
  periodLegend: 'תקופה',
  presets: { 4: '4 שבועות', 13: 'רבעון', 26: 'חצי שנה', 52: 'שנה' } as Record<number, string>,
  custom: 'טווח אחר',
  from: 'מתאריך',
  to: 'עד תאריך',
  apply: 'הצגה',
  fromAfterTo: 'תאריך ההתחלה מאוחר מתאריך הסיום.',
  periodTooLong: (max: number) => `אפשר להציג עד ${max} ימים בבת אחת.`,
  periodNeeded: 'יש לבחור תאריך התחלה ותאריך סיום.',
  periodText: (from: string, to: string) => `${from} – ${to}`,
  // The figures of the period.
  figuresLabel: 'סיכום התקופה',
  ordersInPeriod: 'הזמנות',
  totalInPeriod: 'מכירות לפני מע"מ',
  averageOrder: 'הזמנה ממוצעת',
  // Today's calls.
  callsTitle: 'שיחות להיום',
  callsEmpty: 'אין היום לקוחות שצריך להתקשר אליהם.',
  callLapsed: (since: number, usual: number) => `לא הזמין ${days(since)}; בדרך כלל מזמין כל ${median(usual)}.`,
  callUsualDay: (weekday: number, since: number) => `בדרך כלל מזמין ביום ${WEEKDAY_NAMES[weekday]}; ההזמנה האחרונה לפני ${days(since)}.`,
  callPhone: (name: string, phone: string) => `התקשרות אל ${name}, ${phone}`,
  // The week-by-week chart.
  weeksTitle: 'מכירות לפי שבוע',
  weeksCaption: (from: string, to: string) => `מכירות לפני מע"מ בכל שבוע, ${from} – ${to}`,
  colWeek: 'שבוע שמתחיל ב־',
  colOrders: 'הזמנות',
  colTotal: 'מכירות לפני מע"מ',
  // The tops.
  topCustomersTitle: 'הלקוחות המובילים',
  topItemsTitle: 'הפריטים המובילים',
  colCustomer: 'לקוח',
  colItem: 'פריט',
  colUnits: 'יחידות',
  colShare: 'חלק מהמכירות',
  topEmpty: 'אין הזמנות בתקופה הזאת.',
  // Past their rhythm.
  lapsedTitle: 'לקוחות שחרגו מהקצב שלהם',
  lapsedEmpty: 'כל הלקוחות מזמינים בקצב הרגיל שלהם.',
  colLastOrder: 'הזמנה אחרונה',
  colUsual: 'מזמין בדרך כלל כל',
  colSince: 'ימים מאז',
  colOverdue: 'באיחור של',
  colPhone: 'טלפון',
  days,
  median,
  // Stopped buying.
  stoppedTitle: 'פריטים שלקוחות הפסיקו לקנות',
  stoppedEmpty: 'אין פריטים שלקוחות הפסיקו לקנות.',
  colTimes: 'נקנה ב־',
  timesBought: (n: number) => `${n} הזמנות`,
  colLastBought: 'נקנה לאחרונה',
  colOrdersSince: 'הזמנות מאז בלעדיו',
  explain:
    'החישוב מכל ההזמנות שלא בוטלו, בסכומים לפני מע"מ. לקוח חורג מהקצב כשעברו מאז הזמנתו האחרונה פי 1.5 מהמרווח הרגיל שלו (החציון) ולפחות 3 ימים יותר. פריט הופסק כשנקנה ב־3 הזמנות לפחות וחסר ב־3 ההזמנות האחרונות לפחות.',
  weekdayName: (weekday: number) => WEEKDAY_NAMES[weekday]!,
};
