// The layout's strings: the header and its menus, the footer, the outbox's notice, and the installable
// app's notice that a new version of the site is ready (UpdateNotice.tsx).
// Joined into the product's table by client/i18n/he.ts; a strings file imports nothing.
export const strings = {
  categoriesMenu: 'קטגוריות',
  openMenu: 'פתיחת תפריט',
  closeMenu: 'סגירת תפריט',
  expandCategory: (name: string) => `הצגת קבוצות ${name}`,
  moreCategories: 'עוד',
  logout: 'התנתקות',
  cart: 'סל הקניות',
  cartCount: (n: number) => (n === 1 ? 'פריט אחד בסל' : `${n} פריטים בסל`),
  scanBarcode: 'סריקת ברקוד',
  logoAlt: 'מחסני השרון – לדף הבית',
  skipToContent: 'דילוג לתוכן',
  footerCategories: 'קטגוריות',
  footerNavLabel: 'מפת האתר',
  footerContact: 'יצירת קשר',
  phone: 'טלפון',
  email: 'אימייל',
  address: 'כתובת',
  rights: (year: number) => `© ${year} מחסני השרון. כל הזכויות שמורות.`,
  // The outbox: an order written on the device, waiting to go out
  outboxPending: 'יש הזמנה שממתינה לשליחה.',
  outboxPendingMore: 'הזמנה נוספת ממתינה לשליחה.',
  outboxPendingLink: 'לפרטי ההזמנה',
  outboxSent: (orderNumber: number) => `ההזמנה שהמתינה נשלחה: מספר הזמנה ${orderNumber}.`,
  outboxSentLink: 'לאישור ההזמנה',
  outboxChangeSent: (orderNumber: number) => `השינוי שהמתין נשלח: הזמנה מס' ${orderNumber} עודכנה.`,
  /** A waiting change the provider refused: its own Hebrew reason when it gave one ('מועד השינוי של ההזמנה עבר…'). */
  outboxChangeReturned: (orderNumber: number, reason: string | null) =>
    `השינוי בהזמנה מס' ${orderNumber} שהמתין לא נשלח: ${reason ?? 'הספק החזיר אותו. הפרטים בסל.'}`,
  outboxReturned: 'ההזמנה שהמתינה לא נשלחה: הספק החזיר אותה. הפריטים בסל, ומה שהשתנה מסומן בהם.',
  outboxReturnedLink: 'לסל',
  outboxDismiss: 'סגירה',
  outboxDismissSent: (orderNumber: number) => `סגירת ההודעה על הזמנה ${orderNumber}`,
  outboxDismissReturned: (time: string) => `סגירת ההודעה על ההזמנה שנלחצה ב־${time}`,
  outboxNotices: 'מה קרה להזמנות שהמתינו',
  updateAvailable: 'גרסה חדשה זמינה',
  updateReload: 'טעינה מחדש',
  updateLater: 'לא עכשיו',
  updateWaitsForOrder: 'הטעינה תתאפשר כשההזמנה תסתיים.',
  updateReloading: 'טוענים את הגרסה החדשה…',
} as const;
