// Strings of the cart's delivery line: when the order arrives, the countdown to the cutoff, the
// later day the buyer may ask for, and the minimum order (docs/product.md §5.11).
// Joined into the product's table by client/i18n/he.ts; a strings file imports nothing.

/** The weekdays' short Hebrew names, Sunday first: 'ה׳' is Thursday. */
const WEEKDAYS = ['א׳', 'ב׳', 'ג׳', 'ד׳', 'ה׳', 'ו׳', 'ש׳'] as const;

export const strings = {
  deliveryTitle: 'אספקה',
  /** A day as the cart names it: 'יום ה׳ 27/11'. */
  deliveryDay: (weekday: number, dayMonth: string) => `יום ${WEEKDAYS[weekday] ?? ''} ${dayMonth}`,
  /** The promise when the order-by moment is today: 'הזמנה עד 14:00 תסופק ביום ה׳ 27/11'. */
  deliveryByToday: (hour: string, day: string) => `הזמנה עד ${hour} תסופק ב${day}`,
  /** The promise when it is another day: 'הזמנה עד יום א׳ 29/11 בשעה 14:00 תסופק ביום ב׳ 30/11'. */
  deliveryByDay: (byDay: string, hour: string, day: string) => `הזמנה עד ${byDay} בשעה ${hour} תסופק ב${day}`,
  /** A later day asked for: 'ההזמנה תסופק ביום ד׳ 2/12, היום שבחרתם'. */
  deliveryChosen: (day: string) => `ההזמנה תסופק ב${day}, היום שבחרתם`,
  deliveryCountdown: 'נותרו',
  deliveryCountdownAfter: (hour: string) => `דקות להזמנה עד ${hour}`,
  deliveryCountdownLabel: (left: string, hour: string) => `נותרו ${left} דקות להזמנה עד ${hour}`,
  /** Before a confirmed holiday: 'להזמנות לפני פסח: הזמינו עד יום ג׳ 20/04 בשעה 14:00, לאספקה ביום ד׳ 21/04.' */
  holidayNotice: (name: string, by: string, day: string) => `להזמנות לפני ${name}: הזמינו עד ${by}, לאספקה ב${day}.`,
  deliveryChoose: 'יום אספקה',
  deliveryEarliest: (day: string) => `${day} (המוקדם ביותר)`,
  deliveryChosenNote: (line: string) => `היום שבחרתם יירשם בהערה להזמנה: "${line}".`,
  deliveryNone: 'ימי האספקה לא הוגדרו. נציג יתאם אתכם את מועד האספקה.',
  minimumMissing: (amount: string) => `חסרים ${amount} למינימום הזמנה`,
  minimumOf: (amount: string) => `מינימום הזמנה: ${amount} לפני מע"מ.`,
  standingDay: (day: string) => `ההזמנה הקבועה תסופק ב${day}.`,
  changeDay: (day: string) => `ההזמנה תסופק ב${day}, כפי שהוזמנה.`,
} as const;
