// What a bulk add put in the cart (quick order, the usual items), with the way to the cart.
import { Link } from 'react-router-dom';
import { he } from '../i18n/he';

export function AddedToCart({ text }: { text: string }) {
  return (
    <div className="alert alert--success added-to-cart" role="status">
      <span>{text}</span>
      <Link to="/shoppingCart" className="button button--small">
        {he.toCart}
      </Link>
    </div>
  );
}
