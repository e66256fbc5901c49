// A control that opens a dialog, as a link: dialogs are URL state (SPEC.md section 2), so it names the
// address of the page with the dialog open. Before the app has taken over a page the server drew (a
// slow phone, a slow network) the browser follows it and the page opens with the dialog; after, it
// opens in place, as the store's open() would. Other parameters of the address are kept.
import type { ReactNode } from 'react';
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

export function DialogLink({ dialog, children, ...attributes }: DialogLinkProps) {
  const { pathname, search } = useLocation();
  return (
    <Link to={{ pathname, search: `?${openDialog(new URLSearchParams(search), dialog).toString()}` }} {...attributes}>
      {children}
    </Link>
  );
}
