// A store manager imports a price file of 20 changes, 3 of them far from the price before (a typo's
// size): the preview leaves those 3 unchecked with the reason, the manager checks and unchecks by
// keyboard, applies the 17 and the buyers' prices show exactly those 17 changed. A file too large and
// a formula where a price or a name belongs change nothing. On a laptop and on a phone.
import type { Page } from 'playwright-core';
import type { Item, PriceList } from '@shared/contract/entities';
import { formatShekels } from '@shared/format';
import { seriousViolations } from './support/axe';
import { appFor, browserFor, login, newPage, pageErrors, type ViewportName } from './support/app';
import { apiGet } from './support/shop';

jest.setTimeout(120_000);

const browser = browserFor();
const FLAGGED = 3;
const ROWS = 20;

/** The new price of a row: +10% for most, three times the price (flagged) for the last FLAGGED rows. */
const newPrice = (price: number, index: number) => Math.round(price * (index >= ROWS - FLAGGED ? 300 : 110)) / 100;

/** A CSV as Excel saves it (BOM, CRLF), with the price grid's headers. */
const csvFile = (list: PriceList, rows: string[][]) => ({
  name: 'מחירים.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${[['"מק""ט"', 'שם פריט', list.name], ...rows].map((r) => r.join(',')).join('\r\n')}`),
});

describe.each<ViewportName>(['desktop', 'phone'])('a price import the manager chooses from, on %s', (viewport) => {
  const app = appFor();
  let page: Page;
  let list: PriceList;
  /** The first ROWS items priced in the list, as the API gives them before the import. */
  let items: Item[];

  const priceOf = async (list: PriceList) => {
    const { items: all } = await apiGet<{ items: Item[] }>(page, `/api/Item/List?pageSize=1000&priceListId=${list.id}`);
    return new Map(all.map((item) => [item.itemId, item.salePriceInNIS]));
  };
  const preview = () => page.getByRole('dialog', { name: 'ייבוא CSV: בדיקת השינויים' });
  const box = (item: Item, index: number) =>
    preview().getByRole('checkbox', {
      name: `החלת השינוי של ${item.itemId} ב${list.name}: ${formatShekels(item.salePriceInNIS!)} ← ${formatShekels(newPrice(item.salePriceInNIS!, index))}`,
      exact: true,
    });
  const choose = async (file: ReturnType<typeof csvFile>) => {
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'ייבוא CSV' }).click()]);
    await chooser.setFiles(file);
  };
  const isFocused = (item: Item, index: number) => box(item, index).evaluate((el) => el === document.activeElement);

  beforeAll(async () => {
    ({ page } = await newPage(browser, viewport, app.url));
    await page.goto('/');
    await login(page, 'admin@example.com', 'Admin123!');
    list = (await apiGet<{ items: PriceList[] }>(page, '/api/PriceList/GetAll?pageSize=100')).items[0]!;
    const { items: priced } = await apiGet<{ items: Item[] }>(page, `/api/Item/List?pageSize=200&priceListId=${list.id}`);
    items = priced.filter((item) => (item.salePriceInNIS ?? 0) >= 1).slice(0, ROWS);
    expect(items).toHaveLength(ROWS);
  });
  afterAll(() => page.context().close());

  it('leaves the 3 flagged changes unchecked with the reason, toggles by keyboard, applies the 17 checked and nothing else', async () => {
    await page.goto('/admin/dashboard/1/prices');
    await page.getByRole('grid', { name: 'מחירי הפריטים לפי מחירון' }).waitFor();
    // The first row's name cell holds a formula, as a hostile or careless file might: the name column is not read.
    const rows = items.map((item, i) => [
      item.itemId,
      i === 0 ? '"=HYPERLINK(""http://evil.example"",""x"")"' : 'שם',
      String(newPrice(item.salePriceInNIS!, i)),
    ]);
    await choose(csvFile(list, rows));
    await preview().getByText('20 שינויים, 0 שורות נדחו').waitFor();
    await preview().getByText('17 מתוך 20 שינויים נבחרו').waitFor();
    await preview().getByText('3 שינויים חריגים לא נבחרו מראש.').waitFor();
    expect(await preview().getByText('HYPERLINK').count()).toBe(0);
    const checked = await Promise.all(items.map((item, i) => box(item, i).isChecked()));
    expect(checked).toEqual(items.map((_, i) => i < ROWS - FLAGGED));
    const flaggedRows = preview().locator('tbody tr').filter({ hasText: 'שינוי חריג (מעל ±50%): לא נבחר' });
    expect(await flaggedRows.count()).toBe(FLAGGED);
    for (const i of [17, 18, 19]) await expect(flaggedRows.filter({ hasText: items[i]!.itemId }).count()).resolves.toBe(1);

    // Keyboard: Tab from one check box lands on the next row's; Space unchecks it and checks it again.
    await box(items[0]!, 0).focus();
    await page.keyboard.press('Tab');
    expect(await isFocused(items[1]!, 1)).toBe(true);
    await page.keyboard.press('Space');
    await preview().getByText('16 מתוך 20 שינויים נבחרו').waitFor();
    expect(await box(items[1]!, 1).isChecked()).toBe(false);
    await page.keyboard.press('Space');
    await preview().getByText('17 מתוך 20 שינויים נבחרו').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await preview().getByRole('button', { name: 'החלת 17 שינויים' }).click();
    await preview().waitFor({ state: 'detached' });
    await page.getByText('17 מחירים מהקובץ נשמרו.').waitFor();
    const after = await priceOf(list);
    expect(items.map((item) => after.get(item.itemId))).toEqual(
      items.map((item, i) => (i < ROWS - FLAGGED ? newPrice(item.salePriceInNIS!, i) : item.salePriceInNIS)),
    );
    expect(pageErrors(page)).toEqual([]);
  });

  it('refuses a 10 MB file with its message, and a formula where a price belongs as a refused row, changing nothing', async () => {
    const before = await priceOf(list);
    const line = `${items[0]!.itemId},שם,12.50\r\n`;
    const big = Buffer.from(`"מק""ט",שם פריט,${list.name}\r\n${line.repeat(Math.ceil((10 * 1024 * 1024) / line.length))}`);
    await choose({ name: 'גדול.csv', mimeType: 'text/csv', buffer: big });
    await page.getByText('הקובץ גדול מ־5MB. יש לפצל אותו לכמה קבצים ולייבא כל אחד בנפרד.').waitFor();
    expect(await preview().count()).toBe(0);

    await choose(
      csvFile(list, [[items[0]!.itemId, '"=HYPERLINK(""http://evil.example"",""x"")"', '"=HYPERLINK(""http://evil.example"",""9"")"']]),
    );
    await preview().getByText('0 שינויים, שורה אחת נדחתה').waitFor();
    const refused = preview().getByRole('table', { name: 'שורות שנדחו (לא ישתנו)' });
    await refused.getByRole('row', { name: new RegExp(`${items[0]!.itemId}.*${list.name}: .*HYPERLINK.* – לא מספר`) }).waitFor();
    expect(await preview().getByRole('button', { name: 'החלת השינויים' }).isDisabled()).toBe(true);
    await preview().getByRole('button', { name: 'ביטול' }).click();
    await preview().waitFor({ state: 'detached' });
    expect(await priceOf(list)).toEqual(before);
    expect(pageErrors(page)).toEqual([]);
  });
});
