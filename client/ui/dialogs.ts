// What every dialog shares: its props, and the shape of a registry of lazy dialogs typed by the
// dialog's name and actions (shared/rules/dialog.ts), so a misspelt name or action is a compile error.
import type { ComponentType } from 'react';
import type { DialogName, DialogState, DIALOG_ACTIONS } from '@shared/rules/dialog';

/** What a dialog component gets. */
export interface DialogProps {
  dialog: DialogState;
  onClose: () => void;
}

export type DialogComponent = ComponentType<DialogProps>;

/** Dialogs by name, then by action ('*' for any action of that dialog). */
export type DialogRegistry = {
  [Name in DialogName]?: Partial<Record<(typeof DIALOG_ACTIONS)[Name][number] | '*', DialogComponent>>;
};
