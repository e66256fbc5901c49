// A dialog the page asks for by itself (on entry, after a sign-in), not at a press.
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import type { DialogStore } from '../stores/DialogStore';

/**
 * Opens a dialog over this page only: a buyer already on the way to another page (its address
 * written, not yet drawn) is neither pulled back nor followed there (DialogStore's `page`).
 */
export function usePageDialog(dialogs: DialogStore): (dialog: Parameters<DialogStore['open']>[0]) => void {
  const { pathname } = useLocation();
  return useCallback((dialog) => dialogs.open(dialog, { page: pathname }), [dialogs, pathname]);
}
