// A full-width message with a button home: nothing found, an unknown category, and the like.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { he } from './he';

interface Props {
  title: string;
  text?: string;
  /** The heading level: 1 when the message is the whole page. */
  level?: 1 | 2;
  children?: ReactNode;
}

export function EmptyState({ title, text, level = 1, children }: Props) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="empty-state card">
      <Heading>{title}</Heading>
      {text && <p>{text}</p>}
      {children}
      <Link to="/" className="button">
        {he.homeButton}
      </Link>
    </section>
  );
}
