import { Link } from 'react-router-dom';
import { he } from './he';

export default function NotFoundPage() {
  return (
    <section className="empty-state">
      <h1>{he.notFoundTitle}</h1>
      <p>{he.notFoundText}</p>
      <Link to="/" className="button">
        {he.homeButton}
      </Link>
    </section>
  );
}
