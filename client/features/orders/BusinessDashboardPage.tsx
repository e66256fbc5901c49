// The business user's personal area (business/dashboard/:userId): a greeting with the first name,
// quick links and the order list.
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { OrderList } from './OrderList';
import { UsualItems } from '../usual-items';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { DashboardTile } from '../../ui/DashboardTile';
import { QuickOrderIcon, ReorderIcon } from '../../ui/icons';
import './BusinessDashboardPage.css';

const BusinessDashboardPage = observer(function BusinessDashboardPage() {
  const { session, cart } = useStores();
  const user = session.userInfo;
  if (!user) return null;
  const customer = user.businessCustomer;
  const name = user.firstName || customer?.firstName || user.email;
  return (
    <div className="dashboard">
      <header className="card dashboard__hero">
        <div>
          <h1 className="dashboard__greeting">{he.greeting(name)}</h1>
          {customer && <p className="dashboard__customer muted">{he.dashboardCustomer(customer.lastName, customer.customerId)}</p>}
        </div>
        <nav className="dashboard__links" aria-label={he.personalArea}>
          <Link to="/shoppingCart" className="button button--secondary">
            {he.goToCart}
            {cart.count > 0 && <span className="dashboard__count">({cart.count})</span>}
          </Link>
          <Link to={`/business/dashboard/${user.id}/orders`} className="button">
            {he.viewAllOrders}
          </Link>
          <Link to="?d=account&action=manage" className="button button--secondary">
            {he.manageUsers}
          </Link>
          <Link to="/change-password" className="button button--secondary">
            {he.changePasswordLink}
          </Link>
        </nav>
      </header>
      <DashboardTile
        as="section"
        headingLevel={2}
        to="/quick-order"
        title={he.quickOrder}
        text={he.quickOrderCard}
        icon={<QuickOrderIcon />}
      />
      <DashboardTile
        as="section"
        headingLevel={2}
        to="/standing-orders"
        title={he.standingLinkTitle}
        text={he.standingLinkText}
        icon={<ReorderIcon />}
      />
      <UsualItems />
      <section className="dashboard__orders" aria-labelledby="dashboard-orders-title">
        <h2 id="dashboard-orders-title">{he.dashboardOrdersTitle}</h2>
        <OrderList headingLevel={3} />
      </section>
    </div>
  );
});

export default BusinessDashboardPage;
