import { he } from './he';
import { strings as catalogue } from './strings';

describe('the catalogue strings joined into he', () => {
  it('keeps every catalogue string: no other section overrides one of its keys', () => {
    for (const [key, value] of Object.entries(catalogue)) {
      expect({ key, value: (he as Record<string, unknown>)[key] }).toEqual({ key, value });
    }
  });

  it('carries the accessible names and texts that the browser journeys look for', () => {
    expect(he.productMoreDetails).toBe('פרטים נוספים');
    expect(he.stickerComingBackSoon).toBe('חוזר בקרוב');
    expect(he.stickerPriceChanged).toBe('שינוי מחיר');
    expect(he.loadingMore).toBe('טוען מוצרים נוספים...');
    expect(he.noProducts).toBe('לא נמצאו מוצרים');
    expect(he.productCount(24)).toBe('24 מוצרים');
    expect(he.searchResultsFor('חלב')).toBe('תוצאות חיפוש עבור: חלב');
  });
});
