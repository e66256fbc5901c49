// Strings every back-office form shares.
// One section per screen, composed into the back office's table by client/backoffice/he.ts.
export const boForm = {
  requiredHint: 'שדות המסומנים ב־* הם שדות חובה',
  saving: 'שומר...',
  actions: 'פעולות',
  id: 'מזהה',
  backToList: 'חזרה לרשימה',
  notFoundBack: 'לרשימה',
  loadFailed: 'הטעינה נכשלה.',
} as const;
