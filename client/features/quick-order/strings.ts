// Strings of quick order (/quick-order), scan to cart and the buyer's usual items.
// Joined into the product's table by client/i18n/he.ts; a strings file imports nothing.
export const strings = {
  quickOrderIntro:
    'הדביקו רשימת פריטים (ברקוד, מק"ט או שם המוצר, וכמות בכל שורה) מאקסל, מוואטסאפ או ממייל, או העלו קובץ CSV או Excel. נבדוק כל שורה ונוסיף את התקינות לסל.',
  quickOrderForBusiness: 'ההזמנה המהירה מיועדת ללקוחות עסקיים. התחברו כדי להשתמש בה.',
  quickOrderAdmin: 'ההזמנה המהירה מיועדת ללקוחות עסקיים; מנהלים אינם מזמינים.',
  pasteList: 'הדבקת רשימה',
  pasteHint:
    'שורה לכל פריט: ברקוד, מק"ט או שם המוצר, וכמות ביחידות או באריזות ("5 קרטונים", "x6"), מופרדים ברווח, בטאב, בפסיק או בנקודה-פסיק. טקסט נוסף בשורה לא מפריע.',
  pastePlaceholder: '7290000000001  24\nסודה 1.5 ליטר 2 קרטונים',
  uploadFile: 'העלאת קובץ',
  uploadHint: 'CSV או Excel (xlsx): עמודת ברקוד/מק"ט ועמודת כמות. שורת כותרת מזוהה ומדולגת.',
  downloadSample: 'הורדת קובץ לדוגמה',
  checkList: 'בדיקת הרשימה',
  checkingList: 'בודקים את הרשימה...',
  quickListEmpty: 'לא נמצאו ברשימה שורות של פריטים: רק ברכות, כותרות, חתימות או שורות סיכום.',
  catalogueFailed: 'לא הצלחנו לקרוא את הקטלוג. נסו שוב בעוד רגע.',
  fileTooLarge: 'הקובץ גדול מדי (עד 2MB).',
  fileUnsupported: 'אפשר להעלות קובץ CSV או Excel (xlsx) בלבד.',
  fileUnreadable: 'לא הצלחנו לקרוא את הקובץ. ודאו שזה קובץ CSV או xlsx תקין.',
  fileEmpty: 'הקובץ ריק.',
  fileRead: (name: string) => `נקרא הקובץ ${name}`,
  fileReading: (name: string) => `קוראים את הקובץ ${name}...`,
  cancelFileReading: 'ביטול קריאת הקובץ',
  fileCancelled: 'קריאת הקובץ בוטלה. הרשימה לא השתנתה.',
  fileInflatesTooLarge: (mb: number) =>
    `הקובץ נפתח לנפח חריג (יותר מ-${mb}MB), ולכן לא נקרא. שמרו אותו מחדש באקסל, פצלו אותו או הדביקו את הרשימה.`,
  fileTooManyRows: (rows: number) => `בקובץ יותר מ-${rows.toLocaleString('en-US')} שורות, ולכן לא נקרא. פצלו אותו לכמה קבצים.`,
  fileTooSlow: 'קריאת הקובץ ארכה זמן רב מדי והופסקה. נסו קובץ קטן יותר או הדביקו את הרשימה.',
  listTooLarge: (mb: number) => `הרשימה ארוכה מדי (יותר מ-${mb}MB), ולכן לא נבדקה. פצלו אותה לכמה רשימות.`,
  listLineTooLong: (line: number, max: number) =>
    `שורה ${line.toLocaleString('en-US')} ארוכה מ-${max.toLocaleString('en-US')} תווים, ולכן הרשימה לא נבדקה. בכל שורה פריט אחד: ברקוד, מק"ט או שם, וכמות.`,
  listTooSlow: 'קריאת הרשימה ארכה זמן רב מדי והופסקה. נסו רשימה קצרה יותר.',
  listUnreadable: 'לא הצלחנו לקרוא את הרשימה. נסו שוב.',
  resultsTitle: 'תוצאות הבדיקה',
  resultsSummary: (good: number, units: number, rejected: number) =>
    `${good === 1 ? 'שורה תקינה אחת' : `${good} שורות תקינות`} (${units} יחידות)${rejected > 0 ? `, ${rejected === 1 ? 'שורה אחת נדחתה' : `${rejected} שורות נדחו`}` : ''}`,
  colLine: 'שורה',
  colCode: 'קוד',
  colItem: 'פריט',
  colPack: 'גודל אריזה',
  colPrice: 'מחיר ליחידה',
  colStatus: 'מצב',
  statusNotFound: 'לא נמצא בקטלוג',
  statusDuplicate: (line: number) => `כפול: צורף לשורה ${line}`,
  statusBadQuantity: 'כמות לא תקינה',
  statusUnchecked: 'לא נבדק: אין חיבור',
  // Names, pick lists, cartons, the phone's compact rows
  statusNameNotFound: 'לא נמצא פריט בשם הזה',
  statusNoItem: 'לא צוין פריט',
  statusChoose: 'כמה פריטים מתאימים',
  chooseItem: (name: string) => `בחירה ב${name}`,
  moreChoices: (n: number) => (n === 1 ? 'ועוד פריט אחד: הוסיפו מילה לשם כדי לדייק' : `ועוד ${n} פריטים: הוסיפו מילה לשם כדי לדייק`),
  matchedByName: 'זוהה לפי השם',
  packsUnderstood: (count: number, word: 'קרטון' | 'ארגז' | 'אריזה' | 'חבילה' | 'מארז', units: number) => {
    const one = { קרטון: 'קרטון אחד', ארגז: 'ארגז אחד', אריזה: 'אריזה אחת', חבילה: 'חבילה אחת', מארז: 'מארז אחד' }[word];
    const many = { קרטון: 'קרטונים', ארגז: 'ארגזים', אריזה: 'אריזות', חבילה: 'חבילות', מארז: 'מארזים' }[word];
    return `${count === 1 ? one : `${count} ${many}`} = ${units} יח׳`;
  },
  nameOfLine: (line: number) => `שם או קוד בשורה ${line}`,
  // Lines that are not order lines: listed apart, with their reasons, never rows
  skippedTitle: (n: number) => (n === 1 ? 'שורה אחת דולגה: אינה פריט' : `${n} שורות דולגו: אינן פריטים`),
  skippedLineOf: (line: number) => `שורה ${line}`,
  skippedGreeting: 'ברכה',
  skippedHeader: 'כותרת',
  skippedSignature: 'חתימה',
  skippedTotal: 'שורת סיכום',
  onlyToFix: 'רק שורות לתיקון',
  toFixCount: (shown: number, total: number) => `מוצגות ${shown} מתוך ${total} שורות`,
  /** A long list's table is drawn as it is scrolled: the button that draws the next rows (and says how many are left). */
  moreRows: (next: number, left: number) => (left === 1 ? 'הצגת השורה האחרונה' : `הצגת ${next} השורות הבאות (נותרו ${left})`),
  rowDetails: 'פרטים',
  rowFix: 'תיקון',
  /** The visible word ('פרטים' or 'תיקון') starts the button's name. */
  rowDetailsOf: (word: string, line: number) => `${word} של שורה ${line}`,
  // Offline: checked against the items already known
  quickOfflineChecked: 'אין חיבור לרשת: הקודים נבדקו מול הפריטים שכבר נצפו. המחירים יאומתו בסל.',
  quickUnchecked: 'לא ניתן לבדוק ללא חיבור: ',
  quickUncheckedLater: 'השורות האלה נשארות ברשימה וייבדקו מעצמן כשהחיבור יחזור.',
  quickCheckAgain: 'בדיקה חוזרת',
  roundedUpNote: (asked: number, pack: number) => `עוגל כלפי מעלה מ-${asked} לאריזות שלמות של ${pack}`,
  defaultedNote: 'לא צוינה כמות: אריזה אחת',
  mergedNote: (lines: string) => `כולל שורות ${lines}`,
  codeOfLine: (line: number) => `קוד בשורה ${line}`,
  quantityOfLine: (line: number) => `כמות בשורה ${line}`,
  removeRow: (line: number) => `הסרה של שורה ${line}`,
  addGoodRows: 'הוספת הפריטים התקינים לסל',
  downloadRejected: 'הורדת השורות שנדחו (CSV)',
  addedToCart: (lines: number, units: number) => `נוספו לסל ${lines === 1 ? 'שורה אחת' : `${lines} שורות`} (${units} יחידות).`,
  quickPackOf: (n: number) => (n === 1 ? 'יחידה' : `${n} יח׳`),
} as const;
