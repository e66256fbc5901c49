// The business user's order history (business/dashboard/:userId/orders): 10 orders a page, each
// with its lines, its document and re-order.
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { OrderList } from './OrderList';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import './BusinessDashboardPage.css';

const OrderHistoryPage = observer(function OrderHistoryPage() {
  const { session } = useStores();
  const path = session.dashboardPath;
  return (
    <div className="dashboard">
      <header className="dashboard__title-row">
        <h1>{he.orderHistoryTitle}</h1>
        {path && (
          <Link to={path} className="dashboard__back">
            {he.backToDashboard}
          </Link>
        )}
      </header>
      <OrderList headingLevel={2} />
    </div>
  );
});

export default OrderHistoryPage;
