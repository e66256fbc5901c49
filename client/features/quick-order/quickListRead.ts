// Quick order's list as read (the worker's side, and the limits the page checks first): a list over
// the size or with a line over the length an order line can have is refused with a message before
// anything reads it; within them, readQuickOrder with the known codes as its test of a code.
import { normalizeCode } from '@shared/rules/itemCode';
import { readQuickOrder, type QuickList } from '@shared/rules/quickOrder';
import { firstLongLine } from '../../files/textLimits';

/** The largest list read, in characters: as large as the largest file (2 MB), a few thousand lines. */
export const MAX_QUICK_TEXT_CHARS = 2 * 1024 * 1024;
/** The longest line read: an order line (a code, a name, a quantity, a note) is a few dozen characters. */
export const MAX_QUICK_LINE_CHARS = 2_000;

/** Why a list was not read. */
export type ListProblem = { kind: 'tooLarge' } | { kind: 'longLine'; line: number } | { kind: 'tooSlow' } | { kind: 'failed' };

/** What the page sends: the list, and the codes known to be items (normalised; absent: none yet). */
export interface QuickListRequest {
  text: string;
  codes?: readonly string[];
}

/** Why a list is refused before it is read (over the size or a line's length), or null. */
export function listOverLimits(text: string): ListProblem | null {
  if (text.length > MAX_QUICK_TEXT_CHARS) return { kind: 'tooLarge' };
  const line = firstLongLine(text, MAX_QUICK_LINE_CHARS);
  return line === null ? null : { kind: 'longLine', line };
}

/** readQuickOrder with the known codes as its test of a code (what the worker runs). */
export function listWithCodes(text: string, codes?: readonly string[]): QuickList {
  if (!codes) return readQuickOrder(text);
  const known = new Set(codes);
  return readQuickOrder(text, (token) => known.has(normalizeCode(token)));
}
