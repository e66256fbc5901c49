// What a buyer's working day tripped on, on a phone: a quantity retyped in the cart,
// quick order given the CSV Excel saves on a Hebrew Windows (windows-1255, written here with iconv), and
// a screen that could not load without a network, which comes by itself once the network is back.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Item } from '@shared/contract/entities';
import { appFor, browserFor, login, newPage, pageErrors } from './support/app';
import { apiGet, openCart, quantityBox, scannerTypes, searchAndGetCard, waitForQuantity } from './support/shop';

const app = appFor();
const browser = browserFor();
let page: Page;
let items: Item[] = [];

beforeAll(async () => {
  ({ page } = await newPage(browser, 'phone', app.url));
  await page.goto('/');
  await login(page, 'buyer@example.com', 'Buyer123!');
  items = (await apiGet<{ items: Item[] }>(page, '/api/Item/List?pageSize=80')).items.filter(
    (i) => i.isAvailable && (i.salePriceInNIS ?? 0) > 0 && /^\d{13}$/.test(i.catalogNumber),
  );
});
afterAll(() => page.context().close());

describe("a buyer's day on a phone", () => {
  it('retypes a cart quantity: Enter keeps the number selected, a tap selects it again, and a 0 typed removes the line rather than making 720', async () => {
    const item = items.find((i) => i.itemPackSize === 24)!;
    const card = await searchAndGetCard(page, item);
    await card.getByRole('button', { name: 'הוספה לסל' }).click();
    await openCart(page);
    const box = quantityBox(page.locator('main'), item);
    await box.click();
    await page.keyboard.type('72', { delay: 80 });
    await page.keyboard.press('Enter');
    await waitForQuantity(box, 72);
    const selection = () =>
      box.evaluate((el: HTMLInputElement) => [el.value, el.selectionStart, el.selectionEnd, document.activeElement === el]);
    expect(await selection()).toEqual(['72', 0, 2, true]);
    // A tap on the box that still has the focus: its number is selected again.
    await box.tap();
    expect(await selection()).toEqual(['72', 0, 2, true]);
    await page.keyboard.type('0', { delay: 80 });
    await page.keyboard.press('Enter');
    // A 0 removes the line (the cart asks first); it never reads 702 or rounds to 720.
    const ask = page.getByRole('dialog', { name: 'הסרת פריט מהסל' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'כן, להסיר' }).click();
    await page.waitForFunction(
      (name) =>
        !document.querySelector('main')?.textContent?.includes(name) || document.querySelector('main')!.textContent!.includes('הסל ריק'),
      item.itemDescription,
    );
    expect(await page.locator('main').innerText()).not.toContain('720');
    expect(pageErrors(page)).toEqual([]);
  });

  it("checks a quick-order CSV saved by Excel on a Hebrew Windows (windows-1255): its names found, '2 קרטונים' two packs", async () => {
    const coded = items.find((i) => i.itemPackSize > 1)!;
    // A product named as no other is: its name alone finds it.
    let named: Item | undefined;
    for (const candidate of items.filter((i) => i.itemPackSize > 1 && i !== coded)) {
      const { items: found } = await apiGet<{ items: Item[] }>(
        page,
        `/api/Search/Items?pageSize=5&term=${encodeURIComponent(candidate.itemDescription)}`,
      );
      if (found.filter((i) => i.itemDescription === candidate.itemDescription).length === 1) {
        named = candidate;
        break;
      }
    }
    if (!named) throw new Error('no product among the first 80 is named as no other is');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quick-1255-'));
    try {
      const utf8 = path.join(dir, 'utf8.csv');
      const file = path.join(dir, 'הזמנה.csv');
      fs.writeFileSync(utf8, `מק"ט,כמות\n${coded.catalogNumber},2 קרטונים\n${named.itemDescription},1 קרטון\n`);
      fs.writeFileSync(file, execFileSync('iconv', ['-f', 'UTF-8', '-t', 'WINDOWS-1255', utf8]));
      await page.goto('/quick-order');
      await page.getByLabel('העלאת קובץ').setInputFiles(file);
      const summary = page.getByRole('status').filter({ hasText: 'שורות תקינות' });
      await summary.waitFor();
      const text = await page.locator('main').innerText();
      expect(text).not.toContain('\uFFFD');
      // Two cartons of the coded item and one of the named, in units: the pack words read as packs.
      expect(await summary.innerText()).toMatch(new RegExp(`^2 שורות תקינות \\(${2 * coded.itemPackSize + named.itemPackSize} יחידות\\)`));
      const rows = page.getByRole('table').locator('tbody tr');
      expect(await rows.nth(0).innerText()).toContain(coded.itemDescription);
      expect(await rows.nth(1).innerText()).toContain(named.itemDescription);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('a barcode the catalogue does not know, on a phone', () => {
  it("is said to be unknown, with its code, and the search by name is offered in the search box; 'אסם' is offered no toilet", async () => {
    const code = '7290099999991';
    const box = page.getByRole('searchbox', { name: 'חיפוש' });
    await box.click();
    // As a keyboard-wedge scanner types: keys 15 ms apart by the device's clock, then Enter (however busy the page).
    await scannerTypes(page, code, 15);
    const unknown = page.getByRole('heading', { name: 'ברקוד לא מוכר' });
    await unknown.waitFor();
    expect(await page.locator('main').innerText()).toContain(`הברקוד ${code} לא נמצא בקטלוג`);
    // No 'did you mean' made of a row of digits.
    expect(await page.getByRole('navigation', { name: 'התכוונתם ל…' }).count()).toBe(0);
    await page.getByRole('button', { name: 'חיפוש לפי שם המוצר' }).tap();
    expect(await box.evaluate((el: HTMLInputElement) => [document.activeElement === el, el.selectionStart, el.selectionEnd])).toEqual([
      true,
      0,
      code.length,
    ]);
    // A name typed replaces the code.
    await page.keyboard.type('אסם', { delay: 60 });
    const closest = page.waitForResponse((r) => r.url().includes('/api/Search/Closest') && r.url().includes(encodeURIComponent('אסם')));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'תוצאות חיפוש עבור: אסם' }).waitFor();
    await page.getByRole('heading', { name: 'לא נמצאו מוצרים' }).waitFor();
    const main = page.locator('main');
    // 'התכוונתם ל…' names no word that merely begins a letter off.
    await closest;
    await page.waitForTimeout(100);
    const offered = await main.locator('.did-you-mean').innerText();
    expect(offered).not.toMatch(/אסלה|אדמה|בסמטי/);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('a screen that could not load for want of a network, on a phone', () => {
  /** A signed-in page at phone size in a context of its own: no screen's code loaded yet but home's. */
  async function freshPage(): Promise<Page> {
    const { page: fresh } = await newPage(browser, 'phone', app.url);
    await fresh.goto('/');
    await login(fresh, 'buyer@example.com', 'Buyer123!');
    return fresh;
  }
  const statementLink = (p: Page) => p.locator('footer').getByRole('link', { name: 'הצהרת נגישות' });
  const statementTitle = (p: Page) => p.getByRole('heading', { level: 1, name: 'הצהרת נגישות' });

  it("comes by itself once the browser is online again, with no press of 'נסו שוב'", async () => {
    const fresh = await freshPage();
    try {
      await fresh.context().setOffline(true);
      await statementLink(fresh).tap();
      await fresh.getByRole('alert').filter({ hasText: 'אין חיבור לשרת: המסך הזה עוד לא נטען' }).waitFor();
      await fresh.context().setOffline(false);
      await statementTitle(fresh).waitFor({ timeout: 10_000 });
      expect(await fresh.getByRole('alert').filter({ hasText: 'המסך הזה' }).count()).toBe(0);
      expect(pageErrors(fresh)).toEqual([]);
    } finally {
      await fresh.context().close();
    }
  });

  it('comes by itself once the server answers again while the phone believed it was online all along (a lift, a café)', async () => {
    const fresh = await freshPage();
    try {
      // The server cut off, the device's network up: the screen's code and the server's probe get no answer.
      const cut = (route: import('playwright-core').Route) => route.abort('connectionrefused');
      await fresh.route('**/assets/AccessibilityPage-*', cut);
      await fresh.route('**/livez', cut);
      await statementLink(fresh).tap();
      await fresh.getByRole('alert').filter({ hasText: 'לא ניתן לטעון את המסך הזה' }).waitFor();
      // The server did not answer its probe: the app says it is offline.
      await fresh.getByRole('status').filter({ hasText: 'אין חיבור לרשת' }).first().waitFor();
      await fresh.unrouteAll();
      // The next probe (seconds later) finds the server: the screen comes, and the offline word goes.
      await statementTitle(fresh).waitFor({ timeout: 15_000 });
      await fresh.getByRole('status').filter({ hasText: 'אין חיבור לרשת' }).waitFor({ state: 'detached' });
      expect(pageErrors(fresh)).toEqual([]);
    } finally {
      await fresh.context().close();
    }
  });
});
