// A scanned (or typed) barcode the catalogue does not know: the search page says so with the code
// (he.unknownBarcode) and offers the search in its place: the header's search box, focused with its
// text selected, so a name typed replaces the code. No 'did you mean' for a barcode: the names
// nearest a row of digits mean nothing.
import { he } from './he';

/** Focuses the header's search box with its text selected (its own class: this feature draws it). */
export function focusSearchBox(): void {
  const box = document.querySelector<HTMLInputElement>('input.search-box__input');
  box?.focus();
  box?.select();
}

/** The button that offers the search by name in place of an unknown barcode. */
export function SearchByName() {
  return (
    <button type="button" className="button button--secondary" onClick={focusSearchBox}>
      {he.searchByName}
    </button>
  );
}
