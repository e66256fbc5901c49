// What the other features use of the substitutes (docs/product.md §5.10): the offer under a line that
// cannot be ordered, and the note under a line a swap filled (the app creates the store itself).
export { Substitutes, SwapNote } from './Substitutes';
export type { SubstituteItem } from './SubstitutesStore';
