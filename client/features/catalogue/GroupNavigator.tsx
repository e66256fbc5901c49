// The previous/next item-group links at the bottom of a product list (docs/product.md §2.5). At the
// edge of a category they lead into the neighbouring one, so each names its category and group.
import { Link } from 'react-router-dom';
import type { GroupPlace } from './CatalogueStore';
import { he } from './he';
import './GroupNavigator.css';

/** The route of a group's product list. */
export function groupPath(place: GroupPlace): string {
  return `/categories/${place.category.id}/itemGroup/${place.group.id}`;
}

function PlaceLink({ place, direction }: { place: GroupPlace; direction: 'previous' | 'next' }) {
  return (
    <Link
      to={groupPath(place)}
      className={`group-nav__link group-nav__link--${direction}`}
      rel={direction === 'previous' ? 'prev' : 'next'}
    >
      <span className="group-nav__arrow" aria-hidden="true">
        {direction === 'previous' ? '→' : '←'}
      </span>
      <span className="group-nav__text">
        <span className="group-nav__hint">{direction === 'previous' ? he.previousGroup : he.nextGroup}</span>
        <span className="group-nav__place">{he.groupPlace(place.category.categoryName, place.group.itemGroupName)}</span>
      </span>
    </Link>
  );
}

export function GroupNavigator({ previous, next }: { previous: GroupPlace | null; next: GroupPlace | null }) {
  if (!previous && !next) return null;
  return (
    <nav className="group-nav" aria-label={he.groupNavigator}>
      {previous ? <PlaceLink place={previous} direction="previous" /> : <span />}
      {next ? <PlaceLink place={next} direction="next" /> : <span />}
    </nav>
  );
}
