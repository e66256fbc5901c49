// Where the page sits in the catalogue: home, then the category, then the group.
import { Link } from 'react-router-dom';
import { he } from './he';
import './Breadcrumbs.css';

export interface Crumb {
  label: string;
  /** The crumb's link; the last crumb (the current page) has none. */
  to?: string;
}

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const all: Crumb[] = [{ label: he.breadcrumbHome, to: '/' }, ...crumbs];
  return (
    <nav className="breadcrumbs" aria-label={he.breadcrumbs}>
      <ol>
        {all.map((crumb, i) => (
          <li key={i}>
            {crumb.to && i < all.length - 1 ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
