// The back office hub's strings (/admin/dashboard/{id}).
// Flat with the shared strings in one table (./he.ts).
export const boHub = {
  title: 'ניהול האתר',
  greeting: (name: string) => `שלום, ${name}. מה נרצה לנהל היום?`,
  cardsLabel: 'אזורי ניהול',
  categories: 'ניהול קטגוריות',
  categoriesText: 'הוספה, עריכה ומחיקה של קטגוריות, תמונותיהן וקבוצות הפריטים שבהן.',
  users: 'ניהול משתמשים',
  usersText: 'חשבונות הלקוחות העסקיים: יצירה, צפייה ומחיקה.',
  settings: 'הגדרות האתר',
  settingsText: 'לוגו, באנרים, אודותינו, הנחות, מע"מ ופרטי קשר.',
  items: 'ניהול פריטים',
  itemsText: 'זמינות, סדר תצוגה, מאפיינים ומוצרים קשורים של כל פריט.',
  orders: 'רשימת הזמנות',
  ordersText: 'כל ההזמנות של כל הלקוחות, עם מסמך כל הזמנה.',
  moreTools: 'כלים נוספים',
  attributes: 'מאפיינים',
  priceLists: 'מחירונים',
} as const;
