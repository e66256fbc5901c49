// The four item attributes and their values: every value an item uses, plus the common ones an
// administrator would pick from.
import type { AttributeRecord, AttributeValueRecord, ItemRecord } from '../store/types';

export const ATTRIBUTES: readonly AttributeRecord[] = [
  { id: 1, name: 'מותג', description: 'היצרן או המותג של המוצר' },
  { id: 2, name: 'גודל', description: 'נפח, משקל או מספר היחידות באריזה' },
  { id: 3, name: 'כשרות', description: 'גוף הכשרות המשגיח על המוצר' },
  { id: 4, name: 'ארץ ייצור', description: 'המדינה שבה יוצר המוצר' },
];

const COMMON: Record<string, readonly string[]> = {
  גודל: ['100 גרם', '500 גרם', '1 ק"ג', '500 מ"ל', '1 ליטר', '1.5 ליטר'],
  כשרות: ['רבנות', 'מהדרין', 'בד"ץ', 'בד"ץ בית יוסף', 'כשר לפסח', 'לא רלוונטי'],
  'ארץ ייצור': ['ישראל', 'איטליה', 'גרמניה', 'טורקיה', 'ספרד', 'יוון', 'הולנד'],
};

/** The values of every attribute: the common ones first, then those the items use, each once. */
export function attributeValues(items: readonly ItemRecord[]): AttributeValueRecord[] {
  const seen = new Map<string, Set<string>>(ATTRIBUTES.map((a) => [a.name, new Set(COMMON[a.name] ?? [])]));
  for (const item of items) {
    for (const { attributeName, attributeValue } of item.attributes) seen.get(attributeName)?.add(attributeValue);
  }
  const values: AttributeValueRecord[] = [];
  for (const attribute of ATTRIBUTES) {
    for (const value of seen.get(attribute.name) ?? []) values.push({ id: values.length + 1, attributeId: attribute.id, value });
  }
  return values;
}
