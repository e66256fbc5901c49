// Strings of the substitutes offered under a line that cannot be ordered (docs/product.md §5.10).
// Joined into the product's table by client/i18n/he.ts; a strings file imports nothing.
export const strings = {
  substitutesTitle: 'תחליפים מומלצים',
  substitutesFailed: 'לא הצלחנו לטעון תחליפים לפריט הזה.',
  substitutePack: (n: number) => (n <= 1 ? 'נמכר ביחידות' : `אריזה של ${n} יח'`),
  substitutePrice: (price: string) => `${price} ליח'`,
  substituteSwap: 'החלפה',
  substituteSwapTo: (name: string) => `החלפה ב־${name}`,
  substituteSwapped: (name: string) => `השורה הוחלפה ב־${name}.`,
  substituteAdded: (name: string, quantity: number) => `${name} נוסף לסל במקומו (${quantity} יח').`,
} as const;
