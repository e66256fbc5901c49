// Links between a product's three screens (edit, price, images), the current one marked.
import { Link } from 'react-router-dom';
import { he } from './he';

type Screen = 'edit' | 'price' | 'images';

export function ProductScreenLinks({ productId, current }: { productId: number; current: Screen }) {
  const links: Array<{ screen: Screen; to: string; label: string }> = [
    { screen: 'edit', to: `/products/edit/${productId}`, label: he.actionEdit },
    { screen: 'price', to: `/products/${productId}/price`, label: he.actionPrice },
    { screen: 'images', to: `/products/${productId}/images`, label: he.actionImages },
  ];
  return (
    <nav className="bo-page__actions" aria-label={he.screens}>
      {links.map((l) =>
        l.screen === current ? null : (
          <Link key={l.screen} to={l.to} className="button button--secondary button--small">
            {l.label}
          </Link>
        ),
      )}
    </nav>
  );
}
