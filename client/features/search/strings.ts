// Strings of the search box and its suggestions, and of scanning a barcode with the camera.
// Joined into the product's table by client/i18n/he.ts; a strings file imports nothing.
export const strings = {
  searchPlaceholder: 'חיפוש מוצר, ברקוד או מק"ט',
  suggestionsLabel: 'הצעות חיפוש',
  scanTitle: 'סריקת ברקוד',
  scanHint: 'כוונו את המצלמה אל הברקוד שעל המוצר.',
  noCamera: 'לא נמצאה מצלמה זמינה. אפשר להקליד את המספר שמתחת לברקוד בתיבת החיפוש.',
  // The camera
  cameraRefused: 'הגישה למצלמה נחסמה, ולכן אי אפשר לסרוק.',
  cameraAllowHow: 'כך מאפשרים אותה שוב:',
  cameraAllowChrome: 'Chrome: נוגעים בסמל שליד כתובת האתר, בוחרים "הרשאות" ומפעילים את "מצלמה".',
  cameraAllowSafari: 'Safari באייפון: "הגדרות" > "Safari" > "מצלמה" > "אפשר", או "aA" שבשורת הכתובת > "הגדרות אתר".',
  cameraAllowFirefox: 'Firefox: נוגעים במנעול שליד הכתובת ומאשרים את המצלמה.',
  cameraAllowThen: 'אחר כך לוחצים על "ניסיון נוסף". בינתיים אפשר להקליד את המספר שמתחת לברקוד בתיבת החיפוש.',
  cameraRetry: 'ניסיון נוסף',
  // A barcode the catalogue does not know
  searchByName: 'חיפוש לפי שם המוצר',
  // Scan to cart (the barcode scanner's continuous mode)
  scanModeSearch: 'חיפוש לפי ברקוד',
  scanModeCart: 'סריקה רציפה לסל',
  scanCartHint: 'כל ברקוד שנקלט מוסיף אריזה אחת לסל. לאריזה נוספת מאותו פריט, הרחיקו את המצלמה לרגע וסרקו שוב.',
  scannedList: 'הפריטים שנסרקו',
  scannedEmpty: 'עוד לא נסרק דבר.',
  undoLastScan: 'ביטול הסריקה האחרונה',
  scanDone: 'סיום',
  scannedUnits: (n: number) => `${n} יח׳ בסל מהסריקה`,
  scanMinus: (name: string) => `אריזה אחת פחות של ${name}`,
  scanPlus: (name: string) => `אריזה נוספת של ${name}`,
  scanNotFound: 'ברקוד לא מוכר',
  scanNotChecked: 'לא נבדק: לא הצלחנו לבדוק את הברקוד. סרקו שוב בעוד רגע',
  scanAdded: (name: string) => `נוסף לסל: ${name}`,
  scanRefused: (code: string, why: string) => `${code}: ${why}`,
} as const;
