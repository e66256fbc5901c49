// The back office as the storefront sees it: its routes and its dialogs, each page and dialog its
// own chunk, loaded on first use. The storefront imports the back office through this module only
// (eslint.config.mjs holds it to that), so a visitor never downloads a back-office screen.
import { lazyChunk } from '../lazyChunk';
import type { DialogRegistry } from '../dialogs/dialogs';

export { backOfficeRoutes } from './routes';

/** The back office's dialogs (SPEC.md section 2), by name and action. */
export const backOfficeDialogs: DialogRegistry = {
  account: {
    add: lazyChunk(() => import('./dialogs/AccountAddDialog')),
    manage: lazyChunk(() => import('./dialogs/AccountManageDialog')),
  },
  itemExtension: {
    '*': lazyChunk(() => import('./dialogs/ItemExtensionDialog')),
  },
  category: {
    manage: lazyChunk(() => import('./dialogs/CategoryManageDialog')),
    add: lazyChunk(() => import('./dialogs/CategoryAddDialog')),
    update: lazyChunk(() => import('./dialogs/CategoryUpdateDialog')),
    connect: lazyChunk(() => import('./dialogs/CategoryConnectDialog')),
  },
  websiteComfiguration: {
    '*': lazyChunk(() => import('./dialogs/WebsiteConfigurationDialog')),
  },
};

/** An administrator's actions on a product card (edit, images, prices). */
export const AdminProductActions = lazyChunk(() => import('./components/AdminProductActions'));
