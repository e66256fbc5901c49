// Strings of the item dialog (details, attributes, related items) and the recommended items dialog.
// Joined into the product's table by client/i18n/he.ts; a strings file imports nothing.
export const strings = {
  // Product card and item dialog
  itemDialogTitle: 'פרטי מוצר',
  itemLoading: 'טוען את פרטי המוצר...',
  itemLoadError: 'לא הצלחנו לטעון את פרטי המוצר.',
  itemNotFound: 'המוצר לא נמצא. ייתכן שהוסר מהקטלוג.',
  itemGroupLabel: 'קבוצה',
  itemFullDescriptionTitle: 'תיאור',
  itemAttributesTitle: 'מאפיינים',
  itemAttributeName: 'מאפיין',
  itemAttributeValue: 'ערך',
  itemRelatedTitle: 'מוצרים קשורים',
  loginForPrices: 'התחברו כלקוח עסקי כדי לראות מחירים ולהזמין.',
  // Recommended items dialog
  recommendedTitle: 'אולי תרצו להוסיף גם',
  recommendedEmpty: 'אין כרגע מוצרים נוספים להמליץ עליהם.',
  recommendedError: 'לא הצלחנו לטעון מוצרים מומלצים.',
  recommendedDone: 'המשך לסל',
  comingBackSoon: 'חוזר בקרוב',
} as const;
