// The page frame: header, the route's content, footer, the dialog host; keeps the stores in step
// with the URL and resets the scroll position on route change.
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { DialogHost } from './DialogHost';
import { removeServerDialog } from '../../ui/Dialog';
import { Footer } from './Footer';
import { Header } from './Header';
import { DialogBoundary, PageBoundary } from '../../ui/ScreenBoundary';
import { OrderStatusNotice } from '../orders';
import { StandingReminder } from '../standing';
import { OutboxNotice } from './OutboxNotice';
import { SessionEndedNotice } from '../account';
import { LoadingScreen } from '../../ui/Spinner';
import { UpdateNotice } from './UpdateNotice';
import { useChunkArrivals } from '../../ui/lazyChunk';

/** Gives the dialog store the query string drawn (where the buyer is, it reads of the location store). */
function DialogBridge() {
  const { dialogs } = useStores();
  const { search } = useLocation();
  useEffect(() => {
    dialogs.sync(search);
    if (!dialogs.current) removeServerDialog();
  }, [dialogs, search]);
  return null;
}

/** A new route starts at the top of the page and of any open dialog. */
function ScrollReset() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    document.querySelectorAll('[data-dialog-scroll]').forEach((el) => el.scrollTo(0, 0));
  }, [pathname]);
  return null;
}

export function Layout() {
  useChunkArrivals();
  return (
    <>
      <DialogBridge />
      <ScrollReset />
      <a className="skip-link" href="#main">
        {he.skipToContent}
      </a>
      <Header />
      <SessionEndedNotice />
      <OutboxNotice />
      <OrderStatusNotice />
      <StandingReminder />
      <main id="main" className="page" tabIndex={-1}>
        <PageBoundary>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </PageBoundary>
      </main>
      <Footer />
      <DialogBoundary>
        <DialogHost />
      </DialogBoundary>
      <UpdateNotice />
    </>
  );
}
