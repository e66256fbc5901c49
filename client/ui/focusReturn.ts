// Where the focus goes when a dialog closes or an action ends (WCAG 2.4.3, focus order): back to the
// control that opened the dialog; when that control has left the page (its row was deleted), to the
// same control of the row that took its place (or of the last row), else to the heading of its
// part of the page; and after an action, to the line that says how it went (focusElement). The one
// mechanism: Dialog uses it for every dialog (confirmations, the back office's dialogs), an inline
// editor for the control it replaced (useFocusReturn), the back office's message lines
// (MessageLine's `focus`) for the outcome of a save or a delete.
import { useEffect, useRef } from 'react';

/** The focused control, and where it was, so a neighbour can stand in for it. */
export interface FocusOrigin {
  element: HTMLElement;
  /** The list of rows it sat in (a tbody, a list), its row's place there and its own place in the row. */
  rows: { container: HTMLElement; row: number; control: number } | null;
  /** The heading of the part of the page it sat in. */
  heading: HTMLElement | null;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

const focusables = (scope: Element) => [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)];

/** The heading a region, dialog or page names itself by, else its first heading. */
function headingOf(element: HTMLElement): HTMLElement | null {
  for (let scope = element.parentElement; scope; scope = scope.parentElement) {
    const labelledBy = scope.getAttribute('aria-labelledby');
    const named = labelledBy ? element.ownerDocument.getElementById(labelledBy.split(' ')[0]!) : null;
    if (named && /^H[1-6]$/.test(named.tagName)) return named;
    if (scope.matches('section, [role="region"], [role="dialog"], main')) {
      const heading = scope.querySelector<HTMLElement>('h1, h2, h3');
      if (heading) return heading;
    }
  }
  return element.ownerDocument.querySelector<HTMLElement>('main h1, h1');
}

/** Notes the focused control (by default the document's) and where it is. */
export function focusOrigin(element: Element | null = typeof document === 'undefined' ? null : document.activeElement): FocusOrigin | null {
  if (!(element instanceof HTMLElement) || element === element.ownerDocument.body) return null;
  const row = element.closest('tr, li');
  const container = row?.parentElement ?? null;
  return {
    element,
    rows: row && container ? { container, row: [...container.children].indexOf(row), control: focusables(row).indexOf(element) } : null,
    heading: headingOf(element),
  };
}

/** Focuses an element that is not focusable by itself (a heading, a message) without adding it to the tab order. */
export function focusElement(element: HTMLElement): void {
  if (!element.matches(FOCUSABLE) && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/** The stand-in for a control that left the page: the same control of the row now in its place (or of the last row), else the heading. */
function neighbour(origin: FocusOrigin): HTMLElement | null {
  const rows = origin.rows;
  if (rows?.container.isConnected && rows.container.children.length > 0) {
    const children = [...rows.container.children];
    const row = children[Math.min(rows.row, children.length - 1)]!;
    const controls = focusables(row);
    const control = controls[Math.min(Math.max(rows.control, 0), controls.length - 1)];
    if (control) return control;
  }
  return origin.heading?.isConnected ? origin.heading : null;
}

/** The heading of the page under the dialogs (the main landmark's first h1). */
function pageHeading(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('main h1');
}

/**
 * Gives the focus back to where it came from, or to a neighbour when that control has gone (or is
 * disabled). Nothing when the focus has meanwhile moved to a control still on the page (an action's
 * message took it).
 */
export function returnFocus(origin: FocusOrigin | null): void {
  if (!origin) return;
  const now = origin.element.ownerDocument.activeElement;
  if (now && now !== origin.element.ownerDocument.body && now.isConnected) return;
  const { element } = origin;
  const usable = element.isConnected && !(element as HTMLButtonElement).disabled;
  // With no stand-in (the control that opened a sign-in is gone once signed in), the page's own
  // heading: never the body, from where a screen reader and Tab start over at the top.
  const target = usable ? element : (neighbour(origin) ?? pageHeading(element.ownerDocument));
  if (target) focusElement(target);
}

/**
 * For a part of the page that replaces the control that opened it (a row's inline editor): `open()`
 * notes the focused control before it goes; when `active` turns false again the focus goes back
 * to it (or to its stand-in, the same control of the row once more in its place).
 */
export function useFocusReturn(active: boolean): { open(): void } {
  const origin = useRef<FocusOrigin | null>(null);
  useEffect(() => {
    if (active || !origin.current) return;
    returnFocus(origin.current);
    origin.current = null;
  }, [active]);
  return { open: () => (origin.current = focusOrigin()) };
}
