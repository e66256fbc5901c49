// The back office's routes (docs/product.md §6.1). Every page is its own chunk: a visitor never
// downloads any of them. Administrator pages are guarded; the account forms are not.
import type { ReactElement } from 'react';
import { RequireRole } from '../features/account';
import { lazyChunk } from '../ui/lazyChunk';

const page = (load: () => Promise<{ default: () => ReactElement | null }>) => lazyChunk(load);

const AdminHubPage = page(() => import('./hub/AdminHubPage'));
const AdminItemsPage = page(() => import('./items/AdminItemsPage'));
const AdminOrdersPage = page(() => import('./orders/AdminOrdersPage'));
const InsightsPage = page(() => import('./insights/InsightsPage'));
const PriceGridPage = page(() => import('./price-grid/PriceGridPage'));
const CustomerListPage = page(() => import('./customers/CustomerListPage'));
const CustomerCardPage = page(() => import('./customers/CustomerCardPage'));
const CategoryListPage = page(() => import('./categories/CategoryListPage'));
const CategoryAddPage = page(() => import('./categories/CategoryAddPage'));
const CategoryEditPage = page(() => import('./categories/CategoryEditPage'));
const AttributeListPage = page(() => import('./attributes/AttributeListPage'));
const AttributeAddPage = page(() => import('./attributes/AttributeAddPage'));
const AttributeEditPage = page(() => import('./attributes/AttributeEditPage'));
const AttributeValuesPage = page(() => import('./attributes/AttributeValuesPage'));
const PriceListListPage = page(() => import('./price-lists/PriceListListPage'));
const PriceListAddPage = page(() => import('./price-lists/PriceListAddPage'));
const PriceListEditPage = page(() => import('./price-lists/PriceListEditPage'));
const ProductAddPage = page(() => import('./products/ProductAddPage'));
const ProductEditPage = page(() => import('./products/ProductEditPage'));
const ProductPricePage = page(() => import('./products/ProductPricePage'));
const ProductImagesPage = page(() => import('./products/ProductImagesPage'));
const RegisterPage = page(() => import('./accounts/RegisterPage'));
const ResetPasswordPage = page(() => import('./accounts/ResetPasswordPage'));
const ChangePasswordPage = page(() => import('./accounts/ChangePasswordPage'));

const admin = (element: ReactElement) => <RequireRole role="Administrator">{element}</RequireRole>;

/** Path (relative to /) and element of every back-office route. */
export const backOfficeRoutes: Array<{ path: string; element: ReactElement }> = [
  { path: 'admin/dashboard/:userId', element: admin(<AdminHubPage />) },
  { path: 'admin/dashboard/:userId/items', element: admin(<AdminItemsPage />) },
  { path: 'admin/dashboard/:userId/orders', element: admin(<AdminOrdersPage />) },
  { path: 'admin/dashboard/:userId/prices', element: admin(<PriceGridPage />) },
  { path: 'admin/dashboard/:userId/insights', element: admin(<InsightsPage />) },
  { path: 'customers', element: admin(<CustomerListPage />) },
  { path: 'customers/:customerId', element: admin(<CustomerCardPage />) },
  { path: 'categories', element: admin(<CategoryListPage />) },
  // The category list is /categories/list (docs/product.md §6.1); /categories stays for links already out there.
  { path: 'categories/list', element: admin(<CategoryListPage />) },
  { path: 'add-category', element: admin(<CategoryAddPage />) },
  { path: 'categories/edit/:categoryId', element: admin(<CategoryEditPage />) },
  { path: 'attributes', element: admin(<AttributeListPage />) },
  { path: 'add-attribute', element: admin(<AttributeAddPage />) },
  { path: 'attributes/edit/:id', element: admin(<AttributeEditPage />) },
  { path: 'attributes/:attributeId/values', element: admin(<AttributeValuesPage />) },
  { path: 'priceLists', element: admin(<PriceListListPage />) },
  { path: 'add-priceList', element: admin(<PriceListAddPage />) },
  { path: 'priceLists/edit/:priceListId', element: admin(<PriceListEditPage />) },
  { path: 'add-product', element: admin(<ProductAddPage />) },
  { path: 'products/edit/:productId', element: admin(<ProductEditPage />) },
  { path: 'products/:productId/price', element: admin(<ProductPricePage />) },
  { path: 'products/:productId/images', element: admin(<ProductImagesPage />) },
  { path: 'register', element: <RegisterPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  { path: 'change-password', element: <ChangePasswordPage /> },
];
