// The back office's routes (SPEC.md section 2). Every page is its own chunk: a visitor never
// downloads any of them. Administrator pages are guarded; the account forms are not.
import type { ReactElement } from 'react';
import { RequireRole } from '../components/RequireRole';
import { lazyChunk } from '../lazyChunk';

const page = (load: () => Promise<{ default: () => ReactElement | null }>) => lazyChunk(load);

const AdminHubPage = page(() => import('./pages/AdminHubPage'));
const AdminItemsPage = page(() => import('./pages/AdminItemsPage'));
const AdminOrdersPage = page(() => import('./pages/AdminOrdersPage'));
const CategoryListPage = page(() => import('./pages/CategoryListPage'));
const CategoryAddPage = page(() => import('./pages/CategoryAddPage'));
const CategoryEditPage = page(() => import('./pages/CategoryEditPage'));
const AttributeListPage = page(() => import('./pages/AttributeListPage'));
const AttributeAddPage = page(() => import('./pages/AttributeAddPage'));
const AttributeEditPage = page(() => import('./pages/AttributeEditPage'));
const AttributeValuesPage = page(() => import('./pages/AttributeValuesPage'));
const PriceListListPage = page(() => import('./pages/PriceListListPage'));
const PriceListAddPage = page(() => import('./pages/PriceListAddPage'));
const PriceListEditPage = page(() => import('./pages/PriceListEditPage'));
const ProductAddPage = page(() => import('./pages/ProductAddPage'));
const ProductEditPage = page(() => import('./pages/ProductEditPage'));
const ProductPricePage = page(() => import('./pages/ProductPricePage'));
const ProductImagesPage = page(() => import('./pages/ProductImagesPage'));
const RegisterPage = page(() => import('./pages/RegisterPage'));
const ResetPasswordPage = page(() => import('./pages/ResetPasswordPage'));
const ChangePasswordPage = page(() => import('./pages/ChangePasswordPage'));

const admin = (element: ReactElement) => <RequireRole role="Administrator">{element}</RequireRole>;

/** Path (relative to /) and element of every back-office route. */
export const backOfficeRoutes: Array<{ path: string; element: ReactElement }> = [
  { path: 'admin/dashboard/:userId', element: admin(<AdminHubPage />) },
  { path: 'admin/dashboard/:userId/items', element: admin(<AdminItemsPage />) },
  { path: 'admin/dashboard/:userId/orders', element: admin(<AdminOrdersPage />) },
  { path: 'categories', element: admin(<CategoryListPage />) },
  // SPEC.md section 2 names the list /categories/list; /categories stays for links already out there.
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
