// The administrator's hub (admin/dashboard/:userId): a card for each thing staff manage.
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { he } from './he';
import { boCustomers } from '../customers';
import { boInsights } from '../insights';
import { boPriceGrid } from '../price-grid';
import { useStores } from '../../stores/StoreContext';
import { DashboardTile } from '../../ui/DashboardTile';
import '../lib/Hub.css';

const icon = (path: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    width="26"
    height="26"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {path}
  </svg>
);

const ICONS = {
  categories: icon(<path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />),
  users: icon(
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 7M18 14.8c1.9.8 3 2.5 3.5 5.2" />
    </>,
  ),
  settings: icon(
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </>,
  ),
  items: icon(
    <>
      <path d="M21 8l-9-5-9 5 9 5 9-5z" />
      <path d="M3 8v8l9 5 9-5V8M12 13v8" />
    </>,
  ),
  prices: icon(
    <>
      <path d="M3 4h18v16H3zM3 9h18M3 14h18M9 4v16" />
    </>,
  ),
  insights: icon(
    <>
      <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
    </>,
  ),
  customers: icon(
    <>
      <path d="M3 21V7l9-4 9 4v14" />
      <path d="M8 21v-6h8v6M8 10h.01M12 10h.01M16 10h.01" />
    </>,
  ),
  orders: icon(
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </>,
  ),
};

const AdminHubPage = observer(function AdminHubPage() {
  const { session } = useStores();
  const user = session.userInfo;
  if (!user) return null;
  const base = `/admin/dashboard/${user.id}`;
  return (
    <div className="hub-page">
      <header className="hub-head">
        <div>
          <h1>{he.title}</h1>
          <p className="muted">{he.greeting(user.firstName || user.email)}</p>
        </div>
      </header>
      <nav aria-label={he.cardsLabel}>
        <ul className="hub-cards">
          {/* What a store manager opens first. */}
          <DashboardTile to={`${base}/insights`} title={boInsights.title} text={boInsights.hubText} icon={ICONS.insights} />
          <DashboardTile to="/categories" title={he.categories} text={he.categoriesText} icon={ICONS.categories} />
          <DashboardTile to="/customers" title={boCustomers.listTitle} text={boCustomers.hubText} icon={ICONS.customers} />
          <DashboardTile to="?d=account&action=manage" title={he.users} text={he.usersText} icon={ICONS.users} />
          <DashboardTile to="?d=websiteComfiguration&action=manage" title={he.settings} text={he.settingsText} icon={ICONS.settings} />
          <DashboardTile to={`${base}/items`} title={he.items} text={he.itemsText} icon={ICONS.items} />
          <DashboardTile to={`${base}/prices`} title={boPriceGrid.title} text={boPriceGrid.hubText} icon={ICONS.prices} />
          <DashboardTile to={`${base}/orders`} title={he.orders} text={he.ordersText} icon={ICONS.orders} />
        </ul>
      </nav>
      <section className="hub-more" aria-labelledby="hub-more-title">
        <h2 id="hub-more-title">{he.moreTools}</h2>
        <Link to="/attributes" className="button button--secondary button--small">
          {he.attributes}
        </Link>
        <Link to="/priceLists" className="button button--secondary button--small">
          {he.priceLists}
        </Link>
        <Link to="/change-password" className="button button--secondary button--small">
          {he.changePasswordLink}
        </Link>
      </section>
    </div>
  );
});

export default AdminHubPage;
