// The price grid's strings (admin/dashboard/{id}/prices): items as rows, price lists as columns.
// One flat table with the shared strings (./he.ts); the hub reads its title through ./index.ts.
const count = new Intl.NumberFormat('he-IL');
/** A count as Hebrew readers write it: 1,000. */
const n = (value: number) => count.format(value);

export const boPriceGrid = {
  title: 'טבלת מחירים',
  hubText: 'כל המחירים בכל המחירונים: עריכה כמו בגיליון, באחוזים ובקובץ CSV.',
  grid: 'מחירי הפריטים לפי מחירון',
  colItem: 'פריט',
  searchItem: 'חיפוש פריט',
  searchButton: 'חיפוש',
  filtersLegend: 'חיפוש וסינון הפריטים',
  loadingRows: 'טוען את המחירים…',
  count: (rows: number, lists: number) => `${n(rows)} פריטים × ${n(lists)} מחירונים`,
  empty: 'אין פריטים שמתאימים לסינון.',
  noLists: 'אין עדיין מחירונים. הוסיפו מחירון כדי לתת מחירים לפריטים.',
  help: 'לחיצה או חיצים לבחירת תא, הקלדה מחליפה את המחיר, Enter שומר בתא ויורד שורה, Escape מבטל את השינוי בתא.',
  noPrice: 'אין מחיר',
  changed: 'שונה',
  cellLabel: (item: string, list: string) => `מחיר ${item} ב${list}`,
  changes: (changed: number) => (changed === 1 ? 'שינוי אחד שלא נשמר' : `${n(changed)} שינויים שלא נשמרו`),
  refusedCount: (refused: number) => (refused === 1 ? 'תא אחד עם שגיאה' : `${n(refused)} תאים עם שגיאה`),
  saveChanges: 'שמירת השינויים',
  discard: 'ביטול כל השינויים',
  progress: (done: number, total: number) => `נשמרו ${n(done)} מתוך ${n(total)}`,
  saved: (saved: number) => (saved === 1 ? 'השינוי נשמר.' : `${n(saved)} שינויים נשמרו.`),
  savedSome: (saved: number, refused: number) =>
    `${n(saved)} שינויים נשמרו; ${refused === 1 ? 'שינוי אחד לא נשמר' : `${n(refused)} שינויים לא נשמרו`}. הסיבה כתובה בתא.`,
  nothingToSave: 'אין שינויים תקינים לשמירה. תקנו את התאים המסומנים.',
  // Bulk changes
  bulk: 'שינוי מחירים בבת אחת',
  copyTitle: 'העתקת מחירון',
  copyFrom: 'מהמחירון',
  copyTo: 'אל המחירון',
  percent: 'שינוי באחוזים',
  copy: 'העתקה',
  adjustTitle: 'שינוי באחוזים לפריטים המסוננים',
  adjustList: 'במחירון',
  allLists: 'כל המחירונים',
  adjust: 'עדכון המחירים',
  chooseList: 'בחרו מחירון',
  sameList: 'בחרו שני מחירונים שונים.',
  badPercent: 'האחוז חייב להיות מספר, למשל 5 או ‎-2.5.',
  percentRange: 'האחוז חייב להיות גדול מ־‎-100 (ירידה של 100% מאפסת את המחיר) ולכל היותר 1000.',
  bulkDone: (cells: number) =>
    cells === 0
      ? 'לא השתנה אף מחיר.'
      : `${cells === 1 ? 'מחיר אחד שונה' : `${n(cells)} מחירים שונו`} בטבלה. לחצו "שמירת השינויים" כדי לשמור.`,
  // CSV (the buttons' names and the file's are the CSV module's: csv/strings.ts)
  catalogueFailed: (why: string) => `לא הצלחנו לקרוא את כל הפריטים כדי לבדוק את הקובץ: ${why} נסו לייבא שוב.`,
  readingCatalogue: 'בודק את הקובץ מול כל הפריטים…',
  importFailed: 'לא הצלחנו לקרוא את הקובץ. בחרו קובץ CSV שיוצא מטבלת המחירים.',
  readingFile: 'קורא את הקובץ…',
  cancelImport: 'ביטול הייבוא',
  importCancelled: 'ייבוא הקובץ בוטל. דבר לא השתנה.',
  importTooSlow: 'קריאת הקובץ ארכה זמן רב מדי והופסקה. פצלו אותו לכמה קבצים ונסו שוב.',
  importApplied: (applied: number) => (applied === 1 ? 'מחיר אחד מהקובץ נשמר.' : `${n(applied)} מחירים מהקובץ נשמרו.`),
  leaveQuestion: 'יש בטבלה שינויים שלא נשמרו. לעזוב את הדף בלי לשמור אותם?',
  leave: 'יציאה בלי שמירה',
} as const;
