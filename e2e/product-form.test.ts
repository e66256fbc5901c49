// A product in one form (docs/product.md §6.1), on a laptop and a phone: the manager adds a product with
// its code, barcode, pack, group and two prices from the keyboard, in the form's tab order, saves once
// and lands on its screen; a buyer then sees it at the buyer's price and pack. A product saved as a
// draft is seen by no buyer or visitor (its item page, search, its group's list). A barcode another
// product has and a pack of 0 are refused on their fields, said to a screen reader, and nothing is
// stored. Axe finds no serious violation on the form, empty, refused and saved.
import type { Locator, Page } from 'playwright-core';
import type { Item, Product } from '@shared/contract/entities';
import { seriousViolations } from './support/axe';
import { appFor, browserFor, login, newPage, pageErrors, type ViewportName } from './support/app';
import { apiGet, quantityBox, waitForQuantity } from './support/shop';

jest.setTimeout(120_000);

const browser = browserFor();

/** Valid EAN codes no seed item has (the seed's begin 729). */
const BARCODES = { desktop: '4006381333931', phone: '96385074' } as const;

/** The focused control's accessible name as its label gives it (or its own text, for a button). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    if (!el) return '';
    const label = el.labels?.[0]?.textContent?.trim();
    return label || el.getAttribute('aria-label') || el.textContent?.trim() || '';
  });

/** Presses Tab and expects the focus on the control of that name: the form's tab order. */
async function tabTo(page: Page, name: string): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(focusedName(page)).resolves.toBe(name);
}

/** Scrolls an infinite list down, a page at a time, until the card is there. */
async function scrollUntil(page: Page, card: Locator): Promise<void> {
  await page.locator('article').first().waitFor();
  for (let i = 0; i < 20 && (await card.count()) === 0; i++) {
    await page.locator('article').last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(250);
  }
  await card.waitFor();
}

/** The administrator's count of products (drafts included): a refused save must not change it. */
const productCount = async (page: Page) => (await apiGet<{ totalCount: number }>(page, '/api/Item/List?pageSize=1')).totalCount;

