// Renders the dialog the URL names (?d=...&action=...), each loaded on first use.
import { observer } from 'mobx-react-lite';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { DialogState } from '@shared/rules/dialog';
import { useStores } from '../StoreContext';
import { lazyChunk, useChunkArrivals } from '../lazyChunk';

/** What a dialog component gets. */
export interface DialogProps {
  dialog: DialogState;
  onClose: () => void;
}

type DialogComponent = LazyExoticComponent<ComponentType<DialogProps>>;

/** The dialogs by `d`, then by action ('*' for any action of that dialog). */
const registry: Record<string, Record<string, DialogComponent>> = {
  account: {
    login: lazyChunk(() => import('./LoginDialog')),
    add: lazyChunk(() => import('../backoffice/dialogs/AccountAddDialog')),
    manage: lazyChunk(() => import('../backoffice/dialogs/AccountManageDialog')),
  },
  item: {
    '*': lazyChunk(() => import('./ItemDialog')),
  },
  shoppingCart: {
    '*': lazyChunk(() => import('./RecommendedDialog')),
  },
  itemExtension: {
    '*': lazyChunk(() => import('../backoffice/dialogs/ItemExtensionDialog')),
  },
  category: {
    manage: lazyChunk(() => import('../backoffice/dialogs/CategoryManageDialog')),
    add: lazyChunk(() => import('../backoffice/dialogs/CategoryAddDialog')),
    update: lazyChunk(() => import('../backoffice/dialogs/CategoryUpdateDialog')),
    connect: lazyChunk(() => import('../backoffice/dialogs/CategoryConnectDialog')),
  },
  websiteComfiguration: {
    '*': lazyChunk(() => import('../backoffice/dialogs/WebsiteConfigurationDialog')),
  },
};

export const DialogHost = observer(function DialogHost() {
  useChunkArrivals();
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
