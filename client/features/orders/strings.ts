// Strings of the buyer's personal area, the order history and its cards, and re-order.
// Joined into the product's table by client/i18n/he.ts; a strings file imports nothing.
export const strings = {
  manageUsers: 'ניהול משתמשים',
  // Order placement failure
  lineUnavailable: 'לא זמין כעת',
  // Business dashboard
  greeting: (name: string) => `שלום, ${name}`,
  dashboardCustomer: (name: string, id: number) => `לקוח: ${name} (מספר ${id})`,
  dashboardOrdersTitle: 'ההזמנות שלי',
  viewAllOrders: 'כל ההזמנות',
  // Not 'סל הקניות': that is the header cart link's name, and names are matched by substring.
  orderHistoryTitle: 'היסטוריית הזמנות',
  backToDashboard: 'חזרה לאזור האישי',
  // Order list
  ordersEmpty: 'עדיין אין הזמנות.',
  orderNumberLabel: (n: number) => `הזמנה מס' ${n}`,
  orderDateLabel: 'תאריך ושעה',
  orderTotalLabel: 'סה"כ כולל מע"מ',
  orderCustomerLabel: 'לקוח',
  orderLinesSummary: (n: number) => (n === 0 ? 'אין פריטים בהזמנה' : n === 1 ? 'פריט אחד בהזמנה' : `${n} פריטים בהזמנה`),
  // Read after orderLinesSummary, which ends in 'בהזמנה': '4 פריטים בהזמנה מס' 50005'.
  orderLinesOf: (n: number) => `מס' ${n}`,
  orderLineName: 'מוצר',
  orderLineQuantity: 'כמות',
  orderLineUnitPrice: 'מחיר ליחידה',
  orderLineTotal: 'סה"כ',
  orderDocument: 'מסמך ההזמנה',
  orderDocumentOf: (n: number) => `מספר ${n} (נפתח בלשונית חדשה)`,
  noOrderDocument: 'אין מסמך להצגה',
  reorder: 'הזמנה חוזרת',
  // Read after reorder, by a screen reader only: which order the button orders again.
  reorderOf: (n: number) => `של הזמנה מס' ${n}`,
  reordering: 'מוסיף לסל...',
  reorderEmpty: 'להזמנה זו אין פריטים, ולכן אי אפשר להזמין אותה שוב.',
  reorderFailed: 'ההזמנה החוזרת נכשלה. נסו שוב מאוחר יותר.',
  ordersPager: 'דפדוף בהזמנות',
  // Re-order result dialog
  reorderResultTitle: 'הזמנה חוזרת',
  reorderAdded: (n: number) => (n === 0 ? 'לא נוספו פריטים לסל.' : n === 1 ? 'פריט אחד נוסף לסל.' : `${n} פריטים נוספו לסל.`),
  reorderUnavailableTitle: 'פריטים שאינם זמינים כעת (לא נוספו):',
  reorderPriceTitle: 'פריטים שמחירם השתנה (נוספו במחיר הנוכחי):',
  reorderQuantityTitle: 'פריטים שהכמות שלהם עוגלה לאריזות שלמות:',
  reorderNothingChanged: 'כל הפריטים נוספו במחיר ובכמות של ההזמנה המקורית.',
  reorderArrow: 'שונה ל־',
  reorderOk: 'אישור',
  units: "יח'",
  reorderEmptyResult: 'להזמנה זו אין פריטים.',
  // What moved in the buyer's open orders since they last looked (capability 'order-status')
  changeOrder: 'שינוי ההזמנה',
  changeOrderOf: (n: number) => `מס' ${n}`,
  changeOrderStarting: 'פותח את ההזמנה לשינוי...',
  changeOrderFailed: 'לא ניתן לפתוח את ההזמנה לשינוי כרגע. נסו שוב.',
  changeOrderWaits: 'הזמנה אחרת ממתינה לשליחה. אפשר לשנות הזמנה אחרי שתישלח.',
  changeOrderOtherOpen: (n: number) => `שינוי של הזמנה מס' ${n} כבר פתוח בסל. סיימו אותו או בטלו אותו, ואז אפשר לשנות הזמנה אחרת.`,
  changeableUntilLabel: 'אפשר לשנות עד',
  statusNewsTitle: 'עדכון בהזמנות שלך',
  statusNewsLine: (n: number, status: string) => `הזמנה מס' ${n}: ${status}`,
  statusNewsLink: 'להיסטוריית ההזמנות',
  statusNewsDismiss: 'סגירה',
  // The dashboard's cards and a past order's actions
  quickOrderCard: 'מזמינים הרבה פריטים? הדביקו רשימה או העלו קובץ והכול ייכנס לסל בפעם אחת.',
  standingLinkTitle: 'הזמנות קבועות',
  standingLinkText: 'אותם פריטים בכל שבוע: סל מוכן לאישור לפני כל מועד הזמנה.',
  standingMakeFromOrder: 'הזמנה קבועה',
  standingMakeFromOrderOf: (n: number) => `מהזמנה מס' ${n}`,
  reorderPriceOnRequestTitle: 'פריטים שאין להם מחיר במחירון שלכם (לא נוספו):',
} as const;
