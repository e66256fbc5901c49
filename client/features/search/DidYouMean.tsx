// 'התכוונתם ל…': under a search that found nothing, the closest searches that find
// something, each a link that runs it. Worked out by the server's index of the whole catalogue
// (CatalogueStore.closestSearches: one small request), so it helps whatever the provider's search
// forgives; offline, from the names the browser already has.
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import './DidYouMean.css';

export const DidYouMean = observer(function DidYouMean({ term }: { term: string }) {
  const { catalogue, session } = useStores();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- priceKey (another catalogue) is a reason to work it out again, not an input
  const closest = useMemo(() => catalogue.closestSearches(term), [catalogue, term, session.priceKey]);
  const terms = closest.data ?? [];
  // The region is there from the start, so the suggestions are read out when they come.
  return (
    <div className="did-you-mean" aria-live="polite">
      {terms.length > 0 && (
        <nav aria-label={he.didYouMean}>
          <p className="did-you-mean__title">{he.didYouMean}</p>
          <ul className="did-you-mean__list">
            {terms.map((t) => (
              <li key={t}>
                <Link className="button button--secondary button--small" to={`/search?query=${encodeURIComponent(t)}`}>
                  {t}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
});
