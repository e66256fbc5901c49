// How the benchmarks time quick order's check in the page: the list pasted, a watcher armed that
// resolves with the milliseconds from the click on 'בדיקת הרשימה' to the checked table drawn, and the
// main thread's busy time read from the DevTools protocol around it.
import type { CDPSession, Page } from 'playwright-core';

/** The main thread's busy time so far, in ms (Performance.getMetrics' TaskDuration). */
export async function busy(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/** Pastes the list and arms the watcher; `checkedMs` then gives its time once the button is clicked. */
export async function pasteAndArm(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'הדבקת רשימה' }).fill(text);
  await page.evaluate(
    (firstCode) => {
      const w = window as unknown as { __quick?: Promise<number> };
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('בדיקת הרשימה'))!;
      w.__quick = new Promise<number>((resolve) => {
        let started = 0;
        button.addEventListener('click', () => (started = performance.now()), { capture: true, once: true });
        // Done: the button is back from 'בודקים…', the summary is drawn and the first row, this list's
        // first code, has a box. (No named functions in here: tsx would wrap them in a helper the page lacks.)
        const observer = new MutationObserver(() => {
          if (started === 0 || button.textContent?.includes('בודקים') || !document.querySelector('.quick-order__summary')) return;
          const first = document.querySelector('.quick-order__table tbody tr');
          if (!first?.textContent?.includes(firstCode) || first.getBoundingClientRect().height === 0) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    },
    text.split(/[\t,\n]/)[0]!,
  );
}

/** Clicks 'בדיקת הרשימה' and gives the ms to the checked table (pasteAndArm first). */
export async function clickAndTime(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'בדיקת הרשימה' }).click();
  return page.evaluate(() => (window as unknown as { __quick: Promise<number> }).__quick);
}
