// What a bulk add put in the cart (quick order, the usual items), with the way to the cart.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { he } from './he';

interface Props {
  text: string;
  /**
   * Bring it into view and give it the focus when it shows (and when its text changes): for an add
   * made far from it, whose button may even be gone with the rows it added (quick order). The focus
   * makes a screen reader read it (a live region that appears with its text is often not read), and
   * Tab then reaches its link to the cart. Scrolls smoothly unless the user asks for reduced motion.
   */
  reveal?: boolean;
}

export function AddedToCart({ text, reveal = false }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!reveal || !el) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  }, [reveal, text]);

  return (
    <div ref={box} tabIndex={reveal ? -1 : undefined} className="alert alert--success added-to-cart" role="status" aria-live="polite">
      <span>{text}</span>
      <Link to="/shoppingCart" className="button button--small">
        {he.toCart}
      </Link>
    </div>
  );
}