describe.each<ViewportName>(['desktop', 'phone'])('the product form on %s', (viewport) => {
  const app = appFor();
  let page: Page;
  let buyer: Page;
  const name = viewport === 'desktop' ? 'חלבה פיסטוק מהדרין' : 'טחינה גולמית משובחת';
  const code = `PF-${viewport.toUpperCase()}`;

  beforeAll(async () => {
    ({ page } = await newPage(browser, viewport, app.url));
    await page.goto('/');
    await login(page, 'admin@example.com', 'Admin123!');
    ({ page: buyer } = await newPage(browser, viewport, app.url));
    await buyer.goto('/');
    await login(buyer, 'buyer@example.com', 'Buyer123!');
  });
  afterAll(async () => {
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(buyer)).toEqual([]);
    await page.context().close();
    await buyer.context().close();
  });

  it('adds a product with barcode, pack, group and two prices from the keyboard, lands on its screen, and a buyer sees its price and pack', async () => {
    await page.goto('/add-product');
    const codeBox = page.getByRole('textbox', { name: 'קוד פריט' });
    await codeBox.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const lists = page.getByRole('group', { name: 'מחיר בכל מחירון' }).getByRole('spinbutton');
    await expect(lists.count()).resolves.toBe(3);

    // The form in its tab order, typed as a person types.
    await codeBox.focus();
    await page.keyboard.type(code, { delay: 30 });
    await tabTo(page, 'ברקוד');
    await page.keyboard.type(BARCODES[viewport], { delay: 30 });
    await tabTo(page, 'שם המוצר');
    await page.keyboard.type(name, { delay: 20 });
    await tabTo(page, 'תיאור');
    await page.keyboard.type('צנצנת של 500 גרם', { delay: 20 });
    await tabTo(page, 'קטגוריה');
    await page.keyboard.press('ArrowDown');
    await tabTo(page, 'קבוצת פריטים');
    const group = page.getByRole('combobox', { name: 'קבוצת פריטים' });
    if ((await group.inputValue()) === '') await page.keyboard.press('ArrowDown');
    const groupId = Number(await group.inputValue());
    const categoryId = Number(await page.getByRole('combobox', { name: 'קטגוריה' }).inputValue());
    expect(groupId).toBeGreaterThan(0);
    await tabTo(page, 'גודל אריזה (יחידות)');
    await page.keyboard.type('6', { delay: 40 });
    await tabTo(page, 'מוצר שקיל (נמכר לפי משקל)');
    await tabTo(page, 'מחיר ליחידה בסיטונאי א (₪)');
    await page.keyboard.type('12.5', { delay: 40 });
    await tabTo(page, 'מחיר ליחידה בסיטונאי ב (₪)');
    await page.keyboard.type('13.9', { delay: 40 });
    await tabTo(page, 'מחיר ליחידה במחירון כללי (₪)');
    await tabTo(page, 'תמונות להעלאה');
    await tabTo(page, 'סטטוס');
    // Priced, it will be shown; the manager sees so before saving.
    await expect(page.getByRole('combobox', { name: 'סטטוס' }).inputValue()).resolves.toBe('active');
    await tabTo(page, 'שמירה');
    await page.keyboard.press('Enter');

    // One press saved it all, and the manager stays in the back office, on the product's own screen.
    await page.waitForURL(/\/products\/edit\/\d+\?added=1$/);
    await page.getByText('המוצר נוסף בהצלחה ומוצג לקונים.').waitFor();
    const id = Number(/\/products\/edit\/(\d+)/.exec(page.url())![1]);
    await expect(page.getByRole('textbox', { name: 'ברקוד' }).inputValue()).resolves.toBe(BARCODES[viewport]);
    await expect(page.getByRole('textbox', { name: 'קוד פריט' }).getAttribute('readonly')).resolves.not.toBeNull();
    await expect(page.getByRole('spinbutton', { name: 'גודל אריזה (יחידות)' }).inputValue()).resolves.toBe('6');
    await expect(page.getByRole('spinbutton', { name: 'מחיר ליחידה בסיטונאי ב (₪)' }).inputValue()).resolves.toBe('13.9');
    expect(await seriousViolations(page)).toEqual([]);
    const product = await apiGet<Product>(page, `/api/Product/${id}`);
    expect(product).toMatchObject({ itemId: code, catalogNumber: BARCODES[viewport], status: 'active', itemGroupId: groupId, categoryId });
    expect(product.prices).toEqual([
      { priceListID: 1, unitPrice: 12.5 },
      { priceListID: 2, unitPrice: 13.9 },
    ]);

    // The buyer (price list סיטונאי א) finds it in its group (last: a new product's display order is
    // 999, so the list scrolls on to it), at 12.50 ₪ in packs of 6.
    await buyer.goto(`/categories/${categoryId}/itemGroup/${groupId}`);
    const card = buyer.locator('article', { hasText: name });
    await scrollUntil(buyer, card);
    await card.getByText('12.50').first().waitFor();
    await card.getByText("אריזה של 6 יח'").first().waitFor();
    // One press of + adds one pack: 6 units.
    await card.getByRole('button', { name: 'הוספה לסל' }).click();
    await waitForQuantity(quantityBox(card, { itemDescription: name }), 6);
    const asBuyer = await apiGet<Item>(buyer, `/api/Item/${code}`);
    expect(asBuyer).toMatchObject({ salePriceInNIS: 12.5, itemPackSize: 6, catalogNumber: BARCODES[viewport] });
  });

  it('keeps a product saved as a draft from buyers and visitors, though it has a price', async () => {
    const draft = `${name} טיוטה`;
    await page.goto('/add-product');
    await page.getByRole('textbox', { name: 'שם המוצר' }).fill(draft);
    await page.getByRole('textbox', { name: 'תיאור' }).fill('עוד לא למכירה');
    await page.getByRole('combobox', { name: 'קטגוריה' }).selectOption({ index: 1 });
    const group = page.getByRole('combobox', { name: 'קבוצת פריטים' });
    if ((await group.inputValue()) === '') await group.selectOption({ index: 1 });
    await page.getByRole('spinbutton', { name: 'מחיר ליחידה בסיטונאי א (₪)' }).fill('9.9');
    await page.getByRole('combobox', { name: 'סטטוס' }).selectOption('draft');
    await page.getByRole('button', { name: 'שמירה' }).click();
    await page.waitForURL(/\/products\/edit\/\d+\?added=1$/);
    await page.getByText('המוצר נוסף בהצלחה כטיוטה: הקונים לא יראו אותו עד שייקבע לו מחיר או שתסמנו אותו כפעיל.').waitFor();
    const id = Number(/\/products\/edit\/(\d+)/.exec(page.url())![1]);
    const product = await apiGet<Product>(page, `/api/Product/${id}`);
    expect(product).toMatchObject({ status: 'draft', prices: [{ priceListID: 1, unitPrice: 9.9 }] });

    // Its item page says it is not there, for the buyer as for any missing product.
    await buyer.goto(`/?d=item&itemId=${encodeURIComponent(product.itemId!)}`);
    await buyer.getByText('המוצר לא נמצא. ייתכן שהוסר מהקטלוג.').waitFor();
    // Its group's list does not hold it.
    await buyer.goto(`/categories/${product.categoryId}/itemGroup/${product.itemGroupId}`);
    await scrollUntil(buyer, buyer.locator('article', { hasText: name })); // the active product, listed last
    expect(await buyer.locator('article', { hasText: draft }).count()).toBe(0);
    // Neither does a search by its name, for the buyer or a visitor.
    for (const viewer of [buyer, null]) {
      const res = await (viewer ?? page).request.get(`/api/Item/List?SearchTerm=${encodeURIComponent(draft)}`, {
        headers: viewer ? { Authorization: `Bearer ${await viewer.evaluate(() => localStorage.getItem('token'))}` } : {},
      });
      expect(((await res.json()) as { payload: { items: Item[] } }).payload.items.map((i) => i.id)).not.toContain(id);
    }
    // The back office's list shows it as a draft.
    const userId = (await apiGet<{ id: number }>(page, '/api/Account/UserInfo')).id;
    await page.goto(`/admin/dashboard/${userId}/items`);
    await page.getByRole('searchbox', { name: 'חיפוש: פריטים' }).fill(draft);
    await page.locator('tr', { hasText: draft }).getByText('טיוטה: לא מוצג לקונים').waitFor();
  });

  it('refuses a barcode another product has and a pack of 0 on their fields, and stores nothing', async () => {
    const taken = (await apiGet<{ items: Item[] }>(page, '/api/Item/List?pageSize=1')).items[0]!;
    const before = await productCount(page);
    await page.goto('/add-product');
    await page.getByRole('textbox', { name: 'ברקוד' }).fill(taken.catalogNumber);
    await page.getByRole('textbox', { name: 'שם המוצר' }).fill(`${name} כפול`);
    await page.getByRole('textbox', { name: 'תיאור' }).fill('תיאור');
    await page.getByRole('combobox', { name: 'קטגוריה' }).selectOption({ index: 1 });
    const group = page.getByRole('combobox', { name: 'קבוצת פריטים' });
    if ((await group.inputValue()) === '') await group.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'שמירה' }).click();

    // The provider's refusal, on the barcode's field, tied to it for a screen reader; the form stays.
    const barcode = page.getByRole('textbox', { name: 'ברקוד' });
    await page.getByText('הברקוד כבר שייך למוצר אחר').waitFor();
    await expect(barcode.getAttribute('aria-invalid')).resolves.toBe('true');
    const described = (await barcode.getAttribute('aria-describedby'))!.split(' ');
    const texts = await Promise.all(described.map((d) => page.locator(`[id="${d}"]`).textContent()));
    expect(texts).toContain('הברקוד כבר שייך למוצר אחר');
    await page.getByRole('alert').filter({ hasText: 'הוספת המוצר נכשלה. נסו שוב.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/add-product');
    expect(await productCount(page)).toBe(before);
    expect(await seriousViolations(page)).toEqual([]);

    // A pack of 0 is refused before anything is sent.
    await barcode.fill('');
    const pack = page.getByRole('spinbutton', { name: 'גודל אריזה (יחידות)' });
    await pack.focus();
    await page.keyboard.type('0', { delay: 40 });
    let sent = 0;
    page.on('request', (r) => r.method() === 'POST' && (sent += 1));
    await page.getByRole('button', { name: 'שמירה' }).click();
    await page.getByText('גודל האריזה הוא מספר שלם מ־1 ומעלה').waitFor();
    await expect(pack.getAttribute('aria-invalid')).resolves.toBe('true');
    await page.getByRole('alert').filter({ hasText: 'יש לתקן את השדות המסומנים. דבר לא נשמר.' }).waitFor();
    expect(sent).toBe(0);
    expect(await productCount(page)).toBe(before);
    await expect(apiGet<Item>(page, `/api/Item/${taken.itemId}`)).resolves.toMatchObject({ catalogNumber: taken.catalogNumber });
  });
});
