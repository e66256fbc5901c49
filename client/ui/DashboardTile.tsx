// A dashboard's tile: an icon, a title that links to a screen (the whole tile is the link's target)
// and a line about it. The buyer's personal area and the back office's hub draw theirs with it.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './DashboardTile.css';

interface Props {
  to: string;
  title: string;
  text: string;
  /** A decorative icon (aria-hidden). */
  icon: ReactNode;
  /** 'li' in a list of tiles; 'section' for a tile that stands alone, a region named by its title. */
  as?: 'li' | 'section';
  /** The title as a heading of this level (a tile standing in a page's outline); a plain link otherwise. */
  headingLevel?: 2 | 3;
}

export function DashboardTile({ to, title, text, icon, as: Tag = 'li', headingLevel }: Props) {
  const titleId = useId();
  const link = (
    <Link id={titleId} to={to} className="dashboard-tile__link">
      {title}
    </Link>
  );
  const Heading = headingLevel === 2 ? 'h2' : headingLevel === 3 ? 'h3' : null;
  return (
    <Tag className="card dashboard-tile" aria-labelledby={Tag === 'section' ? titleId : undefined}>
      <span className="dashboard-tile__icon">{icon}</span>
      {Heading ? <Heading className="dashboard-tile__title">{link}</Heading> : link}
      <p className="dashboard-tile__text">{text}</p>
    </Tag>
  );
}
