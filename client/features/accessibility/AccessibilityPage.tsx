// The accessibility statement (/accessibility, docs/product.md §2.9): the standard the site meets,
// what was checked and how, the known limits, the statement's date and the accessibility
// coordinator the store names in its site settings. Drawn by the server for a visitor, like the
// public catalogue pages, and listed in the sitemap.
import { observer } from 'mobx-react-lite';
import { formatDate } from '@shared/format';
import { isEmailAddress } from '@shared/validation/messages';
import { he } from './he';
import { usePageMeta } from '../../ui/pageMeta';
import { useStores } from '../../stores/StoreContext';
import './AccessibilityPage.css';

/** The day the statement was last reviewed against the site (its date, which the law asks for). */
export const STATEMENT_DATE = '2026-11-26T12:00:00Z';

const AccessibilityPage = observer(function AccessibilityPage() {
  usePageMeta({ title: he.a11yTitle, description: he.a11yMeta, canonical: '/accessibility' });
  return (
    <article className="card a11y-statement">
      <h1>{he.a11yTitle}</h1>
      <p>{he.a11yIntro(he.appName)}</p>

      <h2>{he.a11yStandardTitle}</h2>
      <p>{he.a11yStandard}</p>

      <h2>{he.a11yCheckedTitle}</h2>
      <ul>
        <li>{he.a11yCheckedAxe}</li>
        <li>{he.a11yCheckedKeyboard}</li>
        <li>{he.a11yCheckedRoles}</li>
        <li>{he.a11yCheckedDisplay}</li>
      </ul>

      <h2>{he.a11yLimitsTitle}</h2>
      <ul>
        <li>{he.a11yLimitScanner}</li>
        <li>{he.a11yLimitDocuments}</li>
        <li>{he.a11yLimitPictures}</li>
      </ul>

      <Coordinator />

      <p className="muted a11y-statement__date">{he.a11yUpdated(formatDate(STATEMENT_DATE))}</p>
    </article>
  );
});

/** The coordinator's name, phone and e-mail from the site settings; without them, the site's contact details. */
const Coordinator = observer(function Coordinator() {
  const { settings } = useStores();
  const { Name, Phone, Email: stored } = settings.settings?.AccessibilityCoordinator ?? {};
  // Only an address becomes a mailto: link (a value stored before the rule, or kept by a provider that does not check it, is left out).
  const Email = isEmailAddress(stored) ? stored : undefined;
  return (
    <section aria-labelledby="a11y-contact">
      <h2 id="a11y-contact">{he.a11yContactTitle}</h2>
      <p>{he.a11yContactText}</p>
      {Name && (Phone || Email) ? (
        <dl className="a11y-statement__contact">
          <dt>{he.a11yName}</dt>
          <dd>{Name}</dd>
          {Phone && (
            <>
              <dt>{he.a11yPhone}</dt>
              <dd>
                <a href={`tel:${Phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {Phone}
                </a>
              </dd>
            </>
          )}
          {Email && (
            <>
              <dt>{he.a11yEmail}</dt>
              <dd>
                <a href={`mailto:${Email}`} dir="ltr">
                  {Email}
                </a>
              </dd>
            </>
          )}
        </dl>
      ) : (
        <p>{he.a11yNoCoordinator}</p>
      )}
    </section>
  );
});

export default AccessibilityPage;
