// An 'are you sure' dialog: a question, an optional irreversibility warning, confirm and cancel.
// Cancel takes the focus first, so Enter never confirms a destructive action by accident.
import { useEffect, useRef } from 'react';
import { he } from '../i18n/he';
import { Dialog } from './Dialog';
import './ConfirmDialog.css';
import { BusyButton } from './BusyButton';

interface Props {
  /** The question, for example 'Remove this line from the cart?'. */
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The dialog's title (default: 'confirm action'). */
  title?: string;
  /** Adds 'this action cannot be undone'. */
  irreversible?: boolean;
  /** The confirm button's text (default: 'yes, delete'). */
  confirmLabel?: string;
  /** The cancel button's text (default: 'cancel'). */
  cancelLabel?: string;
  /** Disables both buttons while the confirmed action runs. */
  busy?: boolean;
}

export function ConfirmDialog({
  message,
  onConfirm,
  onCancel,
  title = he.confirmTitle,
  irreversible = false,
  confirmLabel = he.yesDelete,
  cancelLabel = he.cancel,
  busy = false,
}: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Runs after Dialog's own focus handling (a parent's effects follow its children's).
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <Dialog title={title} onClose={onCancel}>
      <div className="confirm">
        <p className="confirm__message">{message}</p>
        {irreversible && (
          <p className="confirm__warning" role="note">
            {he.irreversible}
          </p>
        )}
        <div className="confirm__actions">
          <BusyButton className="button button--danger" onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </BusyButton>
          <BusyButton className="button button--secondary" onClick={onCancel} busy={busy} ref={cancelRef}>
            {cancelLabel}
          </BusyButton>
        </div>
      </div>
    </Dialog>
  );
}
