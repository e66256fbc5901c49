// The page's title, meta description and canonical link (a Hebrew title and description
// per page, from its category, group, search term or item). Pages and the item dialog declare theirs;
// the innermost mounted one is shown (a dialog over a page), and when it goes the one under it is
// shown again.
import { useEffect } from 'react';
import { he } from '../i18n/he';

export interface PageMeta {
  /** The page's own title; empty for the home page (the store's name alone). */
  title: string;
  description: string;
  /** The canonical path (and query), such as '/categories/3'; the page's path when left out. */
  canonical?: string;
}

/** The store's default description (the home page, and any page that has none of its own). */
export const DEFAULT_DESCRIPTION =
  'מחסני השרון: קטלוג סיטונאי של מזון, משקאות, ניקיון וכלי בית. לקוחות עסקיים רואים את המחירים שלהם ומזמינים באריזות שלמות, גם בסריקת ברקוד ובהזמנה מהירה.';

const stack: Array<{ meta: PageMeta }> = [];

/** Text for a meta description: one line, at most about 155 characters, cut at a word. */
export function describe(text: string, max = 155): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

function element(selector: string, create: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
}

function apply(): void {
  const top = stack[stack.length - 1]?.meta;
  const title = top?.title ?? '';
  document.title = title ? `${title} | ${he.appName}` : `${he.appName} – ${he.appTagline}`;
  element('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' })).setAttribute(
    'content',
    top?.description || DEFAULT_DESCRIPTION,
  );
  const canonical = element('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }));
  canonical.setAttribute('href', new URL(top?.canonical ?? location.pathname, location.origin).href);
}

/** Declares this page's (or dialog's) title, description and canonical path while it is mounted; null while they are not known yet. */
export function usePageMeta(meta: PageMeta | null): void {
  const { title, description, canonical } = meta ?? { title: '', description: '', canonical: undefined };
  const known = meta !== null;
  useEffect(() => {
    if (!known) return;
    const entry = { meta: { title, description, canonical } };
    stack.push(entry);
    apply();
    return () => {
      stack.splice(stack.indexOf(entry), 1);
      apply();
    };
  }, [known, title, description, canonical]);
}
