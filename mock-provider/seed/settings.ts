// The website configuration of the demo store (SettingValues gives one shape per key).
import type { SettingKey, SettingValues } from '@shared/contract/settings';

/** The demo store's deliveries: Sunday to Thursday, cutoff 14:00, no holidays yet, minimum 300.00 ₪. */
export const DEMO_DELIVERY: SettingValues['Delivery'] = { Days: [0, 1, 2, 3, 4], CutoffHour: 14, NoDeliveryDates: [], MinimumOrder: 300 };

const VALUES: SettingValues = {
  Logo: { Url: '/api/files/g-logo' },
  HomePageBanners: [
    { Id: '1', Url: '/api/files/g-banner-1' },
    { Id: '2', Url: '/api/files/g-banner-2' },
    { Id: '3', Url: '/api/files/g-banner-3' },
  ],
  HomeAboutUs: {
    Title: 'מחסני השרון – סיטונאות מזון וכלי בית',
    Text:
      'מחסני השרון מספקים מאז 1987 מוצרי מזון, משקאות, מוצרי ניקיון וחד פעמי למכולות, למינימרקטים, ' +
      'לבתי קפה ולמוסדות ברחבי השרון והמרכז. המחסן שלנו באזור התעשייה של כפר סבא מחזיק יותר מאלף מוצרים ' +
      'במלאי קבוע, וההזמנות יוצאות בכל בוקר במשאיות קירור והקפאה. כל לקוח עסקי מקבל מחירון אישי, ' +
      'ואנשי המכירות שלנו זמינים בטלפון ובאתר לכל שאלה.',
  },
  HomeAboutUsImage: { Url: '/api/files/g-about' },
  VatPercent: { Discount: 18 },
  Discount: { Discount: 0 },
  SiteDiscount: { Discount: 0 },
  ContactDetails: { Phone: '03-5556789', Email: 'orders@sharon-warehouses.example', Address: 'רחוב התעשייה 12, כפר סבא' },
  AccessibilityCoordinator: { Name: 'מיכל לוי', Phone: '03-5556790', Email: 'negishut@sharon-warehouses.example' },
  // Sunday to Thursday, orders by 14:00, at least 300.00 ₪ before VAT (docs/product.md §5.11).
  Delivery: DEMO_DELIVERY,
};

/** The settings as stored: each value a JSON string. */
export function seedSettings(): Array<{ key: string; value: string }> {
  return (Object.keys(VALUES) as SettingKey[]).map((key) => ({ key, value: JSON.stringify(VALUES[key]) }));
}
