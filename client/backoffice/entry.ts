// The back office as the storefront sees it: its routes and its dialogs, each page and dialog its
// own chunk, loaded on first use. The storefront imports the back office through this module only
// (eslint.config.mjs holds it to that), so a visitor never downloads a back-office screen.
import { lazyChunk } from '../ui/lazyChunk';
import type { DialogRegistry } from '../ui/dialogs';

export { backOfficeRoutes } from './routes';

/** The back office's dialogs (docs/product.md §2.2), by name and action. */
export const backOfficeDialogs: DialogRegistry = {
  account: {
    add: lazyChunk(() => import('./accounts/AccountAddDialog')),
    manage: lazyChunk(() => import('./accounts/AccountManageDialog')),
  },
  itemExtension: {
    '*': lazyChunk(() => import('./items/ItemExtensionDialog')),
  },
  category: {
    manage: lazyChunk(() => import('./categories/CategoryManageDialog')),
    add: lazyChunk(() => import('./categories/CategoryAddDialog')),
    update: lazyChunk(() => import('./categories/CategoryUpdateDialog')),
    connect: lazyChunk(() => import('./categories/CategoryConnectDialog')),
  },
  websiteComfiguration: {
    '*': lazyChunk(() => import('./settings/WebsiteConfigurationDialog')),
  },
};

/** An administrator's actions on a product card (edit, images, prices). */
export const AdminProductActions = lazyChunk(() => import('./products/AdminProductActions'));
