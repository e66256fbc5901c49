// Strings of the installable app: a new version of the site is ready (client/features/layout/UpdateNotice.tsx).
export const appUpdate = {
  updateAvailable: 'גרסה חדשה זמינה',
  updateReload: 'טעינה מחדש',
  updateLater: 'לא עכשיו',
  updateWaitsForOrder: 'הטעינה תתאפשר כשההזמנה תסתיים.',
  updateReloading: 'טוענים את הגרסה החדשה…',
} as const;
