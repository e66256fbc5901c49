// Quick order: a visitor is asked to sign in; a buyer pastes a list copied from a
// message, checks it, fixes a row in place, removes one, downloads the rejected rows, adds the good
// ones to the cart; then uploads a zip bomb (refused with a message), a CSV and an XLSX file and
// downloads the sample; pastes a message whose names hold numbers, with a totals row and a
// signature; in both viewports.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { strToU8, zipSync } from 'fflate';
import type { Category, Item } from '@shared/contract/entities';
import { xlsxBomb } from '../client/files/testing';
import { appFor, browserFor, newPage, pageErrors, type ViewportName } from './support/app';
import { apiGet, openCart, quantityBox, waitForQuantity } from './support/shop';

const browser = browserFor();

/** A one-sheet XLSX with these rows (inline strings and numbers), as a spreadsheet program writes it. */
function xlsx(rows: Array<Array<string | number>>): Buffer {
  const col = (i: number) => String.fromCharCode(65 + i);
  const cell = (v: string | number, ref: string) =>
    typeof v === 'number'
      ? `<c r="${ref}"><v>${v}</v></c>`
      : `<c r="${ref}" t="inlineStr"><is><t>${v.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</t></is></c>`;
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows
    .map((r, i) => `<row r="${i + 1}">${r.map((v, j) => cell(v, `${col(j)}${i + 1}`)).join('')}</row>`)
    .join('')}</sheetData></worksheet>`;
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
      'xl/workbook.xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="הזמנה" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
      'xl/worksheets/sheet1.xml': strToU8(sheet),
    }),
  );
}

/** Opens quick order from the header's link (on a phone, from its menu), without loading the page anew. */
async function openQuickOrderFromHeader(page: Page, viewport: ViewportName): Promise<void> {
  if (viewport === 'phone') await page.getByRole('button', { name: 'פתיחת תפריט' }).click();
  await page.locator('header').getByRole('link', { name: 'הזמנה מהירה' }).locator('visible=true').click();
  await page.waitForURL(/\/quick-order$/);
}

/** On a phone a row is one line: its details (code, notes, actions) open on demand. */
async function openDetails(page: Page, viewport: ViewportName, line: number): Promise<void> {
  if (viewport === 'phone') await page.getByRole('button', { name: new RegExp(`^(פרטים|תיקון) של שורה ${line}$`) }).click();
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return fs.readFileSync((await download.path())!, 'utf8');
}

describe.each<ViewportName>(['desktop', 'phone'])('quick order on %s', (viewport) => {
  const app = appFor();
  let page: Page;
  let items: Item[];
  let packed: Item;
  let other: Item;
  let third: Item;

  beforeAll(async () => {
    // No service worker (newPage's default): the offline step is about the page's own fallback; with
    // one, the whole catalogue it kept serves offline and every code is checked.
    ({ page } = await newPage(browser, viewport, app.url));
  });
  afterAll(() => page.context().close());

  it('asks a visitor to sign in', async () => {
    await page.goto('/quick-order');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'כניסה' }).waitFor();
    await dialog.getByRole('textbox', { name: 'אימייל' }).fill('buyer@example.com');
    await dialog.getByLabel('סיסמה').fill('Buyer123!');
    await dialog.getByRole('button', { name: 'כניסה' }).click();
    await page.getByRole('textbox', { name: 'הדבקת רשימה' }).waitFor();
    const first = await apiGet<{ items: Item[]; totalPages: number }>(page, '/api/Item/List?pageSize=1000');
    items = first.items.filter((i) => i.isAvailable && typeof i.salePriceInNIS === 'number');
    packed = items.find((i) => i.itemPackSize === 24)!;
    other = items.find((i) => i.itemPackSize === 6)!;
    third = items.find((i) => i.id !== packed.id && i.id !== other.id)!;
    expect(packed && other && third).toBeTruthy();
  });

  it('is linked from the header (on a phone, from its menu) and the dashboard', async () => {
    await page.goto('/');
    if (viewport === 'phone') {
      // No room for a fourth icon beside the logo on a phone: the menu holds the link.
      expect(await page.locator('header').getByRole('link', { name: 'הזמנה מהירה' }).first().isVisible()).toBe(false);
    }
    await openQuickOrderFromHeader(page, viewport);
    await page.getByRole('heading', { level: 1, name: 'הזמנה מהירה' }).waitFor();
    await page.goto('/business/dashboard/2');
    await page.getByRole('region', { name: 'הזמנה מהירה' }).getByRole('link', { name: 'הזמנה מהירה' }).click();
    await page.waitForURL(/\/quick-order$/);
    await page.getByRole('textbox', { name: 'הדבקת רשימה' }).waitFor();
  });

  it('checks a pasted list: found rounded up to packs, not found, bad quantity, duplicate merged', async () => {
    const list = [
      'שלום, ההזמנה לשבוע הבא:',
      `${packed.catalogNumber}\t30`,
      `12, ${other.itemId}`,
      '999999999 3',
      `${third.itemId} 2.5`,
      `${packed.itemId} 24`,
      'תודה רבה',
    ].join('\n');
    await page.getByRole('textbox', { name: 'הדבקת רשימה' }).fill(list);
    await page.getByRole('button', { name: 'בדיקת הרשימה' }).click();
    const table = page.getByRole('table');
    await table.waitFor();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(5);
    await openDetails(page, viewport, 2);
    const texts = await rows.allInnerTexts();
    expect(texts[0]).toContain(packed.itemDescription);
    expect(texts[0]).toContain('נמצא');
    expect(texts[0]).toContain('עוגל כלפי מעלה מ-54 לאריזות שלמות של 24');
    expect(await page.getByRole('textbox', { name: 'כמות בשורה 2' }).inputValue()).toBe('72');
    expect(texts[1]).toContain(other.itemDescription);
    expect(await page.getByRole('textbox', { name: 'כמות בשורה 3' }).inputValue()).toBe('12');
    expect(texts[2]).toContain('לא נמצא בקטלוג');
    expect(texts[3]).toContain('כמות לא תקינה');
    expect(texts[4]).toContain('כפול: צורף לשורה 2');
    expect(await page.getByRole('status').filter({ hasText: 'שורות תקינות' }).innerText()).toBe('2 שורות תקינות (84 יחידות), 2 שורות נדחו');
  });

  it('fixes a row in place, removes one, and downloads the rejected rows', async () => {
    await openDetails(page, viewport, 4);
    const code = page.getByRole('textbox', { name: 'קוד בשורה 4' });
    await code.fill(third.catalogNumber);
    await code.press('Enter');
    await page.getByRole('status').filter({ hasText: '3 שורות תקינות' }).waitFor();
    const quantity = page.getByRole('textbox', { name: 'כמות בשורה 5' });
    await quantity.fill('x');
    await quantity.press('Enter');
    await page.getByRole('status').filter({ hasText: '3 שורות תקינות' }).waitFor();
    const csv = await downloaded(page, () => page.getByRole('button', { name: 'הורדת השורות שנדחו (CSV)' }).click());
    expect(csv).toContain('שורה,קוד,כמות,סיבה');
    expect(csv).toMatch(new RegExp(`5,${third.itemId},x,כמות לא תקינה`));
    await openDetails(page, viewport, 5);
    await page.getByRole('button', { name: 'הסרה של שורה 5' }).click();
    expect(await page.getByRole('status').filter({ hasText: 'שורות תקינות' }).innerText()).toBe(
      `3 שורות תקינות (${84 + third.itemPackSize * Math.ceil(3 / third.itemPackSize)} יחידות)`,
    );
    await expect(page.getByRole('button', { name: 'הורדת השורות שנדחו (CSV)' }).count()).resolves.toBe(0);
  });

  it('adds the good rows to the cart and says how many', async () => {
    await page.getByRole('button', { name: 'הוספת הפריטים התקינים לסל' }).click();
    const thirdUnits = third.itemPackSize * Math.ceil(3 / third.itemPackSize);
    const confirmation = page.getByRole('status').filter({ hasText: `נוספו לסל 3 שורות (${84 + thirdUnits} יחידות).` });
    await confirmation.waitFor();
    // The button was at the foot of the rows, gone with them: the confirmation is brought into view
    // (scrolled smoothly) and takes the focus, so that a screen reader reads it; a polite live region too.
    const inView = await page
      .waitForFunction(
        (el) => {
          const r = (el as HTMLElement).getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight;
        },
        await confirmation.elementHandle(),
        { timeout: 3000 },
      )
      .then(
        () => true,
        () => false,
      );
    const box = (await confirmation.boundingBox())!;
    expect({ inView, top: box.y >= 0, bottom: box.y + box.height <= page.viewportSize()!.height }).toEqual({
      inView: true,
      top: true,
      bottom: true,
    });
    expect(await confirmation.getAttribute('aria-live')).toBe('polite');
    expect(await confirmation.evaluate((el) => el === document.activeElement)).toBe(true);
    await openCart(page);
    const main = await page.locator('main').innerText();
    for (const item of [packed, other, third]) expect(main).toContain(item.itemDescription);
    await waitForQuantity(quantityBox(page.locator('main'), packed), 72);
    await waitForQuantity(quantityBox(page.locator('main'), other), 12);
  });

  it("reads a shopkeeper's list: a product named (found, or a pick list, or refused as written), cartons, '1,000'; results in view; one-line rows and the rows to fix on a phone", async () => {
    await page.goto('/quick-order');
    const text = page.getByRole('textbox', { name: 'הדבקת רשימה' });
    // Each pasted line in its own direction, not forced left to right.
    expect(await text.evaluate((el) => [getComputedStyle(el).unicodeBidi, el.getAttribute('dir')])).toEqual(['plaintext', null]);
    const soda = items.find((i) => i.itemDescription === 'סודה 1.5 ליטר – צימאון')!;
    const list = [
      'בוקר טוב, ההזמנה:',
      `${packed.catalogNumber} 5 קרטונים`,
      'סודה 1.5 ליטר – צימאון 12',
      'במבה 80 גרם 2 קרטונים',
      'מוצר דמיוני קקק 3',
      `1,000 ${other.catalogNumber}`,
    ].join('\n');
    await text.fill(list);
    await page.getByRole('button', { name: 'בדיקת הרשימה' }).click();
    // The results come into view under the header, their heading focused.
    const heading = page.getByRole('heading', { level: 2, name: 'תוצאות הבדיקה' });
    await page.waitForFunction(() => {
      const h = document.getElementById('quick-order-results');
      const header = document.querySelector('header')!.getBoundingClientRect().bottom;
      const top = h?.getBoundingClientRect().top ?? -1;
      return h === document.activeElement && top >= header && top < header + 40;
    });
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
    const summary = page.getByRole('status').filter({ hasText: 'שורות תקינות' });
    const otherUnits = Math.ceil(1000 / other.itemPackSize) * other.itemPackSize;
    expect(await summary.innerText()).toBe(`3 שורות תקינות (${5 * packed.itemPackSize + 12 + otherUnits} יחידות), 2 שורות נדחו`);
    const rows = page.getByRole('table').locator('tbody tr');
    expect(await rows.count()).toBe(5);
    expect(await page.getByRole('textbox', { name: 'כמות בשורה 6' }).inputValue()).toBe(String(otherUnits));

    if (viewport === 'phone') {
      // One line a row; the details on demand.
      for (const box of await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height))) expect(box).toBeLessThan(60);
      expect(await rows.nth(0).innerText()).not.toContain('5 קרטונים =');
      // A row to fix says so on its button.
      expect(await page.getByRole('button', { name: 'תיקון של שורה 5' }).count()).toBe(1);
      await openDetails(page, viewport, 2);
    }
    expect(await rows.nth(0).innerText()).toContain(`5 קרטונים = ${5 * packed.itemPackSize} יח׳`);
    await openDetails(page, viewport, 3);
    expect(await rows.nth(1).innerText()).toContain(soda.itemDescription);
    expect(await rows.nth(1).innerText()).toContain('זוהה לפי השם');
    expect(await rows.nth(3).innerText()).toContain('מוצר דמיוני קקק 3');
    const csv = await downloaded(page, () => page.getByRole('button', { name: 'הורדת השורות שנדחו (CSV)' }).click());
    expect(csv).toContain('4,במבה 80 גרם,2,כמה פריטים מתאימים,במבה 80 גרם 2 קרטונים');
    expect(csv).toContain('5,מוצר דמיוני קקק,3,לא נמצא פריט בשם הזה,מוצר דמיוני קקק 3');

    if (viewport === 'phone') {
      await page.getByRole('checkbox', { name: 'רק שורות לתיקון' }).check();
      expect(await rows.count()).toBe(2);
      await openDetails(page, viewport, 4);
    }
    const pick = page.getByRole('group', { name: 'התכוונתם ל…' });
    const choices = pick.getByRole('button');
    expect(await choices.count()).toBeGreaterThan(1);
    const chosenName = (await choices.first().getAttribute('aria-label'))!.replace(/^בחירה ב/, '');
    const chosen = items.find((i) => i.itemDescription === chosenName)!;
    await choices.first().click();
    await summary.filter({ hasText: /^4 שורות תקינות/ }).waitFor();
    if (viewport === 'phone') {
      // Chosen, the row is no longer one to fix: the filter shows the one left.
      expect(await rows.count()).toBe(1);
      await page.getByRole('checkbox', { name: 'רק שורות לתיקון' }).uncheck();
      await openDetails(page, viewport, 4);
    }
    expect(await rows.nth(2).innerText()).toContain(`2 קרטונים = ${2 * chosen.itemPackSize} יח׳`);
    expect(pageErrors(page)).toEqual([]);
  });

  it('a long list is drawn as it is scrolled: its first rows at once, the next ones as the end nears or by the button (focus going on to them), pictures lazy', async () => {
    const lines = 150;
    const list = Array.from({ length: lines }, (_, i) => `${items[i % items.length]!.itemId} ${i + 1}`).join('\n');
    await page.getByRole('textbox', { name: 'הדבקת רשימה' }).fill(list);
    await page.getByRole('button', { name: 'בדיקת הרשימה' }).click();
    const summary = page.getByRole('status').filter({ hasText: 'שורות תקינות' });
    await summary.waitFor();
    const rows = page.getByRole('table').locator('tbody tr');
    const more = page.getByRole('button', { name: /^הצגת \d+ השורות הבאות \(נותרו \d+\)$/ });
    // Every line is checked (the summary counts them all); a screenful and more are drawn, not all 150.
    const counted = (await summary.innerText()).match(/^(\d+) שורות תקינות/)![1];
    expect(Number(counted)).toBe(Math.min(lines, items.length));
    expect(await rows.count()).toBe(40);
    expect(await more.innerText()).toBe('הצגת 40 השורות הבאות (נותרו 110)');
    expect(await rows.locator('img').evaluateAll((imgs) => imgs.every((img) => img.getAttribute('loading') === 'lazy'))).toBe(true);
    // The keyboard never skips the rows not drawn yet: Tab from the last row drawn goes on into the next
    // ones (drawn as it nears them), or to the button, whose press takes focus on to the rows it drew.
    await page.getByRole('button', { name: viewport === 'phone' ? 'פרטים של שורה 40' : 'הסרה של שורה 40' }).focus();
    await page.keyboard.press('Tab');
    if (await more.evaluate((el) => el === document.activeElement).catch(() => false)) await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.closest('tbody tr') != null);
    const focusedLine = await page.evaluate(() => Number(document.activeElement!.closest('tr')!.querySelector('td')!.textContent));
    expect(focusedLine).toBeGreaterThan(40);
    // Scrolled to the end, the rest come by themselves. The rows are counted once a round: a batch may
    // still be arriving from the last scroll, and a second count could wait for more than there are.
    for (let drawn = await rows.count(); drawn < lines; drawn = await rows.count()) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction((n) => document.querySelectorAll('.quick-order__table tbody tr').length > n, drawn);
    }
    expect(await more.count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it('reads a CSV file and an XLSX file, header rows skipped, and offers a sample; a zip bomb ends in a message, the page responsive', async () => {
    await page.goto('/quick-order');
    const file = page.getByLabel('העלאת קובץ');
    // An XLSX of a few kilobytes that inflates to 320 MB: refused in a Web Worker by the sizes it
    // declares, never inflated. Read on the page's thread, it held it for minutes: no task of the
    // page's thread comes near that now (the bound leaves room for a busy machine's rendering).
    await page.evaluate(() => {
      const w = window as unknown as { longestTask: number };
      w.longestTask = 0;
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) w.longestTask = Math.max(w.longestTask, task.duration);
      }).observe({ type: 'longtask' });
    });
    await file.setInputFiles({ name: 'bomb.xlsx', mimeType: '', buffer: Buffer.from(xlsxBomb({ sheetMB: 2, copies: 160 })) });
    await page.getByRole('alert').filter({ hasText: 'הקובץ נפתח לנפח חריג (יותר מ-16MB), ולכן לא נקרא.' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { longestTask: number }).longestTask)).toBeLessThan(2000);
    await file.setInputFiles({
      name: 'order.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`מק"ט,כמות\n${other.catalogNumber},6\n${third.itemId},"1,000"\n`),
    });
    await page.getByRole('status').filter({ hasText: '2 שורות תקינות' }).waitFor();
    // '1,000' in a quoted CSV field is a thousand.
    expect(await page.getByRole('textbox', { name: 'כמות בשורה 3' }).inputValue()).toBe(
      String(Math.ceil(1000 / third.itemPackSize) * third.itemPackSize),
    );
    await file.setInputFiles({
      name: 'order.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: xlsx([
        ['ברקוד', 'תיאור', 'כמות'],
        [Number(packed.catalogNumber), packed.itemDescription, 48],
        ['000000000', 'לא קיים', 2],
      ]),
    });
    await page.getByRole('status').filter({ hasText: 'שורה תקינה אחת (48 יחידות), שורה אחת נדחתה' }).waitFor();
    await file.setInputFiles({ name: 'order.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await page.getByRole('alert').filter({ hasText: 'אפשר להעלות קובץ CSV או Excel (xlsx) בלבד.' }).waitFor();
    const sample = await downloaded(page, () => page.getByRole('button', { name: 'הורדת קובץ לדוגמה' }).click());
    const lines = sample
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('"ברקוד / מק""ט",כמות');
    expect(lines).toHaveLength(4);
    expect(pageErrors(page)).toEqual([]);
  });

  it('offline: the header says so, codes are checked against the items seen and the rest named, then checked once back online; a search looks within the products seen', async () => {
    const context = page.context();
    // The buyer opens a group's page online: its first page of items is what they have seen.
    const { items: categories } = await apiGet<{ items: Category[] }>(page, '/api/Category/List?getAll=true');
    const category = categories.find((c) => c.itemGroups.length > 0)!;
    const group = category.itemGroups[0]!;
    const { items: shown } = await apiGet<{ items: Item[] }>(
      page,
      `/api/Item/List?pageNumber=1&pageSize=24&categoryId=${category.id}&itemGroupId=${group.id}`,
    );
    const seen = shown.find((i) => i.isAvailable && typeof i.salePriceInNIS === 'number')!;
    const unseen = items.find((i) => !shown.some((s) => s.id === i.id))!;
    await page.goto(`/categories/${category.id}/itemGroup/${group.id}`);
    await page.getByRole('main').getByText(seen.itemDescription, { exact: true }).first().waitFor();
    await openQuickOrderFromHeader(page, viewport);
    const text = page.getByRole('textbox', { name: 'הדבקת רשימה' });
    await text.waitFor();

    const offlineNotice = page.getByRole('banner').getByRole('status').filter({ hasText: 'אין חיבור לרשת' });
    expect(await offlineNotice.count()).toBe(0);
    await context.setOffline(true);
    await offlineNotice.waitFor();

    await text.fill(`${seen.catalogNumber}\t${seen.itemPackSize}\n${unseen.catalogNumber}\t1`);
    await page.getByRole('button', { name: 'בדיקת הרשימה' }).click();
    const offlineCheck = page.getByRole('status').filter({ hasText: 'הקודים נבדקו מול הפריטים שכבר נצפו' });
    await offlineCheck.getByText(`לא ניתן לבדוק ללא חיבור: ${unseen.catalogNumber}`).waitFor();
    const rows = page.getByRole('table').locator('tbody tr');
    expect(await rows.nth(0).innerText()).toContain(seen.itemDescription);
    expect(await rows.nth(0).innerText()).toContain('נמצא');
    expect(await rows.nth(1).innerText()).toContain('לא נבדק: אין חיבור');

    // Back online: the notice goes, and the code left unchecked is checked by itself.
    await context.setOffline(false);
    await offlineNotice.waitFor({ state: 'detached' });
    await offlineCheck.waitFor({ state: 'detached' });
    await rows.nth(1).getByText(unseen.itemDescription).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'שורות תקינות' }).innerText()).toMatch(/^2 שורות תקינות/);

    // A search offline looks within the products already seen, and says so.
    await context.setOffline(true);
    await offlineNotice.waitFor();
    const search = page.getByRole('searchbox', { name: 'חיפוש' });
    await search.fill('קקקקקק');
    await page
      .getByRole('main')
      .getByText('אין חיבור לרשת, ובין המוצרים שכבר נצפו אין מוצר שמתאים לחיפוש. החיפוש ייעשה שוב כשהחיבור יחזור.')
      .waitFor();
    await search.fill(seen.itemDescription);
    const note = page.getByRole('main').getByRole('status').filter({ hasText: 'אין חיבור לרשת: מוצגות תוצאות מתוך המוצרים שכבר נצפו' });
    await note.waitFor();
    await page.getByRole('main').getByRole('list').getByText(seen.itemDescription, { exact: true }).first().waitFor();
    // Back online, the search is made again by itself.
    await context.setOffline(false);
    await note.waitFor({ state: 'detached' });
    await page
      .getByRole('main')
      .getByText(/^\d+ מוצרים$|^מוצר אחד$/)
      .waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("reads a buyer's message: a name's own numbers name its item, the dairy's milk and not its yogurt, the totals row and the signature skipped with their reasons", async () => {
    await page.goto('/quick-order');
    const bisli = items.find((i) => i.itemDescription === 'ביסלי גריל 70 גרם – שמש')!;
    const milk = items.find((i) => i.itemDescription === 'חלב 3% בקרטון 1 ליטר – מחלבת העמק')!;
    expect(bisli && milk).toBeTruthy();
    const list = [
      'היי, ההזמנה לשבוע:',
      'ביסלי גריל 70 שמש קרטון',
      'חלב 3% מחלבת העמק 2 קרטונים',
      'סה"כ\t3 קרטונים',
      'בברכה, משה כהן',
      '050-1234567',
      'נשלח מה-iPhone שלי',
    ].join('\n');
    await page.getByRole('textbox', { name: 'הדבקת רשימה' }).fill(list);
    await page.getByRole('button', { name: 'בדיקת הרשימה' }).click();
    const summary = page.getByRole('status').filter({ hasText: 'שורות תקינות' });
    await summary.waitFor();
    // Two rows, nothing refused: '70' is the bisli's size, not 70 units; no yogurt offered beside the milk.
    expect(await summary.innerText()).toBe(`2 שורות תקינות (${bisli.itemPackSize + 2 * milk.itemPackSize} יחידות)`);
    const rows = page.getByRole('table').locator('tbody tr');
    expect(await rows.count()).toBe(2);
    expect(await page.getByRole('textbox', { name: 'כמות בשורה 2' }).inputValue()).toBe(String(bisli.itemPackSize));
    expect(await page.getByRole('textbox', { name: 'כמות בשורה 3' }).inputValue()).toBe(String(2 * milk.itemPackSize));
    await openDetails(page, viewport, 2);
    await openDetails(page, viewport, 3);
    const [first, second] = await rows.allInnerTexts();
    expect(first).toContain(bisli.itemDescription);
    expect(first).toContain(`קרטון אחד = ${bisli.itemPackSize} יח׳`);
    expect(second).toContain(milk.itemDescription);
    expect(second).toContain(`2 קרטונים = ${2 * milk.itemPackSize} יח׳`);
    expect(second).not.toContain('יוגורט');
    // The lines that are not items: listed apart, each with its reason.
    const skipped = page.getByRole('region', { name: '5 שורות דולגו: אינן פריטים' });
    const notes = (await skipped.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
    expect(notes).toEqual([
      'שורה 1 היי, ההזמנה לשבוע: (ברכה)',
      'שורה 4 סה"כ 3 קרטונים (שורת סיכום)',
      'שורה 5 בברכה, משה כהן (חתימה)',
      'שורה 6 050-1234567 (חתימה)',
      'שורה 7 נשלח מה-iPhone שלי (חתימה)',
    ]);
    await expect(page.getByRole('button', { name: 'הורדת השורות שנדחו (CSV)' }).count()).resolves.toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });
});
