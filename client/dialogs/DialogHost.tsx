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
    add: lazy(() => import('../backoffice/dialogs/AccountAddDialog')),
    manage: lazy(() => import('../backoffice/dialogs/AccountManageDialog')),
  },
  item: {
    '*': lazy(() => import('./ItemDialog')),
  },
  shoppingCart: {
    '*': lazy(() => import('./RecommendedDialog')),
  },
  itemExtension: {
    '*': lazy(() => import('../backoffice/dialogs/ItemExtensionDialog')),
  },
  category: {
    manage: lazy(() => import('../backoffice/dialogs/CategoryManageDialog')),
    add: lazy(() => import('../backoffice/dialogs/CategoryAddDialog')),
    update: lazy(() => import('../backoffice/dialogs/CategoryUpdateDialog')),
    connect: lazy(() => import('../backoffice/dialogs/CategoryConnectDialog')),
  },
  websiteComfiguration: {
    '*': lazy(() => import('../backoffice/dialogs/WebsiteConfigurationDialog')),
  },
};

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
