// The layout's strings: the installable app's notice that a new version of the site is ready (UpdateNotice.tsx).
// Joined into the product's table by client/i18n/he.ts; a strings file imports nothing.
export const strings = {
  updateAvailable: 'גרסה חדשה זמינה',
  updateReload: 'טעינה מחדש',
  updateLater: 'לא עכשיו',
  updateWaitsForOrder: 'הטעינה תתאפשר כשההזמנה תסתיים.',
  updateReloading: 'טוענים את הגרסה החדשה…',
} as const;
