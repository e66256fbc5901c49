// Looking an item up by its code, as a buyer types, pastes or scans it: the item code or the catalogue
// number (an EAN or UPC barcode). Quick order, the scanner and the catalogue's search share it; it is
// apart from quick order's reader so a page that only looks codes up does not carry the reader.

/** What looking an item up by its code (quick order, the scanner) needs of it. */
export interface QuickItem {
  id: number;
  itemId: string;
  catalogNumber: string;
  itemDescription: string;
  pictureUrl: string;
  salePriceInNIS?: number;
  isPriceOnRequest?: boolean;
  isAvailable: boolean;
  minOrderQuantity: number;
}

/** A code as the index keys it: no spaces or dashes, upper case, an all-digit code without leading zeros (UPC-A is EAN-13 with a 0 in front). */
export function normalizeCode(code: string): string {
  const compact = code.replace(/[\s-]/g, '').toUpperCase();
  return /^\d+$/.test(compact) ? compact.replace(/^0+(?=\d)/, '') : compact;
}

/** Whether a text is a barcode as scanners read them: the digits of an EAN-8, UPC-A, EAN-13 or ITF-14. */
export function isBarcode(text: string): boolean {
  return /^(?:\d{8}|\d{12,14})$/.test(text.trim());
}

/** The items by item code and by catalogue number. */
export function indexItems(items: Iterable<QuickItem>): Map<string, QuickItem> {
  const index = new Map<string, QuickItem>();
  for (const item of items) {
    if (item.catalogNumber) index.set(normalizeCode(item.catalogNumber), item);
    index.set(normalizeCode(item.itemId), item);
  }
  return index;
}

/**
 * The one item among these whose catalogue number or item code is this code (as normalizeCode
 * compares them); null when none has it, or several items do (a scan must not guess between them).
 */
export function oneWithCode<T extends { itemId: string; catalogNumber: string }>(items: Iterable<T>, code: string): T | null {
  const wanted = normalizeCode(code);
  let found: T | null = null;
  for (const item of items) {
    if (normalizeCode(item.catalogNumber) !== wanted && normalizeCode(item.itemId) !== wanted) continue;
    if (found !== null && found.itemId !== item.itemId) return null;
    found = item;
  }
  return found;
}
