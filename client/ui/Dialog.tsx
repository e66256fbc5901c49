// An accessible modal dialog: labelled, focus kept inside, Escape and the backdrop close it,
// focus returns to where it was (or to a neighbour, focusReturn.ts). A dialog holding unsaved changes asks first.
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { he } from '../i18n/he';
import { focusOrigin, returnFocus, type FocusOrigin } from './focusReturn';
import './Dialog.css';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'narrow' for forms, 'wide' for item details and lists. */
  size?: 'narrow' | 'wide';
  /**
   * The dialog holds changes not saved: Escape, the close button and the backdrop ask before they
   * discard them (its own buttons, such as a form's cancel, are the user's explicit choice).
   */
  unsaved?: boolean;
}

/** Open dialogs, innermost last: only the topmost handles Escape and keeps focus. */
const openDialogs: object[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Dialog({ title, onClose, children, size = 'narrow', unsaved = false }: Props) {
  const titleId = useId();
  const askId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [asking, setAsking] = useState(false);
  /** Closing as the user asked: at once, or after asking when changes would be lost. */
  const requestClose = () => {
    if (unsaved) setAsking(true);
    else onClose();
  };
  const closeRef = useRef(requestClose);
  closeRef.current = requestClose;
  const askingRef = useRef(asking);
  askingRef.current = asking;

  // The server's copy of this dialog (a link that opens it, drawn with the page) gives way to it.
  useLayoutEffect(() => removeServerDialog(), []);

  // Where the focus was before the dialog took it; given back once the dialog has left the page (a
  // passive effect's cleanup: the page's rows are then as the change that closed it left them).
  const origin = useRef<FocusOrigin | null>(null);
  useEffect(() => () => returnFocus(origin.current), []);

  // Listening and taking the focus as the dialog is drawn (a layout effect, before the browser paints
  // it): an Escape or Tab pressed at once, before passive effects would have run, is never lost.
  useLayoutEffect(() => {
    const self = {};
    openDialogs.push(self);
    const isTop = () => openDialogs[openDialogs.length - 1] === self;
    origin.current ??= focusOrigin();
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>('[autofocus], input, select, textarea') ?? node;
    first?.focus();
    document.body.classList.add('dialog-open');
    const onKey = (e: KeyboardEvent) => {
      if (!isTop()) return;
      if (e.key === 'Escape') {
        e.stopPropagation();
        // Escape while asking is 'go back to editing'.
        if (askingRef.current) setAsking(false);
        else closeRef.current();
      } else if (e.key === 'Tab' && node) {
        const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
        if (items.length === 0) return;
        const [firstItem, lastItem] = [items[0]!, items[items.length - 1]!];
        if (e.shiftKey && document.activeElement === firstItem) {
          e.preventDefault();
          lastItem.focus();
        } else if (!e.shiftKey && document.activeElement === lastItem) {
          e.preventDefault();
          firstItem.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openDialogs.splice(openDialogs.indexOf(self), 1);
      if (openDialogs.length === 0) document.body.classList.remove('dialog-open');
    };
  }, []);

  // The question takes the focus (its safe answer first); answering gives it back to the form.
  const keepEditing = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keepEditing.current?.focus();
  }, [asking]);
  // Changes saved meanwhile (or undone): nothing left to ask about.
  useEffect(() => {
    if (!unsaved) setAsking(false);
  }, [unsaved]);

  const dialog = (
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && requestClose()}>
      <div ref={panel} className={`dialog dialog--${size}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={requestClose} aria-label={he.close}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {asking && (
          <div className="dialog__ask" role="alertdialog" aria-labelledby={askId}>
            <p id={askId}>{he.unsavedQuestion}</p>
            <div className="dialog__ask-actions">
              <button ref={keepEditing} type="button" className="button" onClick={() => setAsking(false)}>
                {he.keepEditing}
              </button>
              <button type="button" className="button button--danger" onClick={onClose}>
                {he.discardChanges}
              </button>
            </div>
          </div>
        )}
        <div className="dialog__body" data-dialog-scroll inert={asking || undefined}>
          {children}
        </div>
      </div>
    </div>
  );
  // On the server (client/entry-server.tsx) there is no document: the dialog is drawn in place.
  return typeof document === 'undefined' ? dialog : createPortal(dialog, document.body);
}

/**
 * Removes the copy of a dialog the server drew with the page (server/firstPaint.ts puts it in
 * #server-dialog): when the app's own dialog is drawn, or when the app finds no dialog to open.
 */
export function removeServerDialog(): void {
  const copy = document.getElementById('server-dialog');
  if (!copy) return;
  copy.remove();
  if (openDialogs.length === 0) document.body.classList.remove('dialog-open');
}
