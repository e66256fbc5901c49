// What a buyer's working day tripped on, on a phone (issue 43): a quantity retyped in the cart, and
// quick order given the CSV Excel saves on a Hebrew Windows (windows-1255, written here with iconv).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Item } from '@shared/contract/entities';
import { appFor, browserFor, login, newPage, pageErrors } from './support/app';
import { apiGet, openCart, quantityBox, searchAndGetCard, waitForQuantity } from './support/shop';

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
