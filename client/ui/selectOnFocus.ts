// A quantity or number box selects its whole value when it takes the focus, so what is typed
// replaces it: a buyer who clicks a box showing 24 and types 50 means 50. Selecting in the focus
// handler alone is not enough: WebKit (Safari, every browser on an iPhone) moves the caret to the
// click point after the focus, when the mouse button comes up, so the typing went in there and 24
// became 2504. The click (or tap) that focused the box therefore selects again on its mouseup and
// keeps the default from moving the caret. A click in a box that already has the focus places the
// caret as usual, and a drag that chose part of the value keeps its choice.
import type { FocusEvent, MouseEvent } from 'react';

type Box = HTMLInputElement;

/** Boxes whose current mouse press is the one that gives them the focus. */
const focusingPress = new WeakSet<Box>();

/** Whether the user chose a part of the value (a drag), which a focusing click must not undo. */
function choosePart(box: Box): boolean {
  // Number inputs have no selection API (null): nothing can have been chosen in part.
  const { selectionStart: start, selectionEnd: end } = box;
  if (start === null || end === null) return false;
  return start !== end && !(start === 0 && end === box.value.length);
}

/** The handlers of a box that selects its whole text on a press; `everyPress`: also when it has the focus already. */
function selectingOn(everyPress: boolean) {
  return {
    onMouseDown(e: MouseEvent<Box>): void {
      const box = e.currentTarget;
      if (!everyPress && box.ownerDocument.activeElement === box) focusingPress.delete(box);
      else focusingPress.add(box);
    },
    onFocus(e: FocusEvent<Box>): void {
      e.currentTarget.select();
    },
    onMouseUp(e: MouseEvent<Box>): void {
      const box = e.currentTarget;
      if (!focusingPress.delete(box) || choosePart(box)) return;
      e.preventDefault();
      box.select();
    },
  };
}

/** Spread on an input: `<input {...selectOnFocus} />`. Its handlers are the input's only onFocus, onMouseDown and onMouseUp. */
export const selectOnFocus = selectingOn(false);

/**
 * A quantity's box: every click or tap selects its whole number, whether the box had the focus or not
 * (a buyer taps a quantity to retype it: a tap that left the caret after '72' made a typed 0 into 702);
 * a drag that chose a part of it keeps its choice. Spread as selectOnFocus is.
 */
export const selectOnEveryClick = selectingOn(true);
