// The storefront's routes (docs/product.md §2.1), their paths from the page table (shared/pages/routes.ts, which
// the server's first paint and sitemap read too). The storefront's first screens load with the app; the rest,
// and the whole back office, are separate chunks loaded when first opened. The router is a data router
// (createBrowserRouter), which the location store follows (client/stores/LocationStore.ts) and which can
// hold a navigation for a question (useBlocker: the price grid's unsaved changes); the server draws the
// same routes through the static data router (client/entry-server.tsx).
import { Suspense, type ReactElement } from 'react';
import { Route, RouterProvider, createBrowserRouter, createRoutesFromElements } from 'react-router-dom';
import { Layout } from '../features/layout/Layout';
import { LoadingScreen } from '../ui/Spinner';
import { RequireRole } from '../features/account/RequireRole';
import { backOfficeRoutes } from '../backoffice/entry';
import { HomePage } from '../features/home/HomePage';
import { lazyChunk } from '../ui/lazyChunk';
import { preloadable } from '../ui/preload';
import { pages } from '@shared/pages/routes';

const CategoryPage = lazyChunk(() => import('../features/catalogue/CategoryPage'));
const ProductListPage = lazyChunk(preloadable('productList', () => import('../features/catalogue/ProductListPage')));
const CartPage = lazyChunk(() => import('../features/cart/CartPage'));
const ThankYouPage = lazyChunk(() => import('../features/cart/ThankYouPage'));
const BusinessDashboardPage = lazyChunk(() => import('../features/orders/BusinessDashboardPage'));
const OrderHistoryPage = lazyChunk(() => import('../features/orders/OrderHistoryPage'));
const NotFoundPage = lazyChunk(() => import('../features/layout/NotFoundPage'));
const QuickOrderPage = lazyChunk(() => import('../features/quick-order/QuickOrderPage'));
const AccessibilityPage = lazyChunk(() => import('../features/accessibility/AccessibilityPage'));
const StandingOrdersPage = lazyChunk(() => import('../features/standing/StandingOrdersPage'));

/** A page for a signed-in business buyer only (the back office's pages say `admin(...)`, backoffice/routes.tsx). */
const buyer = (page: ReactElement) => <RequireRole role="Business">{page}</RequireRole>;

/** The browser's router over the app's routes: made once, in main.tsx, which gives it to the location store too. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** The app in the browser, on its router. */
export function App({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}

/** The app's routes, for a data router: the browser's (createAppRouter), or the server's for its first render. */
export const appRoutes = createRoutesFromElements(
  // No nudge on chunk arrivals here (lazyChunk.ts): every lazy page renders under Layout's boundary,
  // and Layout has its own; one here re-rendered the whole page, every link of the menu with it.
  <Route
    element={
      <Suspense fallback={<LoadingScreen />}>
        <Layout />
      </Suspense>
    }
  >
    <Route index element={<HomePage />} />
    <Route path={pages.category.path} element={<CategoryPage />} />
    <Route path={pages.group.path} element={<ProductListPage />} />
    <Route path={pages.search.path} element={<ProductListPage />} />
    <Route path={pages.items.path} element={<ProductListPage />} />
    <Route path={pages.cart.path} element={<CartPage />} />
    <Route path={pages.thankYou.path} element={<ThankYouPage />} />
    <Route path={pages.quickOrder.path} element={<QuickOrderPage />} />
    <Route path={pages.accessibility.path} element={<AccessibilityPage />} />
    <Route path={pages.standingOrders.path} element={buyer(<StandingOrdersPage />)} />
    <Route path={pages.businessDashboard.path} element={buyer(<BusinessDashboardPage />)} />
    <Route path={pages.orderHistory.path} element={buyer(<OrderHistoryPage />)} />
    {backOfficeRoutes.map((r) => (
      <Route key={r.path} path={r.path} element={r.element} />
    ))}
    <Route path={pages.notFound.path} element={<NotFoundPage />} />
  </Route>,
);
