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
} as const;
