// The back office's routes (docs/product.md §6.1), their paths from the page table (shared/pages/routes.ts).
// Every page is its own chunk: a visitor never downloads any of them. Administrator pages are guarded;
// the account forms are not.
import type { ReactElement } from 'react';
import { RequireRole } from '../features/account';
import { lazyChunk } from '../ui/lazyChunk';
import { pages } from '@shared/pages/routes';

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
  { path: pages.adminHub.path, element: admin(<AdminHubPage />) },
  { path: pages.adminItems.path, element: admin(<AdminItemsPage />) },
  { path: pages.adminOrders.path, element: admin(<AdminOrdersPage />) },
  { path: pages.adminPrices.path, element: admin(<PriceGridPage />) },
  { path: pages.adminInsights.path, element: admin(<InsightsPage />) },
  { path: pages.customers.path, element: admin(<CustomerListPage />) },
  { path: pages.customer.path, element: admin(<CustomerCardPage />) },
  { path: pages.categoriesOld.path, element: admin(<CategoryListPage />) },
  { path: pages.categories.path, element: admin(<CategoryListPage />) },
  { path: pages.addCategory.path, element: admin(<CategoryAddPage />) },
  { path: pages.editCategory.path, element: admin(<CategoryEditPage />) },
  { path: pages.attributes.path, element: admin(<AttributeListPage />) },
  { path: pages.addAttribute.path, element: admin(<AttributeAddPage />) },
  { path: pages.editAttribute.path, element: admin(<AttributeEditPage />) },
  { path: pages.attributeValues.path, element: admin(<AttributeValuesPage />) },
  { path: pages.priceLists.path, element: admin(<PriceListListPage />) },
  { path: pages.addPriceList.path, element: admin(<PriceListAddPage />) },
  { path: pages.editPriceList.path, element: admin(<PriceListEditPage />) },
  { path: pages.addProduct.path, element: admin(<ProductAddPage />) },
  { path: pages.editProduct.path, element: admin(<ProductEditPage />) },
  { path: pages.productPrice.path, element: admin(<ProductPricePage />) },
  { path: pages.productImages.path, element: admin(<ProductImagesPage />) },
  { path: pages.register.path, element: <RegisterPage /> },
  { path: pages.resetPassword.path, element: <ResetPasswordPage /> },
  { path: pages.changePassword.path, element: <ChangePasswordPage /> },
];
