// Renders the dialog the URL names (?d=...&action=...), each loaded on first use.
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { DialogState } from '@shared/rules/dialog';
import { useStores } from '../StoreContext';

/** What a dialog component gets. */
export interface DialogProps {
  dialog: DialogState;
  onClose: () => void;
}

type DialogComponent = LazyExoticComponent<ComponentType<DialogProps>>;

/** The dialogs by `d`, then by action ('*' for any action of that dialog). */
const registry: Record<string, Record<string, DialogComponent>> = {
  account: {
    login: lazy(() => import('./LoginDialog')),
  },
  item: {
    '*': lazy(() => import('./ItemDialog')),
  },
  shoppingCart: {
    '*': lazy(() => import('./RecommendedDialog')),
  },
};

/** Lets later parts of the product (the back office) add their dialogs. */
export function registerDialog(d: string, action: string, component: DialogComponent): void {
  registry[d] = { ...registry[d], [action]: component };
}

export const DialogHost = observer(function DialogHost() {
  const { dialogs } = useStores();
  const dialog = dialogs.current;
  if (!dialog) return null;
  const Component = registry[dialog.d]?.[dialog.action] ?? registry[dialog.d]?.['*'];
  if (!Component) return null;
  return (
    <Suspense fallback={null}>
      <Component dialog={dialog} onClose={() => dialogs.close()} />
    </Suspense>
  );
});
