// Dialogs are URL state (docs/product.md §2.2): d names the dialog, action defaults to 'default'.

/** The dialogs and the actions each takes. */
export const DIALOG_ACTIONS = {
  account: ['login', 'add', 'manage'],
  item: ['default'],
  shoppingCart: ['recommendedItems'],
  itemExtension: ['edit', 'attributes', 'relatedItems'],
  category: ['manage', 'add', 'update', 'connect'],
  websiteComfiguration: ['manage'],
} as const;

/** A dialog name (the value of d). */
export type DialogName = keyof typeof DIALOG_ACTIONS;

/** The dialog the URL asks for. */
export interface DialogState {
  d: DialogName;
  action: string;
  itemId?: string;
  id?: string;
}

/** The dialog named by a query string, or null when d is absent or unknown or its action is not one it takes. */
export function readDialog(search: URLSearchParams): DialogState | null {
  const d = search.get('d');
  if (!d || !Object.prototype.hasOwnProperty.call(DIALOG_ACTIONS, d)) return null;
  const name = d as DialogName;
  const action = search.get('action') || 'default';
  const allowed: readonly string[] = DIALOG_ACTIONS[name];
  if (!allowed.includes(action) && !(action === 'default' && allowed.length === 1)) return null;
  const state: DialogState = { d: name, action: allowed.includes(action) ? action : allowed[0]! };
  const itemId = search.get('itemId');
  const id = search.get('id');
  if (itemId) state.itemId = itemId;
  if (id) state.id = id;
  return state;
}

/** The query string with a dialog opened: d, action, and itemId or id when given; other parameters kept. */
export function openDialog(
  search: URLSearchParams,
  dialog: { d: DialogName; action?: string; itemId?: string; id?: string | number },
): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('d', dialog.d);
  if (dialog.action && dialog.action !== 'default') next.set('action', dialog.action);
  else next.delete('action');
  if (dialog.itemId !== undefined) next.set('itemId', dialog.itemId);
  else next.delete('itemId');
  if (dialog.id !== undefined) next.set('id', String(dialog.id));
  else next.delete('id');
  return next;
}

/**
 * The query string with the dialog closed: d, action, itemId and id removed (id
 * belongs to a dialog too, and a stale one would reopen the next dialog on the wrong
 * record), everything else kept.
 */
export function closeDialog(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('d');
  next.delete('action');
  next.delete('itemId');
  next.delete('id');
  return next;
}
