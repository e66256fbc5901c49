/**
 * @jest-environment jsdom
 */
// The in-page finder the Firefox and WebKit journeys find elements with: by role (explicit or
// implicit) and accessible name, as Playwright's getByRole does in Chromium, visible elements only.
// It is run here from its source, as the drivers send it.
import { FINDER_SOURCE, finderScript } from './finder';
import type { Target } from './types';

// jsdom lays nothing out: an element counts as shown unless it or an ancestor is display:none.
beforeAll(() => {
  jest.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    const shown = !this.closest('[style*="display: none"]');
    return (shown ? [new DOMRect(0, 0, 10, 10)] : []) as unknown as DOMRectList;
  });
});

/** Runs the finder as a driver does: its script, with the target as the first argument. */
const run = (target: Target, expression = 'el') => new Function(finderScript(expression)).call(null, target) as unknown;

beforeEach(() => {
  document.body.innerHTML = `
    <header>
      <a href="/shoppingCart" class="icon-button"><svg aria-hidden="true"><text>icon</text></svg><span>סל הקניות</span><span> – 2</span></a>
      <input type="search" role="searchbox" aria-label="חיפוש" value="">
      <button style="display: none">התחברות</button>
      <a role="button" href="/?d=account&action=login" aria-label="התחברות">x</a>
    </header>
    <main>
      <h1>תוצאות חיפוש עבור: 7290000000001</h1>
      <div role="group" aria-label="מים מינרליים"><button aria-label="הוספה לסל">+</button><input type="text" aria-label="כמות של מים מינרליים" value="24"></div>
      <div role="group" aria-label="מים מינרליים בטעם לימון"><button aria-label="הוספה לסל">+</button></div>
      <label for="c">הערה להזמנה</label><textarea id="c"></textarea>
      <label>סיסמה <input type="password" id="p" value="secret"></label>
    </main>
    <div role="dialog" aria-labelledby="t"><h2 id="t">כמות חריגה</h2><button>ביטול</button></div>
    <section class="unnamed"><p>ללא שם</p></section>
    <section aria-labelledby="w"><h2 id="w">ההזמנה ממתינה לשליחה</h2><button>שליחה עכשיו</button></section>`;
});

describe('findTarget', () => {
  it('finds a link by the text it holds, a part of the name being enough', () => {
    expect((run({ role: 'link', name: 'סל הקניות' }) as HTMLElement).getAttribute('href')).toBe('/shoppingCart');
  });

  it('takes an explicit role over the implicit one, and skips elements that are not shown', () => {
    expect((run({ role: 'button', name: 'התחברות' }) as HTMLElement).tagName).toBe('A');
  });

  it('names a control by aria-label, by <label for> and by a wrapping label', () => {
    expect(run({ role: 'searchbox', name: 'חיפוש' })).toBe(document.querySelector('input[type=search]'));
    expect(run({ role: 'textbox', name: 'הערה להזמנה' })).toBe(document.querySelector('#c'));
    expect(run({ label: 'סיסמה' })).toBe(document.querySelector('#p'));
  });

  it('finds a heading by level and a dialog by the heading it is labelled by', () => {
    expect(run({ role: 'heading', level: 1 }, 'el.textContent')).toMatch(/^תוצאות חיפוש/);
    expect(run({ role: 'heading', level: 2, name: 'תוצאות' })).toBeNull();
    expect(run({ role: 'button', name: 'ביטול', within: { role: 'dialog', name: 'כמות חריגה' } })).not.toBeNull();
  });

  it('takes a section for a region only when it is named', () => {
    expect(run({ role: 'button', name: 'שליחה עכשיו', within: { role: 'region', name: 'ההזמנה ממתינה לשליחה' } })).not.toBeNull();
    expect(run({ role: 'region' }, 'el.className')).toBe('');
  });

  it('looks inside the scope given, and an exact name does not take a longer one', () => {
    const lemon = { role: 'group', name: 'מים מינרליים בטעם לימון', exact: true };
    expect((run({ role: 'button', name: 'הוספה לסל', within: lemon }) as Element).parentElement?.getAttribute('aria-label')).toBe(
      lemon.name,
    );
    expect(run({ role: 'group', name: 'מים מינרליים', exact: true }, 'el.getAttribute("aria-label")')).toBe('מים מינרליים');
    expect(run({ role: 'textbox', name: 'כמות של מים מינרליים' }, 'el.value')).toBe('24');
  });

  it('gives null for what is not there; finds by CSS; runs from its source alone', () => {
    expect(run({ role: 'button', name: 'אין כזה' })).toBeNull();
    expect(run({ css: 'main h1' }, 'el.tagName')).toBe('H1');
    const findTarget = new Function(`${FINDER_SOURCE}\nreturn findTarget;`)() as (target: Target) => Element | null;
    expect(findTarget({ role: 'dialog' })).toBe(document.querySelector('[role=dialog]'));
  });
});
