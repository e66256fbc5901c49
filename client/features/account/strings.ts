// Strings of signing in: the login dialog.
// Joined into the product's table by client/i18n/he.ts; a strings file imports nothing.
export const strings = {
  // Login dialog
  loginTitle: 'התחברות לחשבון',
  emailLabel: 'אימייל',
  passwordLabel: 'סיסמה',
  loginSubmit: 'כניסה',
  loggingIn: 'מתחבר...',
  forgotPassword: 'שכחתי סיסמה',
  loginHint: 'לקוחות עסקיים רואים מחירים ומזמינים לאחר התחברות.',
  // A session that ended by itself
  sessionEndedTitle: 'החיבור שלכם הסתיים.',
  sessionEndedText: 'המחירים והסל מוסתרים עד שתתחברו שוב. הסל שלכם שמור.',
  sessionEndedDismiss: 'סגירה',
} as const;
