// Strings of the catalogue: the category and group pages, the product lists and cards, search results, and
// their pages' descriptions for search engines.
// Joined into the product's table by client/i18n/he.ts; a strings file imports nothing.
export const strings = {
  metaWholesale: 'מחירים סיטונאיים ללקוחות עסקיים, הזמנה באריזות שלמות.',
  metaSearch: (term: string) => `תוצאות חיפוש עבור "${term}" בקטלוג הסיטונאי של מחסני השרון: מוצרים, אריזות ומחירים ללקוחות עסקיים.`,
  metaGroup: (group: string, category: string) =>
    `${group} (${category}) בקטלוג הסיטונאי של מחסני השרון: כל המוצרים, גודלי האריזה והזמינות. מחירים ללקוחות עסקיים.`,
  metaAllProducts: 'כל המוצרים בקטלוג הסיטונאי של מחסני השרון: מזון, משקאות, ניקיון וכלי בית, באריזות שלמות ובמחירים ללקוחות עסקיים.',
  // Category page
  breadcrumbs: 'מיקום באתר',
  breadcrumbHome: 'דף הבית',
  categoryGroups: 'קבוצות מוצרים',
  categoryNoGroups: 'אין עדיין קבוצות מוצרים בקטגוריה זו.',
  categoryNotFoundTitle: 'הקטגוריה לא נמצאה',
  categoryNotFoundText: 'ייתכן שהקטגוריה הוסרה או שהקישור שגוי.',
  groupNotFoundTitle: 'קבוצת המוצרים לא נמצאה',
  groupNotFoundText: 'ייתכן שהקבוצה הוסרה או שהקישור שגוי.',
  // Product list
  allProductsTitle: 'כל המוצרים',
  searchResultsFor: (term: string) => `תוצאות חיפוש עבור: ${term}`,
  productCount: (n: number) => (n === 1 ? 'מוצר אחד' : `${n} מוצרים`),
  loadingProducts: 'טוען מוצרים...',
  loadingMore: 'טוען מוצרים נוספים...',
  loadMoreFailed: 'טעינת מוצרים נוספים נכשלה.',
  noProducts: 'לא נמצאו מוצרים',
  noProductsHint: 'נסו לשנות את מילות החיפוש או חזרו לדף הבית.',
  productsLoadError: 'לא הצלחנו לטעון את המוצרים.',
  // Offline search: within the products already seen
  offlineSearchNote: 'אין חיבור לרשת: מוצגות תוצאות מתוך המוצרים שכבר נצפו',
  offlineSearchNone: 'אין חיבור לרשת, ובין המוצרים שכבר נצפו אין מוצר שמתאים לחיפוש. החיפוש ייעשה שוב כשהחיבור יחזור.',
  productsLabel: 'רשימת מוצרים',
  groupNavigator: 'מעבר בין קבוצות מוצרים',
  previousGroup: 'לקבוצה הקודמת',
  nextGroup: 'לקבוצה הבאה',
  groupPlace: (category: string, group: string) => `${category} - ${group}`,
  // Product card and item dialog
  productMoreDetails: 'פרטים נוספים',
  stickerComingBackSoon: 'חוזר בקרוב',
  stickerPriceChanged: 'שינוי מחיר',
  priceOnRequestHint: 'לפריט אין מחיר במחירון שלכם. לפרטים פנו לספק.',
  unknownBarcodeText: (code: string) => `הברקוד ${code} לא נמצא בקטלוג. אפשר לחפש את המוצר לפי שמו, או לסרוק שוב.`,
} as const;
