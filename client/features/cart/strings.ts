// Strings of a cart line checked against today's catalogue (what changed, and its fix) and of
// typed quantities (rounded up to whole packs).
// Joined into the product's table by client/i18n/he.ts; a strings file imports nothing.
export const strings = {
  // A session that ended by itself
  sessionEndedTitle: 'החיבור שלכם הסתיים.',
  sessionEndedText: 'המחירים והסל מוסתרים עד שתתחברו שוב. הסל שלכם שמור.',
  sessionEndedLogin: 'התחברות מחדש',
  sessionEndedDismiss: 'סגירה',
  cartSessionEndedTitle: 'החיבור הסתיים: הסל שלכם שמור',
  cartSessionEndedText: 'התחברו שוב כדי לראות את הסל ולהמשיך בהזמנה.',
  cartPendingOrder: 'ההזמנה עוד לא נשלחה. מיד לאחר ההתחברות היא תישלח כפי שהיא, עם ההערה שכתבתם.',
  droppedLines: (n: number) => (n === 1 ? 'שורה אחת בסל לא נקראה והוסרה ממנו.' : `${n} שורות בסל לא נקראו והוסרו ממנו.`),
  droppedLinesHint: 'שאר הפריטים נשמרו. אפשר להוסיף שוב את מה שחסר.',
  /** An item the signed-in buyer has no price for (none in its price list). */
  priceOnRequest: 'מחיר לפי בקשה',
  reorderPriceOnRequestTitle: 'פריטים שאין להם מחיר במחירון שלכם (לא נוספו):',
  priceOnRequestHint: 'לפריט אין מחיר במחירון שלכם. לפרטים פנו לספק.',
  // What changed on a line
  issuePriceChanged: (from: string, to: string) => `המחיר עודכן מ־${from} ל־${to}.`,
  issuePackChanged: (from: number, to: number) => `גודל האריזה השתנה מ־${from} ל־${to} יח'.`,
  issueNotWholePacks: (quantity: number, pack: number) => `הכמות (${quantity}) אינה בכפולות של האריזה (${pack} יח').`,
  issueUnavailable: 'הפריט אינו זמין כעת ולא ניתן להזמין אותו.',
  issuePriceOnRequest: 'לפריט אין מחיר במחירון שלכם (מחיר לפי בקשה) ולא ניתן להזמין אותו כאן.',
  issueNotFound: 'הפריט אינו קיים עוד בקטלוג.',
  fixRoundUp: (quantity: number) => `עיגול ל־${quantity}`,
  fixRemove: 'הסרה מהסל',
  dismissIssue: 'הבנתי',
  lineLocked: 'יש לתקן את השורה',
  // The cart's summary of the check
  checkingCart: 'בודק מחירים וזמינות עדכניים...',
  cartChangedTitle: 'הסל עודכן לפי הקטלוג של היום',
  cartChangedText: 'מאז שהוספתם את הפריטים האלה השתנו בהם פרטים. המחירים בסל הם המחירים של היום:',
  cartFixText: 'תקנו את השורות המסומנות (עיגול לאריזות שלמות או הסרה) ואז בצעו את ההזמנה.',
  cartReviewText: 'בדקו את הסכומים ולחצו שוב על "ביצוע הזמנה".',
  orderRefusedTitle: 'ההזמנה לא נשלחה: הספק עדכן פרטים בסל',
  vatChangedTitle: (from: number, to: number) => `שיעור המע"מ השתנה מ־${from}% ל־${to}%: הסכומים בסל חושבו מחדש.`,
  vatChangedTotalWas: 'הסכום לתשלום היה',
  vatChangedTotalNow: 'ועכשיו',
  lockedLinesWarning: 'יש שורות שצריך לתקן לפני ביצוע ההזמנה.',
  // Typed quantities
  quantityFor: (name: string) => `כמות של ${name}`,
  quantityRounded: (typed: number, quantity: number, pack: number) =>
    `${typed} אינו בכפולות של ${pack}: הכמות עוגלה ל־${quantity} (${quantity === pack ? 'אריזה אחת' : `${quantity / pack} אריזות`}).`,
  quantityCapped: (max: number) => `הכמות המרבית בשורה היא ${max}.`,
  quantityNotNumber: 'יש להקליד מספר שלם.',
  unusualQuantityTitle: 'כמות חריגה',
  unusualQuantity: (quantity: number, name: string, pack: number) =>
    `להכניס לסל ${quantity.toLocaleString('he-IL')} יח' של ${name}${pack > 1 ? ` (${(quantity / pack).toLocaleString('he-IL')} אריזות של ${pack})` : ''}? זו כמות גדולה בהרבה מהרגיל בשורה הזו.`,
  unusualQuantityConfirm: 'כן, להכניס לסל',
} as const;
