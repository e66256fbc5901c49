// The footer: logo, categories with their item groups, contact details from the settings, and the
// accessibility statement's link (docs/product.md §2.9).
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import defaultLogo from '../../assets/logo.svg';
import { isEmailAddress } from '@shared/validation/messages';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { ACCESSIBILITY_PATH } from '../accessibility';
import { Img } from '../../ui/Img';
import './Footer.css';

export const Footer = observer(function Footer() {
  const { catalogue, settings } = useStores();
  const contact = settings.contact;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Img src={settings.logoUrl ?? defaultLogo} alt={he.appName} width={56} height={56} />
          <strong>{he.appName}</strong>
          <span className="muted">{he.appTagline}</span>
        </div>
        <nav className="site-footer__categories" aria-label={he.footerNavLabel}>
          <h2>{he.footerCategories}</h2>
          <ul>
            {(catalogue.categoryList ?? []).map((category) => (
              <li key={category.id}>
                <Link to={`/categories/${category.id}`}>{category.categoryName}</Link>
                {category.itemGroups.length > 0 && (
                  <ul>
                    {category.itemGroups.map((group) => (
                      <li key={group.id}>
                        <Link to={`/categories/${category.id}/itemGroup/${group.id}`}>{group.itemGroupName}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <section className="site-footer__contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{he.footerContact}</h2>
          <dl>
            {contact.Phone && (
              <>
                <dt>{he.phone}</dt>
                <dd>
                  <a href={`tel:${contact.Phone}`} dir="ltr">
                    {contact.Phone}
                  </a>
                </dd>
              </>
            )}
            {isEmailAddress(contact.Email) && (
              <>
                <dt>{he.email}</dt>
                <dd>
                  <a href={`mailto:${contact.Email}`}>{contact.Email}</a>
                </dd>
              </>
            )}
            {contact.Address && (
              <>
                <dt>{he.address}</dt>
                <dd>{contact.Address}</dd>
              </>
            )}
          </dl>
        </section>
      </div>
      <p className="site-footer__rights">
        {he.rights(new Date().getFullYear())}
        <span aria-hidden="true"> · </span>
        <Link to={ACCESSIBILITY_PATH} className="site-footer__a11y">
          {he.a11yLink}
        </Link>
      </p>
    </footer>
  );
});
