// Strings of the home page: the banners and the categories.
// Joined into the product's table by client/i18n/he.ts; a strings file imports nothing.
export const strings = {
  // Home
  homeTitle: 'מחסני השרון – הזמנות סיטונאיות',
  homeBannersLabel: 'מבצעים ועדכונים',
  homeBannerAlt: (n: number, of: number) => `באנר ${n} מתוך ${of}`,
  homeBannerBullet: (n: number) => `מעבר לבאנר ${n}`,
  homeBannersPause: 'עצירת החלפת הבאנרים',
  homeBannersPlay: 'הפעלת החלפת הבאנרים',
  homeCategories: 'קטגוריות',
} as const;
