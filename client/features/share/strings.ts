// Strings of sharing an order or the cart (WhatsApp, e-mail, the device's own share sheet).
// Joined into the product's table by client/i18n/he.ts; a strings file imports nothing.
export const strings = {
  shareOrderGroup: (orderNumber: number) => `שיתוף הזמנה ${orderNumber}`,
  shareCartTitle: 'שיתוף הרשימה',
  shareCartHint: 'הרשימה נשלחת כפריט וכמות בכל שורה: מי שמקבל אותה מדביק אותה בהזמנה המהירה, והכול נכנס לסל שלו.',
  shareWhatsapp: 'שיתוף בוואטסאפ',
  shareMail: 'שליחה במייל',
  shareNative: 'שיתוף',
  opensWhatsapp: '(נפתח בוואטסאפ)',
  shareFailed: 'השיתוף לא הצליח. אפשר לשלוח בוואטסאפ או במייל.',
  /** The WhatsApp or mail message could not hold every line: what was left out, and the way to send it all. */
  shareShortened: (omitted: number, canShare: boolean) =>
    `${omitted === 1 ? 'פריט אחד לא נכנס' : `${omitted} פריטים לא נכנסו`} להודעה בוואטסאפ או במייל (הרשימה ארוכה מדי לקישור).${canShare ? ' כפתור "שיתוף" שולח את כולה.' : ''}`,
  // The message itself
  msgOrderTitle: (orderNumber: string, store: string) => `הזמנה מס׳ ${orderNumber} – ${store}`,
  msgOrderDate: (date: string) => `תאריך: ${date}`,
  msgOrderDelivery: (day: string) => `יום אספקה: ${day}`,
  /** The buyer's comment, its own lines kept. */
  msgOrderComment: (comment: string) => `הערה: ${comment}`,
  msgOrderLine: (name: string, quantity: string, unitPrice: string) => `• ${name}: ${quantity} יח׳ × ${unitPrice}`,
  msgOrderMore: (count: string) => `• ועוד ${count} פריטים`,
  msgOrderTotal: (total: string) => `סה״כ כולל מע״מ: ${total}`,
  msgCartTitle: (store: string) => `רשימת פריטים מ${store}, להדבקה בהזמנה מהירה:`,
  /** Ends in ':' and holds no digit, so quick order skips it as a heading (docs/product.md §5.7). */
  msgCartTitleShort: (store: string) => `רשימת פריטים מ${store}, להדבקה בהזמנה מהירה (חלק מהרשימה: היא ארוכה מדי להודעה אחת):`,
  msgCartLine: (code: string, name: string, quantity: string) => `${code} | ${name} | ${quantity} יח׳`,
  msgCartSubject: (store: string) => `רשימת פריטים מ${store}`,
} as const;
