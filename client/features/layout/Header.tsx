// The header (docs/product.md §2.3): logo, all products, categories with their groups, personal
// area, search with barcode scanning, and login, or logout and the cart.
import { observer } from 'mobx-react-lite';
import { Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import defaultLogo from '../../assets/logo.svg';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { CategoryNav } from './CategoryNav';
import { DialogLink } from '../../ui/DialogLink';
import { BarcodeIcon, CartIcon, LoginIcon, LogoutIcon, MenuIcon, QuickOrderIcon, UserIcon } from '../../ui/icons';
import { Img } from '../../ui/Img';
import { NetworkNotice } from './NetworkNotice';
import { BarcodeScanner, SearchBox } from '../search';
import './Header.css';
import { useChunkArrivals } from '../../ui/lazyChunk';

export const Header = observer(function Header() {
  useChunkArrivals();
  const { session, cart, settings } = useStores();
  const [menuOpen, setMenuOpen] = useState(false);
  const [scanning, setScanning] = useState(false);
  // One function for the header's life: the category menu (every category's links) is memoised and
  // is not drawn again when the header is (a cart change, a chunk's arrival).
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <button
          type="button"
          className="icon-button site-header__menu-button"
          aria-label={menuOpen ? he.closeMenu : he.openMenu}
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon />
        </button>
        <Link to="/" className="site-header__logo" aria-label={he.logoAlt}>
          {settings.logoUrl ? (
            // The store's own logo carries its name.
            <Img className="site-header__logo-image" src={settings.logoUrl} alt="" width={176} height={48} />
          ) : (
            <>
              <Img src={defaultLogo} alt="" width={44} height={44} />
              <span className="site-header__name">{he.appName}</span>
            </>
          )}
        </Link>
        <div className="site-header__search">
          <SearchBox />
          <button type="button" className="icon-button" aria-label={he.scanBarcode} onClick={() => setScanning(true)}>
            <BarcodeIcon />
          </button>
        </div>
        <div className="site-header__actions">
          {session.userInfo?.userType !== 'Administrator' && (
            <Link to="/quick-order" className="icon-button site-header__quick" aria-label={he.quickOrder} title={he.quickOrder}>
              <QuickOrderIcon />
            </Link>
          )}
          {session.dashboardPath && (
            <Link to={session.dashboardPath} className="icon-button" aria-label={he.personalArea} title={he.personalArea}>
              <UserIcon />
            </Link>
          )}
          {session.isLoggedIn ? (
            <>
              <button type="button" className="icon-button" aria-label={he.logout} title={he.logout} onClick={() => session.logout()}>
                <LogoutIcon />
              </button>
              <Link to="/shoppingCart" className="icon-button" title={he.cartCount(cart.count)}>
                <CartIcon />
                <span className="visually-hidden">{he.cart}</span>
                {cart.count > 0 && (
                  <span className="badge">
                    <span className="visually-hidden"> – </span>
                    {cart.count}
                  </span>
                )}
              </Link>
            </>
          ) : (
            <DialogLink dialog={{ d: 'account', action: 'login' }} className="icon-button" aria-label={he.login} title={he.login}>
              <LoginIcon />
            </DialogLink>
          )}
        </div>
      </div>
      <CategoryNav open={menuOpen} onNavigate={closeMenu} />
      <NetworkNotice />
      {scanning && (
        <Suspense fallback={null}>
          <BarcodeScanner onClose={() => setScanning(false)} />
        </Suspense>
      )}
    </header>
  );
});
