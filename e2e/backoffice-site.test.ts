// An administrator runs the site: uploads, reorders and deletes home banners, changes the about-us
// text, a rate and the contact details and sees them on the home page and footer at once; creates a
// business account that then logs in and orders; and sees that order among all orders. A business
// user sees only its own customer's users. In both viewports.
import type { Page } from 'playwright-core';
import type { Banner, Order } from '@shared/contract/entities';
import { formatShekels } from '@shared/format';
import { PNG_1X1 } from '../mock-provider/testing';
import { seriousViolations } from './support/axe';
import { afterNextFrames, appFor, browserFor, login, newPage, pageErrors, type ViewportName } from './support/app';
import { apiGet, orderOneItem } from './support/shop';

// jest ignores a project's testTimeout (it is a global option), so the journey sets its own.
jest.setTimeout(120_000);

const browser = browserFor();

const banners = async (page: Page): Promise<Banner[]> =>
  JSON.parse((await (await page.request.get('/api/WebsiteConfiguration/GetByKey?key=HomePageBanners')).json()).payload.value);

/** Opens the settings dialog on the current page, on one of its tabs. */
async function openSettings(page: Page, tab: string) {
  await page.goto('/?d=websiteComfiguration&action=manage');
  const dialog = page.getByRole('dialog', { name: 'הגדרות האתר' });
  await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

async function closeDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'סגירה' }).first().click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe.each<ViewportName>(['desktop', 'phone'])('an administrator managing the site on %s', (viewport) => {
  // The demo's own settings, its minimum order included (the delivery tab shows them; it then sets none).
  const app = appFor({}, { mockSettings: {} });
  let page: Page;
  const email = `clerk-${viewport}@minimarket.example`;

  beforeAll(async () => {
    ({ page } = await newPage(browser, viewport, app.url));
    await page.goto('/');
    await login(page, 'admin@example.com', 'Admin123!');
  });
  afterAll(() => page.context().close());

  it('opens the site settings from the hub, with no serious axe violation', async () => {
    await page.goto('/admin/dashboard/1');
    await page.getByRole('link', { name: 'הגדרות האתר' }).click();
    const dialog = page.getByRole('dialog', { name: 'הגדרות האתר' });
    await dialog.getByRole('img', { name: 'הלוגו הנוכחי' }).waitFor();
    expect(page.url()).toContain('d=websiteComfiguration&action=manage');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('selects each settings tab tapped at its lower edge: the tab is under the finger there, not the strip', async () => {
    await page.goto('/?d=websiteComfiguration&action=manage');
    const dialog = page.getByRole('dialog', { name: 'הגדרות האתר' });
    await dialog.getByRole('tab').first().waitFor();
    const names = await dialog.getByRole('tab').allInnerTexts();
    expect(names).toHaveLength(6);
    // The first is selected already: it is tapped last.
    for (const name of [...names.slice(1), names[0]!]) {
      const tab = dialog.getByRole('tab', { name, exact: true });
      // Along the strip into view, as a finger scrolls it (a phone's strip shows four of the six).
      const edge = await tab.evaluate((el) => {
        const strip = el.parentElement!;
        const s = strip.getBoundingClientRect();
        const t = el.getBoundingClientRect();
        strip.scrollLeft += t.left < s.left ? t.left - s.left : t.right > s.right ? t.right - s.right : 0;
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.bottom - 1);
        return {
          x: r.left + r.width / 2,
          y: r.bottom - 2,
          hit: hit === el || el.contains(hit) ? 'the tab' : `${hit?.getAttribute('role') ?? hit?.tagName}`,
        };
      });
      expect({ tab: name, hit: edge.hit }).toEqual({ tab: name, hit: 'the tab' });
      if (viewport === 'phone') await page.touchscreen.tap(edge.x, edge.y);
      else await page.mouse.click(edge.x, edge.y);
      const selected = await dialog
        .getByRole('tab', { name, exact: true, selected: true })
        .waitFor({ timeout: 2000 })
        .then(
          () => true,
          () => false,
        );
      expect({ tab: name, selected }).toEqual({ tab: name, selected: true });
    }
  });

  it('shows an arrow at an edge of the settings tabs with tabs beyond it; the selected tab scrolls wholly into view', async () => {
    await page.goto('/?d=websiteComfiguration&action=manage');
    const dialog = page.getByRole('dialog', { name: 'הגדרות האתר' });
    const tab = (name: string, selected?: boolean) => dialog.getByRole('tab', { name, exact: true, selected });
    await tab('לוגו', true).waitFor();
    /** Whether a tab is wholly inside the strip's visible part. */
    const inView = (name: string) =>
      tab(name).evaluate((el) => {
        const strip = el.parentElement!.getBoundingClientRect();
        const r = el.getBoundingClientRect();
        return r.left >= strip.left - 1 && r.right <= strip.right + 1;
      });
    // The arrows are drawn, not named (the arrow keys move along the tabs): what a sighted user sees.
    // While the strip overflows both keep their room beside it; one with nothing beyond is disabled and blank.
    const arrow = (side: 'left' | 'right') => dialog.locator(`.hub-tabs__more--${side}:enabled`);
    const blank = (side: 'left' | 'right') => dialog.locator(`.hub-tabs__more--${side}:disabled`);
    const last = 'אספקה ומינימום';
    if (viewport === 'desktop') {
      expect([await inView(last), await dialog.locator('.hub-tabs__more').count()]).toEqual([true, 0]);
      return;
    }
    // A phone shows some of the six: the last lies beyond the left edge (right to left), and an arrow there says so.
    expect(await inView(last)).toBe(false);
    expect(await arrow('left').isVisible()).toBe(true);
    await tab('לוגו').focus();
    await page.keyboard.press('End');
    await tab(last, true).waitFor();
    await blank('left').waitFor();
    expect([await inView(last), await arrow('right').isVisible()]).toEqual([true, true]);
    // Each tap moves the strip a page along (smoothly); with six tabs it may take more than one to reach the first.
    const strip = tab('לוגו').locator('..');
    for (let taps = 0; taps < 3 && (await arrow('right').isVisible()); taps++) {
      const moved = strip.evaluate((el) => new Promise((done) => el.addEventListener('scrollend', done, { once: true })));
      await arrow('right').tap();
      await moved;
    }
    await blank('right').waitFor();
    expect([await inView('לוגו'), await inView(last)]).toEqual([true, false]);
  });

  it('uploads a banner that the home page then shows, moves it first, and deletes it behind the confirmation', async () => {
    const dialog = await openSettings(page, 'באנרים');
    await dialog.getByRole('img', { name: 'באנר 3' }).waitFor();
    await dialog.getByRole('button', { name: 'העלאה' }).click();
    await dialog.getByText('נא לבחור קובץ להעלאה.').waitFor();
    await dialog.getByLabel('קובץ תמונה').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await dialog.getByRole('button', { name: 'העלאה' }).click();
    await dialog.getByRole('img', { name: 'באנר 4' }).waitFor();
    const uploaded = (await banners(page)).at(-1)!;
    expect(uploaded.Id).toBe('4');
    expect(await seriousViolations(page)).toEqual([]);

    await closeDialog(page);
    await page.getByRole('img', { name: 'באנר 4 מתוך 4' }).first().waitFor({ state: 'attached' });

    // Moved by the keyboard, a banner's button keeps the focus as its number changes, down as well as
    // up; at the end of the list it stays focused, says it cannot move, and a press changes nothing.
    const again = await openSettings(page, 'באנרים');
    const focused = () =>
      page.evaluate(() => [document.activeElement?.getAttribute('aria-label'), document.activeElement?.getAttribute('aria-disabled')]);
    await again.getByRole('button', { name: 'למטה: באנר 3' }).focus();
    await page.keyboard.press('Enter');
    await again.getByRole('button', { name: 'למטה: באנר 4' }).waitFor();
    await afterNextFrames(page);
    expect(await focused()).toEqual(['למטה: באנר 4', 'true']);
    await page.keyboard.press('Enter');
    // Banner 4 (the one uploaded) is third now: up twice to the top.
    await again.getByRole('button', { name: 'למעלה: באנר 3' }).focus();
    for (const n of [2, 1]) {
      await page.keyboard.press('Enter');
      await page.waitForFunction((label) => document.activeElement?.getAttribute('aria-label') === label, `למעלה: באנר ${n}`);
    }
    expect(await focused()).toEqual(['למעלה: באנר 1', 'true']);
    await page.keyboard.press('Enter');
    await again.getByText('הסדר השתנה ועדיין לא נשמר.').waitFor();
    // Saved by the keyboard, the outcome takes the focus from the button, which has nothing left to save.
    await again.getByRole('button', { name: 'שמירת סדר הבאנרים' }).focus();
    await page.keyboard.press('Enter');
    await again.getByText('ההגדרות נשמרו בהצלחה. האתר כבר מציג את השינוי.').waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'ההגדרות נשמרו בהצלחה. האתר כבר מציג את השינוי.');
    expect((await banners(page)).map((b) => b.Id)).toEqual(['4', '1', '2', '3']);

    await again.getByRole('button', { name: 'מחיקה: באנר 1' }).click();
    const confirm = page.getByRole('dialog', { name: 'אישור פעולה' });
    await confirm.getByText('פעולה זו אינה הפיכה.').waitFor();
    await confirm.getByRole('button', { name: 'כן, למחוק' }).click();
    await again.getByText('הבאנר נמחק.').waitFor();
    expect((await banners(page)).map((b) => b.Id)).toEqual(['1', '2', '3']);
  });

  it('changes the about-us title and the contact details, which the home page and footer show at once', async () => {
    const about = await openSettings(page, 'אודותינו');
    // An empty title is refused on its field, and nothing is saved.
    const title = about.getByRole('textbox', { name: 'כותרת' });
    await title.fill('');
    await about.getByRole('button', { name: 'שמירה' }).click();
    await about.getByText('שדה חובה').waitFor();
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    await title.fill('מי אנחנו');
    await about.getByRole('button', { name: 'שמירה' }).click();
    await about.getByText('ההגדרות נשמרו בהצלחה. האתר כבר מציג את השינוי.').waitFor();

    await about.getByRole('tab', { name: 'פרטי קשר' }).click();
    // The tab's first form: the store's contact details (the accessibility coordinator's form is below it).
    const contact = about.getByRole('form', { name: 'פרטי קשר' });
    await contact.getByRole('textbox', { name: 'טלפון' }).fill('התקשרו אלינו');
    await contact.getByRole('textbox', { name: 'אימייל' }).fill('not-an-email');
    await contact.getByRole('button', { name: 'שמירה' }).click();
    await contact.getByText('כתובת אימייל לא תקינה').waitFor();
    await contact.getByText('מספר טלפון לא תקין. לדוגמה: 050-1234567').waitFor();
    await contact.getByRole('textbox', { name: 'טלפון' }).fill('09-7654321');
    await contact.getByRole('textbox', { name: 'אימייל' }).fill('sales@sharon.example');
    await contact.getByRole('textbox', { name: 'כתובת' }).fill('דרך השרון 5, הוד השרון');
    await contact.getByRole('button', { name: 'שמירה' }).click();
    await contact.getByText('ההגדרות נשמרו בהצלחה. האתר כבר מציג את השינוי.').waitFor();
    await closeDialog(page);

    await page.getByRole('heading', { name: 'מי אנחנו' }).waitFor();
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: '09-7654321' }).waitFor();
    await footer.getByRole('link', { name: 'sales@sharon.example' }).waitFor();
    await footer.getByText('דרך השרון 5, הוד השרון').waitFor();
  });

  it('requires a setting type in the rates form, then saves the chosen rate', async () => {
    const dialog = await openSettings(page, 'הנחות ומע"מ');
    await dialog.getByRole('spinbutton', { name: 'ערך (באחוזים)' }).fill('5');
    await dialog.getByRole('button', { name: 'שמירה' }).click();
    await dialog.getByText('יש לבחור סוג הגדרה').waitFor();
    await dialog.getByRole('combobox', { name: 'סוג הגדרה' }).selectOption({ label: 'הנחה כללית' });
    await dialog.getByRole('spinbutton', { name: 'ערך (באחוזים)' }).fill('2.5');
    await dialog.getByRole('button', { name: 'שמירה' }).click();
    await dialog.getByText('ההגדרות נשמרו בהצלחה. האתר כבר מציג את השינוי.').waitFor();
    await dialog.locator('tbody tr', { hasText: 'הנחה כללית' }).filter({ hasText: '2.5%' }).waitFor();
    await closeDialog(page);
  });

  it('edits the delivery days, cutoff, holidays and minimum: a wrong date said on its field, then saved; unsaved typing asked about', async () => {
    const dialog = await openSettings(page, 'אספקה ומינימום');
    // The demo store: Sunday to Thursday, 14:00, a 300.00 ₪ minimum.
    expect(await dialog.getByRole('checkbox', { name: 'חמישי' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'שישי' }).isChecked()).toBe(false);
    expect(await dialog.getByRole('combobox', { name: 'שעת סגירה להזמנות' }).inputValue()).toBe('14');
    const minimum = dialog.getByRole('spinbutton', { name: 'מינימום הזמנה לפני מע"מ (₪)' });
    expect(await minimum.inputValue()).toBe('300.00');
    const holidays = dialog.getByRole('textbox', { name: 'תאריכים ללא אספקה (חגים)' });
    await holidays.fill('02/10/2026\n31/09/2026');
    await dialog.getByRole('button', { name: 'שמירה' }).click();
    await dialog.getByText('שורה 2: "31/09/2026" אינו תאריך קיים בפורמט dd/mm/yyyy.').waitFor();
    expect(await holidays.getAttribute('aria-invalid')).toBe('true');
    await holidays.fill('02/10/2026\n03/10/2026');
    await dialog.getByRole('combobox', { name: 'שעת סגירה להזמנות' }).selectOption('12');
    // 0: no minimum (this store's account places a small order further on).
    await minimum.fill('0');
    await dialog.getByRole('button', { name: 'שמירה' }).click();
    await dialog.getByText('ההגדרות נשמרו בהצלחה. האתר כבר מציג את השינוי.').waitFor();
    const saved = await apiGet<{ value: string }>(page, '/api/WebsiteConfiguration/GetByKey?key=Delivery');
    expect(JSON.parse(saved.value)).toEqual({
      Days: [0, 1, 2, 3, 4],
      CutoffHour: 12,
      NoDeliveryDates: ['2026-10-02', '2026-10-03'],
      MinimumOrder: 0,
    });
    // Typing not saved is asked about before the dialog closes, as in the other tabs.
    await dialog.getByRole('checkbox', { name: 'שישי' }).check();
    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog', { name: 'יש כאן שינויים שלא נשמרו. לסגור בלי לשמור אותם?' });
    await question.getByRole('button', { name: 'סגירה בלי שמירה' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('creates a business account for a chosen customer (validated, errors mapped)', async () => {
    await page.goto('/admin/dashboard/1');
    await page.getByRole('link', { name: 'ניהול משתמשים' }).click();
    const manage = page.getByRole('dialog', { name: 'ניהול משתמשים' });
    await manage.getByText('buyer@example.com', { exact: true }).waitFor();
    await manage.getByRole('button', { name: 'הוספת משתמש' }).click();
    const add = page.getByRole('dialog', { name: 'הוספת משתמש עסקי' });
    await add.getByRole('button', { name: 'יצירת משתמש' }).click();
    expect(await add.getByText('שדה חובה').count()).toBe(2);
    await add.getByText('יש לבחור לקוח עסקי').waitFor();
    await add.getByRole('textbox', { name: 'אימייל' }).fill('clerk@');
    await add.getByLabel('סיסמה').fill('12345');
    await add.getByRole('button', { name: 'יצירת משתמש' }).click();
    await add.getByText('כתובת אימייל לא תקינה').waitFor();
    await add.getByText('הסיסמה חייבת להכיל לפחות 6 תווים').waitFor();
    await add.getByRole('textbox', { name: 'אימייל' }).fill('buyer@example.com');
    await add.getByLabel('סיסמה').fill('Clerk123!');
    await add.getByRole('combobox', { name: 'לקוח עסקי' }).selectOption({ label: 'מינימרקט הדקל (1002)' });
    await add.getByRole('button', { name: 'יצירת משתמש' }).click();
    await add.getByText('כתובת האימייל כבר רשומה במערכת').waitFor();
    await add.getByRole('textbox', { name: 'אימייל' }).fill(email);
    await add.getByRole('button', { name: 'יצירת משתמש' }).click();
    await add.getByText(`המשתמש ${email} נוצר ויכול להתחבר עכשיו.`).waitFor();
    await add.getByRole('button', { name: 'לרשימת המשתמשים' }).click();
    await manage.getByRole('searchbox', { name: 'חיפוש: משתמשים עסקיים' }).fill('clerk');
    const row = manage.getByRole('row').filter({ hasText: email });
    await row.getByText('1002', { exact: true }).waitFor();
    await row.getByText('מינימרקט הדקל', { exact: true }).waitFor();
  });

  let orderNumber: string;
  it('the new account logs in and places an order', async () => {
    const { page: buyer, context } = await newPage(browser, viewport, app.url);
    await buyer.goto('/');
    await login(buyer, email, 'Clerk123!');
    orderNumber = await orderOneItem(buyer);
    expect(pageErrors(buyer)).toEqual([]);
    await context.close();
  });

  it('sees every order in the orders list, the new one first with its customer, its lines and document', async () => {
    await page.goto('/admin/dashboard/1');
    await page.getByRole('link', { name: 'רשימת הזמנות' }).click();
    await page.waitForURL(/\/admin\/dashboard\/1\/orders$/);
    // The orders' rows (each row's lines are a table of their own, inside it).
    const rows = page.locator('main table.data-table > tbody > tr');
    const first = rows.first();
    await first.getByText(orderNumber, { exact: true }).waitFor();
    const text = await first.innerText();
    expect(text).toContain('מינימרקט הדקל');
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain('₪');
    const link = first.getByRole('link', { name: `מסמך ההזמנה מס' ${orderNumber} (נפתח בלשונית חדשה)` });
    const doc = await page.request.get((await link.getAttribute('href'))!);
    expect(doc.status()).toBe(200);
    expect(await doc.text()).toContain(`הזמנה מס' ${orderNumber}`);

    // Its lines, opened in place: what the buyer ordered, as the provider keeps it.
    const { items } = await apiGet<{ items: Order[] }>(page, '/api/Order/List?getAll=true&pageNumber=1&pageSize=5');
    const placed = items.find((o) => String(o.orderNumber) === orderNumber)!;
    const [line] = placed.orderItems;
    const lines = first.getByRole('table', { name: `שורות הזמנה ${orderNumber}` });
    expect(await lines.isVisible()).toBe(false);
    await first.getByText('שורה אחת').click();
    await lines.waitFor();
    const cells = await lines
      .locator('tbody tr')
      .first()
      .locator('td')
      .evaluateAll((tds) => tds.map((td) => td.textContent));
    expect(cells).toEqual([
      line!.productName,
      line!.itemId,
      String(line!.quantity),
      formatShekels(line!.unitPrice),
      formatShekels(line!.unitPrice * line!.quantity),
    ]);

    await page.getByRole('searchbox', { name: 'חיפוש: הזמנות' }).fill(orderNumber);
    await rows.nth(1).waitFor({ state: 'detached' });
    expect(await rows.first().innerText()).toContain(orderNumber);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('deletes the account behind the confirmation', async () => {
    await page.goto('/?d=account&action=manage');
    const manage = page.getByRole('dialog', { name: 'ניהול משתמשים' });
    await manage.getByRole('searchbox', { name: 'חיפוש: משתמשים עסקיים' }).fill('clerk');
    await manage.getByRole('button', { name: `מחיקה: ${email}` }).click();
    await page.getByRole('dialog', { name: 'אישור פעולה' }).getByRole('button', { name: 'כן, למחוק' }).click();
    await manage.getByText(`המשתמש ${email} נמחק.`).waitFor();
    await manage.getByText('אין משתמשים להצגה.').waitFor();
  });

  it('had no uncaught errors', () => {
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('a business user managing its own users', () => {
  const app = appFor();

  it("sees its own customer's users, cannot delete, and adds a user to its own customer only", async () => {
    const { page, context } = await newPage(browser, 'phone', app.url);
    await page.goto('/');
    await login(page, 'buyer@example.com', 'Buyer123!');
    await page.goto('/?d=account&action=manage');
    const manage = page.getByRole('dialog', { name: 'ניהול משתמשים' });
    await manage.getByText('buyer@example.com', { exact: true }).waitFor();
    expect(await manage.getByText('shop@example.com', { exact: true }).count()).toBe(0);
    expect(await manage.getByRole('button', { name: /^מחיקה/ }).count()).toBe(0);
    await manage.getByRole('button', { name: 'הוספת משתמש' }).click();
    const add = page.getByRole('dialog', { name: 'הוספת משתמש עסקי' });
    await add.getByText('המשתמש יצורף ללקוח מכולת השכונה (מספר 1001).').waitFor();
    expect(await add.getByRole('combobox').count()).toBe(0);
    await add.getByRole('textbox', { name: 'אימייל' }).fill('second@makolet.example');
    await add.getByLabel('סיסמה').fill('Second1!');
    await add.getByRole('button', { name: 'יצירת משתמש' }).click();
    await add.getByText('המשתמש second@makolet.example נוצר ויכול להתחבר עכשיו.').waitFor();
    await page.goto('/?d=websiteComfiguration&action=manage');
    await page.getByRole('dialog').getByText('הגדרות האתר זמינות למנהלים בלבד.').waitFor();
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
