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
  unknownBarcode: 'ברקוד לא מוכר',
  unknownBarcodeText: (code: string) => `הברקוד ${code} לא נמצא בקטלוג. אפשר לחפש את המוצר לפי שמו, או לסרוק שוב.`,
  searchByName: 'חיפוש לפי שם המוצר',
} as const;
