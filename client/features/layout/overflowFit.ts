// How many menu entries fit on one row, the rest going behind a 'more' button.

export interface RowWidths {
  /** The room the row has (its content box), in px. */
  available: number;
  /** The entry that always stays (all products). */
  first: number;
  /** The entries that may overflow, in order. */
  items: number[];
  /** The 'more' button, needed only when something overflows. */
  more: number;
  /** The gap between two entries. */
  gap: number;
}

// Sub-pixel widths from getBoundingClientRect add up to a hair more than the row they fill.
const TOLERANCE = 0.5;

/** The number of `items` shown in the row: all when they fit, else as many as fit beside 'more'. */
export function fitCount({ available, first, items, more, gap }: RowWidths): number {
  const room = available + TOLERANCE;
  const all = items.reduce((sum, width) => sum + gap + width, first);
  if (all <= room) return items.length;
  let used = first + gap + more;
  let count = 0;
  for (const width of items) {
    if (used + gap + width > room) break;
    used += gap + width;
    count += 1;
  }
  return count;
}
