// Strings of the phone cart's bottom bar and the news by it, order lines on a
// phone, the usual items' 'add all', the camera's refusal, and the skip link to the cart's summary.
export const phoneCart = {
  // The cart's bar (a phone) and the news beside the order button
  cartBarTotal: 'לתשלום',
  cartNewsLinesMarked: (n: number) => (n === 1 ? 'שורה אחת מסומנת בסל.' : `${n} שורות מסומנות בסל.`),
  cartNewsToLine: 'לשורה המסומנת',
  skipToSummary: 'דילוג לסיכום ההזמנה',
  // The usual items' 'add all'
  usualInCart: (n: number, total: number) =>
    n === total ? 'כל הפריטים האלה כבר בסל.' : n === 1 ? 'פריט אחד מהרשימה כבר בסל.' : `${n} מהפריטים ברשימה כבר בסל.`,
  usualAllSet: (added: number, updated: number, same: number) =>
    [
      added > 0 ? (added === 1 ? 'נוסף לסל פריט אחד' : `נוספו לסל ${added} פריטים`) : '',
      updated > 0
        ? updated === 1
          ? 'בפריט אחד שכבר היה בסל הכמות עודכנה לכמות הקבועה'
          : `ב־${updated} פריטים שכבר היו בסל הכמות עודכנה לכמות הקבועה`
        : '',
      same > 0 ? (same === 1 ? 'פריט אחד כבר היה בסל בכמות הזו' : `${same} פריטים כבר היו בסל בכמויות האלה`) : '',
    ]
      .filter(Boolean)
      .join('; ') + '.',
  // The camera
  cameraRefused: 'הגישה למצלמה נחסמה, ולכן אי אפשר לסרוק.',
  cameraAllowHow: 'כך מאפשרים אותה שוב:',
  cameraAllowChrome: 'Chrome: נוגעים בסמל שליד כתובת האתר, בוחרים "הרשאות" ומפעילים את "מצלמה".',
  cameraAllowSafari: 'Safari באייפון: "הגדרות" > "Safari" > "מצלמה" > "אפשר", או "aA" שבשורת הכתובת > "הגדרות אתר".',
  cameraAllowFirefox: 'Firefox: נוגעים במנעול שליד הכתובת ומאשרים את המצלמה.',
  cameraAllowThen: 'אחר כך לוחצים על "ניסיון נוסף". בינתיים אפשר להקליד את המספר שמתחת לברקוד בתיבת החיפוש.',
  cameraRetry: 'ניסיון נוסף',
} as const;
