// Accessibility checks with axe-core, injected into the page (no CDN).
import fs from 'node:fs';
import type { Page } from 'playwright-core';

const source = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Rules held to whatever impact axe gives them: a picture whose alt repeats the text beside it
 * (image-redundant-alt, 'minor' to axe) makes a screen reader say every card's name twice.
 */
const ALWAYS = ['image-redundant-alt'];

/** The serious and critical violations axe finds on the page as it is now, and any of the rules held always. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  // Evaluated rather than added as a script tag: the app's CSP allows no inline scripts.
  await page.evaluate(source);
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALWAYS.includes(v.id))
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

/**
 * Installed before the page's own scripts: after every change to the document, records each
 * focusable element that sits inside an aria-hidden subtree (and is not made inert). A screen
 * reader user could tab onto such an element and hear nothing. Watching every mutation catches
 * the moments between two renders that one axe run at a chosen time can miss.
 */
function recordHiddenFocusables(): void {
  const seen: string[] = [];
  (window as unknown as { hiddenFocusables: string[] }).hiddenFocusables = seen;
  const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
  const check = () => {
    for (const hidden of document.querySelectorAll('[aria-hidden="true"]')) {
      for (const el of hidden.querySelectorAll<HTMLElement>(FOCUSABLE)) {
        if (el.closest('[inert]')) continue;
        const label = `${hidden.getAttribute('class') ?? hidden.tagName.toLowerCase()} > ${el.tagName.toLowerCase()}[aria-label="${el.getAttribute('aria-label') ?? ''}"]`;
        if (!seen.includes(label)) seen.push(label);
      }
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-hidden', 'inert', 'class'],
  });
}

/** Starts recording hidden focusables in every document the page loads from now on. */
export async function watchHiddenFocusables(page: Page): Promise<void> {
  await page.addInitScript(recordHiddenFocusables);
}

/** The hidden focusables recorded in the page's current document since it loaded. */
export function hiddenFocusables(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { hiddenFocusables?: string[] }).hiddenFocusables ?? ['(not watching: call watchHiddenFocusables first)'],
  );
}
