// Strings of the buyer's usual items ('add all' and what of it the cart already holds).
// Joined into the product's table by client/i18n/he.ts; a strings file imports nothing.
export const strings = {
  // The usual items' 'add all'
  usualInCart: (n: number, total: number) =>
    n === total ? 'כל הפריטים האלה כבר בסל.' : n === 1 ? 'פריט אחד מהרשימה כבר בסל.' : `${n} מהפריטים ברשימה כבר בסל.`,
  usualAllSet: (added: number, updated: number, same: number) =>
    [
      added > 0 ? (added === 1 ? 'נוסף לסל פריט אחד' : `נוספו לסל ${added} פריטים`) : '',
      updated > 0
        ? updated === 1
          ? 'בפריט אחד שכבר היה בסל הכמות עודכנה לכמות הקבועה'
          : `ב־${updated} פריטים שכבר היו בסל הכמות עודכנה לכמות הקבועה`
        : '',
      same > 0 ? (same === 1 ? 'פריט אחד כבר היה בסל בכמות הזו' : `${same} פריטים כבר היו בסל בכמויות האלה`) : '',
    ]
      .filter(Boolean)
      .join('; ') + '.',
  // The buyer's usual items (dashboard)
  usualItemsTitle: 'הפריטים הקבועים שלי',
  usualItemsIntro: 'הפריטים שאתם מזמינים הכי הרבה, מוכנים להוספה בכמות של ההזמנה האחרונה.',
  addAllUsual: 'הוספת הכול לסל',
  usualAdded: (lines: number, units: number) => `נוספו לסל ${lines === 1 ? 'פריט אחד' : `${lines} פריטים`} (${units} יחידות).`,
  usualItemsFailed: 'לא הצלחנו לטעון את הפריטים הקבועים.',
  usualItemsEmpty: 'כשתבצעו הזמנות, הפריטים שאתם מזמינים בקביעות יופיעו כאן.',
  usualGone: 'כבר לא בקטלוג',
  usualUnreadable: 'לא ניתן לטעון כעת',
  usualUnavailable: 'לא זמין כעת',
  orderedTimes: (n: number) => (n === 1 ? 'הוזמן פעם אחת' : `הוזמן ${n} פעמים`),
  lastQuantity: (n: number) => `כמות אחרונה: ${n}`,
  usualQuantity: (name: string) => `כמות להוספה של ${name}`,
  addUsualOf: (name: string) => `הוספה לסל של ${name}`,
  addUsual: 'הוספה לסל',
  standingMakeFromUsual: 'הזמנה קבועה מהפריטים האלה',
} as const;
