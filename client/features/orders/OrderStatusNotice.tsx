// What moved in the buyer's open orders since they last looked (OrderStatusNews), said under the
// header when the app comes to the foreground: each order with its new status, a link to the history
// and a 'סגירה' (after which the focus goes to the page's content). The live region is always in the page, so a screen reader says the news when it comes.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { focusElement } from '../../ui/focusReturn';
import './OrderStatus.css';

export const OrderStatusNotice = observer(function OrderStatusNotice() {
  const { orderNews, session, capabilities } = useStores();
  const offered = capabilities.offers('order-status');
  const userId = session.userInfo?.id;
  useEffect(() => {
    if (!offered || userId === undefined) return;
    void orderNews.look();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void orderNews.look();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [orderNews, offered, userId]);
  const { news } = orderNews;
  return (
    <div className="order-news" role="status">
      {news.length > 0 && session.dashboardPath && (
        <div className="notice-bar__inner">
          <div>
            <p className="order-news__title">
              <strong>{he.statusNewsTitle}</strong>
            </p>
            <ul className="order-news__list">
              {news.map((n) => (
                <li key={n.orderNumber}>{he.statusNewsLine(n.orderNumber, he.orderStatus[n.status])}</li>
              ))}
            </ul>
          </div>
          <div className="outbox-notice__actions">
            <Link className="button button--small" to={`${session.dashboardPath}/orders`} onClick={() => orderNews.dismiss()}>
              {he.statusNewsLink}
            </Link>
            <button
              type="button"
              className="button button--small button--secondary"
              onClick={() => {
                orderNews.dismiss();
                // The button leaves with the notice: the focus goes on to the page's own content, not lost to the body.
                const main = document.getElementById('main');
                if (main) focusElement(main);
              }}
            >
              {he.statusNewsDismiss}
            </button>
          </div>
        </div>
      )}
    </div>
  );
});
