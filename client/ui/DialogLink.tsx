// A control that opens a dialog, drawn as a link to the address with the dialog open: dialogs are URL
// state (docs/product.md §2.2). Before the app has taken over a page the server drew (a slow phone, a
// slow network) the browser follows it and the page opens with the dialog; after, it opens in place,
// over the page drawn, the one it was pressed on. Other parameters of the address are kept.
// It opens a dialog on this page, so it is a button to assistive technology (docs/product.md §2.8
// names these controls as buttons) and handles Space as a button does; Enter follows the link.
import type { KeyboardEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { openDialog, type DialogName } from '@shared/rules/dialog';

export interface DialogLinkProps {
  dialog: { d: DialogName; action?: string; itemId?: string; id?: string | number };
  className?: string;
  title?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  children: ReactNode;
}

/** Space presses a button (a link's own keys are Enter only). */
function pressOnSpace(event: KeyboardEvent<HTMLAnchorElement>): void {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

export function DialogLink({ dialog, children, ...attributes }: DialogLinkProps) {
  const { pathname, search } = useLocation();
  return (
    <Link
      to={{ pathname, search: `?${openDialog(new URLSearchParams(search), dialog).toString()}` }}
      role="button"
      aria-haspopup="dialog"
      onKeyDown={pressOnSpace}
      {...attributes}
    >
      {children}
    </Link>
  );
}
