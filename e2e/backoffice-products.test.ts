// An administrator runs the catalogue back office, in both viewports: adds an attribute with
// values and sets an item's attributes and related items, which the storefront's item dialog then
// shows; creates a price list and sets a product's price in it; uploads product images and makes
// one primary; marks an item unavailable and sees the storefront's 'coming back soon' sticker;
// edits, adds and deletes a product; edits an attribute's value and deletes an attribute; refuses a
// picture over 5 MB before sending it, and shows Hebrew file pickers in an English browser. Axe finds
// no serious violation on a list, an edit form and the price screen; the focus returns where it
// came from, or lands on an action's outcome.
import type { Locator, Page, Request } from 'playwright-core';
import type { Item, Product } from '@shared/contract/entities';
import { seriousViolations } from './support/axe';
import { appFor, browserFor, login, newPage, pageErrors, type ViewportName } from './support/app';
import { apiGet } from './support/shop';

// The project's testTimeout does not reach hooks here; journeys take longer than jest's 5 s.
jest.setTimeout(120_000);

const browser = browserFor();

/** A 1x1 PNG: the smallest picture the provider accepts. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A table cell holding exactly this text (on phones a cell's name also carries its column label). */
const cell = (scope: Page | Locator, text: string) =>
  scope.locator('td', { hasText: new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) });

/** Waits for a line of text in a status or alert. */
const message = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** The focused element's accessible name as a test reads it: its aria-label, else its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });

/** Waits until the focus is on the element of that name (focus moves after a render). */
const focusLandsOn = (page: Page, name: string) =>
  page.waitForFunction((wanted) => {
    const el = document.activeElement;
    return (el?.getAttribute('aria-label') ?? el?.textContent?.trim()) === wanted;
  }, name);

/** Calls the provider as the signed-in administrator. */
const adminCall = async (page: Page, method: 'POST' | 'DELETE', path: string, data?: object) =>
  page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    data,
  });

describe.each<ViewportName>(['desktop', 'phone'])('an administrator on %s', (viewport) => {
  const app = appFor();
  let page: Page;
  let target: Item;
  let other: Item;
  let userId: number;
  const attribute = viewport === 'desktop' ? 'צבע' : 'אריזה';

  beforeAll(async () => {
    ({ page } = await newPage(browser, viewport, app.url));
    await page.goto('/');
    await login(page, 'admin@example.com', 'Admin123!');
    const items = (await apiGet<{ items: Item[] }>(page, '/api/Item/List?pageSize=20')).items;
    target = items[0]!;
    other = items.find((i) => !target.relatedItems.some((r) => r.relatedItemId === i.itemId) && i.itemId !== target.itemId)!;
    userId = (await apiGet<{ id: number }>(page, '/api/Account/UserInfo')).id;
  });
  afterAll(async () => {
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('adds an attribute (required fields, a duplicate refused) and edits it', async () => {
    await page.goto('/attributes');
    await cell(page, 'מותג').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'הוספת מאפיין' }).click();
    await page.waitForURL(/\/add-attribute$/);
    await page.getByRole('button', { name: 'הוספה', exact: true }).click();
    expect(await page.getByText('שדה חובה').count()).toBe(2);
    await page.getByRole('textbox', { name: 'שם המאפיין' }).fill('מותג');
    await page.getByRole('textbox', { name: 'תיאור' }).fill('כפילות');
    await page.getByRole('button', { name: 'הוספה', exact: true }).click();
    await message(page, 'הוספת המאפיין נכשלה.');
    await page.getByText('כבר קיים').waitFor();
    await page.getByRole('textbox', { name: 'שם המאפיין' }).fill(attribute);
    await page.getByRole('textbox', { name: 'תיאור' }).fill('מאפיין חדש');
    await page.getByRole('button', { name: 'הוספה', exact: true }).click();
    await message(page, 'המאפיין נוסף בהצלחה!');

    await page.goto('/attributes');
    await page.getByRole('searchbox', { name: 'חיפוש: מאפיינים' }).fill(attribute);
    await page.getByRole('link', { name: `עריכה: ${attribute}` }).click();
    await page.waitForURL(/\/attributes\/edit\/\d+$/);
    const description = page.getByRole('textbox', { name: 'תיאור' });
    await expect(description.inputValue()).resolves.toBe('מאפיין חדש');
    expect(await seriousViolations(page)).toEqual([]);
    await description.fill('');
    await page.getByRole('button', { name: 'עדכון' }).click();
    await page.getByText('שדה חובה').waitFor();
    await description.fill('המאפיין, מעודכן');
    await page.getByRole('button', { name: 'עדכון' }).click();
    await page.waitForURL(/\/attributes$/);
    await message(page, 'המאפיין עודכן בהצלחה!');
  });

  it('gives the attribute values, deleting one only after the confirmation', async () => {
    await page.getByRole('searchbox', { name: 'חיפוש: מאפיינים' }).fill(attribute);
    await page.getByRole('link', { name: `ערכים: ${attribute}` }).click();
    await page.getByRole('heading', { level: 1, name: `ערכים של ${attribute}` }).waitFor();
    await page.getByText('לא נמצאו ערכים למאפיין זה.').waitFor();
    await page.getByRole('button', { name: 'הוספת ערך' }).click();
    await page.getByText('שדה חובה').waitFor();
    for (const value of ['אדום', 'כחול']) {
      await page.getByRole('textbox', { name: 'ערך' }).fill(value);
      await page.getByRole('button', { name: 'הוספת ערך' }).click();
      await cell(page, value).waitFor();
    }
    // A value is edited in its row: Escape gives up (the focus back on its Edit), a duplicate is refused, Enter saves.
    await page.getByRole('button', { name: 'עריכה: כחול' }).click();
    const edit = page.getByRole('textbox', { name: 'ערך חדש במקום כחול' });
    await edit.press('Escape');
    await focusLandsOn(page, 'עריכה: כחול');
    await page.getByRole('button', { name: 'עריכה: כחול' }).click();
    await edit.fill('אדום');
    await page.getByRole('button', { name: 'שמירה: כחול' }).click();
    await page.getByText('כבר קיים').waitFor();
    await edit.fill('תכלת');
    await edit.press('Enter');
    await message(page, 'הערך עודכן.');
    await focusLandsOn(page, 'הערך עודכן.');
    await cell(page, 'תכלת').waitFor();

    await page.getByRole('button', { name: 'מחיקה: תכלת' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('האם למחוק את הערך?').waitFor();
    await confirm.getByText('פעולה זו אינה הפיכה.').waitFor();
    await confirm.getByRole('button', { name: 'ביטול' }).click();
    await cell(page, 'תכלת').waitFor();
    // The focus is back on the button that opened the question.
    expect(await focused(page)).toBe('מחיקה: תכלת');
    await page.getByRole('button', { name: 'מחיקה: תכלת' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'כן, למחוק' }).click();
    await message(page, 'הערך נמחק.');
    await focusLandsOn(page, 'הערך נמחק.');
    expect(await cell(page, 'תכלת').count()).toBe(0);
    await page.getByRole('button', { name: 'חזרה למאפיינים' }).click();
    await page.waitForURL(/\/attributes$/);
  });

  it('deletes an attribute with its values after the confirmation', async () => {
    const name = `זמני ${viewport === 'desktop' ? 'א' : 'ב'}`;
    const id = (await (await adminCall(page, 'POST', '/api/Attribute/Add', { name, description: 'למחיקה' })).json()).payload as number;
    expect((await adminCall(page, 'POST', '/api/Attribute/AddValue', { attributeId: id, value: 'ערך' })).status()).toBe(200);
    await page.goto('/attributes');
    await page.getByRole('searchbox', { name: 'חיפוש: מאפיינים' }).fill(name);
    await page.getByRole('button', { name: `מחיקה: ${name}` }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(`למחוק את המאפיין "${name}" ואת כל ערכיו?`).waitFor();
    await confirm.getByText('פעולה זו אינה הפיכה.').waitFor();
    await confirm.getByRole('button', { name: 'כן, למחוק' }).click();
    await message(page, `המאפיין "${name}" נמחק.`);
    await focusLandsOn(page, `המאפיין "${name}" נמחק.`);
    await page.getByText('לא נמצאו מאפיינים.').waitFor();
    expect(
      (
        await page.request.get(`/api/Attribute/${id}`, {
          headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
        })
      ).status(),
    ).toBe(404);
  });

  it("sets an item's attributes and related items, which the storefront's item dialog shows", async () => {
    await page.goto(`/admin/dashboard/${userId}/items`);
    await page.getByRole('searchbox', { name: 'חיפוש: פריטים' }).fill(target.itemId);
    await page.getByRole('button', { name: `מאפיינים: ${target.itemDescription}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'מאפיינים', selected: true }).waitFor();
    expect(page.url()).toContain(`d=itemExtension&action=attributes&itemId=${target.itemId}`);
    const name = dialog.getByRole('combobox', { name: 'מאפיין' });
    const value = dialog.getByRole('combobox', { name: 'ערך' });
    await name.selectOption('מותג');
    await value.fill('אחר');
    await dialog.getByRole('button', { name: 'הוספת מאפיין' }).click();
    await dialog.getByText('כבר קיים').waitFor();
    await name.selectOption(attribute);
    await value.fill('אדום');
    await dialog.getByRole('button', { name: 'הוספת מאפיין' }).click();
    await cell(dialog, 'אדום').waitFor();
    await dialog.getByRole('button', { name: 'שמירת המאפיינים' }).click();
    await message(page, 'המאפיינים עודכנו בהצלחה!');

    await dialog.getByRole('tab', { name: 'פריטים קשורים' }).click();
    await page.waitForURL(/action=relatedItems/);
    await dialog.getByText('הפריטים הקשורים משמשים גם כתחליפים', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'הוספת פריט קשור' }).last().click();
    await dialog.getByText('יש לבחור פריט').waitFor();
    await dialog.getByRole('searchbox', { name: 'חיפוש פריט לקישור' }).fill(other.itemId);
    await dialog.getByRole('button', { name: 'חיפוש', exact: true }).click();
    await dialog.getByRole('radio', { name: new RegExp(other.itemId) }).check();
    await dialog.getByRole('button', { name: 'הוספת פריט קשור' }).last().click();
    await dialog.getByRole('button', { name: `הסרה: ${other.itemDescription}` }).waitFor();
    await dialog.getByRole('radio', { name: new RegExp(other.itemId) }).check();
    await dialog.getByRole('button', { name: 'הוספת פריט קשור' }).last().click();
    await dialog.getByText('הפריט כבר מקושר').waitFor();
    await dialog.getByRole('button', { name: 'שמירת הפריטים הקשורים' }).click();
    await message(page, 'הפריטים הקשורים עודכנו בהצלחה!');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'סגירה' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The focus is back on the button that opened the dialog.
    await focusLandsOn(page, `מאפיינים: ${target.itemDescription}`);

    await page.goto(`/items?d=item&itemId=${target.itemId}`);
    const details = page.getByRole('dialog');
    await details.getByText('אדום', { exact: true }).waitFor();
    await details.getByText(attribute, { exact: true }).waitFor();
    await details.getByText(other.itemDescription).first().waitFor();
  });

  it('creates a price list, renames it, and cannot delete one a customer buys from', async () => {
    const list = `מבצע ${viewport}`;
    await page.goto('/add-priceList');
    await page.getByRole('button', { name: 'הוספה', exact: true }).click();
    await page.getByText('שדה חובה').waitFor();
    await page.getByRole('textbox', { name: 'שם המחירון' }).fill(list);
    await page.getByRole('button', { name: 'הוספה', exact: true }).click();
    await message(page, 'המחירון נוסף בהצלחה!');

    await page.goto('/priceLists');
    await page.getByRole('link', { name: `עריכה: ${list}` }).click();
    await expect(page.getByRole('textbox', { name: 'שם המחירון' }).inputValue()).resolves.toBe(list);
    await page.getByRole('button', { name: 'ביטול' }).click();
    await page.waitForURL(/\/priceLists$/);
    await page.getByRole('link', { name: `עריכה: ${list}` }).click();
    await page.getByRole('textbox', { name: 'שם המחירון' }).fill(`${list} 2`);
    await page.getByRole('button', { name: 'עדכון' }).click();
    await page.waitForURL(/\/priceLists$/);
    await message(page, 'המחירון עודכן בהצלחה!');
    await cell(page, `${list} 2`).waitFor();

    // Each list says which customers buy at it; a new list has none.
    const customers = await apiGet<Array<{ lastName: string; priceListId: number }>>(page, '/api/BusinessCustomer/List');
    const onFirst = customers.filter((c) => c.priceListId === 1).map((c) => c.lastName);
    expect(onFirst.length).toBeGreaterThan(1);
    const firstRow = page.getByRole('row').filter({ has: cell(page, 'סיטונאי א') });
    await firstRow.getByText(onFirst.join(', ')).waitFor();
    await page
      .getByRole('row')
      .filter({ has: cell(page, `${list} 2`) })
      .getByText('אין לקוחות')
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'מחיקה: סיטונאי א' }).click();
    await page.getByRole('dialog').getByText('האם למחוק את המחירון?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'כן, למחוק' }).click();
    const refusal = `מחיקת המחירון נכשלה. המחירון משויך ללקוחות: ${onFirst.join(', ')}.`;
    await message(page, refusal);
    await focusLandsOn(page, refusal);
    await cell(page, 'סיטונאי א').waitFor();

    await page.goto('/priceLists/edit/9999');
    await message(page, 'המחירון לא נמצא.');
    await page.waitForURL(/\/priceLists$/);
    await message(page, 'המחירון לא נמצא.');
  });

  it("sets a product's price in every price list in one form, with one Save", async () => {
    const list = `מבצע ${viewport} 2`;
    await page.goto(`/products/${target.id}/price`);
    const lists = (await apiGet<{ items: Array<{ id: number; name: string }> }>(page, '/api/PriceList/GetAll?pageSize=100')).items;
    const box = (name: string) => page.getByRole('spinbutton', { name: `מחיר ליחידה ב${name} (₪)` });
    const save = page.getByRole('button', { name: 'שמירת המחירים' });
    // Every list has its row, with the product's price in it; the new list has none and an empty field.
    await box(lists[0]!.name).waitFor();
    for (const l of lists) expect(await box(l.name).count()).toBe(1);
    await expect(box(list).inputValue()).resolves.toBe('');
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: list }) })
      .getByText('אין מחיר')
      .waitFor();
    expect(await page.getByRole('button', { name: /שמירה/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await save.click();
    await message(page, 'יש לבחור מחירון: הזינו מחיר חדש בשורה של המחירון.');
    await box(list).fill('0');
    await save.click();
    await page.getByText('המחיר חייב להיות גדול מ־0', { exact: false }).waitFor();
    await message(page, 'יש לתקן את המחירים המסומנים. דבר לא נשמר.');

    const first = lists[0]!;
    await box(list).fill('12.5');
    await box(first.name).fill('21.40');
    await save.click();
    await message(page, 'המחירים עודכנו בהצלחה!');
    await focusLandsOn(page, 'המחירים עודכנו בהצלחה!');
    const listId = lists.find((l) => l.name === list)!.id;
    let product = await apiGet<Product>(page, `/api/Product/${target.id}`);
    expect(product.prices).toContainEqual({ priceListID: listId, unitPrice: 12.5 });
    expect(product.prices).toContainEqual({ priceListID: first.id, unitPrice: 21.4 });
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: first.name }) })
      .getByText('21.40 ₪')
      .waitFor();

    await box(list).fill('13.25');
    await box(list).press('Enter');
    await message(page, 'המחיר עודכן בהצלחה!');
    product = await apiGet<Product>(page, `/api/Product/${target.id}`);
    expect(product.prices).toContainEqual({ priceListID: listId, unitPrice: 13.25 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('uploads product images, makes one primary and deletes the primary', async () => {
    await page.goto(`/products/${target.id}/images`);
    await page.getByText('למוצר אין עדיין תמונות.').waitFor();
    await page.getByRole('button', { name: 'העלאת תמונה' }).click();
    await page.getByText('יש לבחור קובץ.').waitFor();
    const file = page.getByLabel('קובץ תמונה');
    // A picture over 5 MB is refused on choosing, with its size, and nothing is sent.
    const posts: string[] = [];
    const onRequest = (r: Request) => void (r.method() === 'POST' && posts.push(r.url()));
    page.on('request', onRequest);
    await file.setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(Math.round(7.2 * 1024 * 1024)) });
    const refusal = page.getByRole('alert').filter({ hasText: '7.2MB' });
    // The sizes are bidi-isolated inside the Hebrew line.
    expect((await refusal.innerText()).replace(/[\u2066-\u2069]/g, '')).toBe('הקובץ גדול מ-5MB (7.2MB). יש לבחור תמונה קטנה יותר.');
    await page.getByText('לא נבחר קובץ', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'העלאת תמונה' }).click();
    await refusal.waitFor();
    page.off('request', onRequest);
    expect(posts).toEqual([]);
    await file.setInputFiles({ name: 'first.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('first.png', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'העלאת תמונה' }).click();
    await message(page, 'התמונה הועלתה בהצלחה!');
    const primary = page.getByRole('button', { name: 'תמונה ראשית' });
    await primary.waitFor();
    expect(await primary.isDisabled()).toBe(true);
    await file.setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'העלאת תמונה' }).click();
    await page.getByRole('button', { name: 'הגדרה כראשית: תמונה 2' }).click();
    await message(page, 'התמונה הראשית עודכנה.');
    const product = await apiGet<Product>(page, `/api/Product/${target.id}`);
    expect(product.images).toHaveLength(2);
    expect(product.primaryImageId).toBe(Math.max(...product.images.map((i) => i.id)));
    expect(await page.locator('img[width="100"][height="100"]').count()).toBe(2);

    await page.getByRole('button', { name: 'מחיקה: תמונה 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'כן, למחוק' }).click();
    await message(page, 'התמונה נמחקה.');
    await page.getByRole('button', { name: 'הגדרה כראשית: תמונה 1' }).waitFor();
    expect(await primary.count()).toBe(0);
    expect((await apiGet<Product>(page, `/api/Product/${target.id}`)).primaryImageId).toBeNull();
  });

  // The language is the browser's, not the layout's: once, on a laptop.
  (viewport === 'desktop' ? it : it.skip)(
    'shows Hebrew file pickers in an English-language browser: the native control hidden, its button and file name in Hebrew',
    async () => {
      const context = await browser.newContext({
        baseURL: app.url,
        viewport: page.viewportSize()!,
        locale: 'en-US',
        storageState: await page.context().storageState(),
      });
      try {
        const english = await context.newPage();
        for (const [path, tab] of [
          [`/products/${target.id}/images`, null],
          ['/categories/edit/1', 'תמונה'],
        ] as const) {
          await english.goto(path);
          if (tab) await english.getByRole('tab', { name: tab }).click();
          const input = english.getByLabel('קובץ תמונה');
          await english.getByText('בחירת קובץ', { exact: true }).waitFor();
          await english.getByText('לא נבחר קובץ', { exact: true }).waitFor();
          // The browser's own 'Choose File' / 'No file chosen' would show in a box of its own.
          const box = (await input.boundingBox())!;
          expect([box.width <= 1, box.height <= 1]).toEqual([true, true]);
          expect(await input.evaluate((el) => (el as HTMLInputElement).type)).toBe('file');
          await input.focus();
          expect(await english.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('file');
        }
      } finally {
        await context.close();
      }
    },
  );

  it("marks an item unavailable and sees the storefront's 'coming back soon' sticker", async () => {
    await page.goto(`/admin/dashboard/${userId}/items?d=itemExtension&action=edit&itemId=${other.itemId}`);
    const dialog = page.getByRole('dialog');
    const available = dialog.getByRole('checkbox', { name: 'זמין להזמנה' });
    expect(await available.isChecked()).toBe(true);
    await dialog.getByText(`/500 תווים`).waitFor();
    const minimum = dialog.getByRole('spinbutton', { name: /כמות מינימלית/ });
    await minimum.fill('0');
    await dialog.getByRole('button', { name: 'שמירה' }).click();
    await dialog.getByText('גודל האריזה הוא מספר שלם מ־1 ומעלה').waitFor();
    await minimum.fill(String(other.minOrderQuantity));
    await available.uncheck();
    await dialog.getByRole('button', { name: 'שמירה' }).click();
    await message(page, 'נתוני הפריט עודכנו בהצלחה!');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: other.itemDescription });
    await row.getByText('לא זמין').waitFor();

    await page.goto(`/search?query=${other.catalogNumber}`);
    const card = page.locator('main article').filter({ hasText: other.itemDescription }).first();
    await card.locator('.sticker--soon').waitFor();
    expect(await card.locator('.sticker--soon').innerText()).toBe('חוזר בקרוב');
  });

  it('edits a product (default weight required when pre-weighted), staying on its screen; adds one, which opens its own screen saying what it lacks', async () => {
    await page.goto(`/products/edit/${target.id}`);
    await expect(page.getByRole('textbox', { name: 'שם המוצר' }).inputValue()).resolves.toBe(target.itemDescription);
    await page.getByRole('checkbox', { name: /מוצר שקיל/ }).check();
    await page.getByRole('button', { name: 'שמירה' }).click();
    await page.getByText('שדה חובה').waitFor();
    await page.getByRole('spinbutton', { name: 'משקל ברירת מחדל (ק"ג)' }).fill('0.75');
    await page.getByRole('button', { name: 'שמירה' }).click();
    await message(page, 'המוצר עודכן בהצלחה!');
    // Saved, the manager stays on the product's screen in the back office (not the storefront's /items).
    expect(new URL(page.url()).pathname).toBe(`/products/edit/${target.id}`);
    expect((await apiGet<Product>(page, `/api/Product/${target.id}`)).defaultWeight).toBe(0.75);

    await page.goto('/add-product');
    await page.getByRole('textbox', { name: 'שם המוצר' }).fill(`מוצר חדש ${viewport}`);
    await page.getByRole('textbox', { name: 'תיאור' }).fill('תיאור המוצר');
    await page.getByRole('button', { name: 'שמירה' }).click();
    await page.getByText('יש לבחור קטגוריה').waitFor();
    await page.getByRole('combobox', { name: 'קטגוריה' }).selectOption({ index: 1 });
    // The item group is chosen too: a new product does not land in whichever comes first.
    const group = page.getByRole('combobox', { name: 'קבוצת פריטים' });
    const groupNames = (await group.locator('option').allInnerTexts()).slice(1);
    expect(groupNames.length).toBeGreaterThan(0);
    if (groupNames.length > 1) {
      await page.getByRole('button', { name: 'שמירה' }).click();
      await page.getByText('יש לבחור קבוצת פריטים').waitFor();
    }
    const chosen = groupNames[groupNames.length - 1]!;
    await group.selectOption({ label: chosen });
    await page.getByRole('button', { name: 'שמירה' }).click();
    // The new product's own screen: it says it was added, a draft buyers do not see until it has a price.
    await page.waitForURL(/\/products\/edit\/\d+\?added=1$/);
    await message(page, 'המוצר נוסף בהצלחה כטיוטה: הקונים לא יראו אותו עד שייקבע לו מחיר או שתסמנו אותו כפעיל.');
    const added = (await apiGet<{ items: Item[] }>(page, `/api/Item/List?searchTerm=${encodeURIComponent(`מוצר חדש ${viewport}`)}`))
      .items[0]!;
    expect(added.itemGroup.itemGroupName).toBe(chosen);
    expect(new URL(page.url()).pathname).toBe(`/products/edit/${added.id}`);
    await expect(page.getByRole('textbox', { name: 'שם המוצר' }).inputValue()).resolves.toBe(`מוצר חדש ${viewport}`);
    expect(await seriousViolations(page)).toEqual([]);

    // The product added is deleted from its edit screen, after the confirmation.
    await page.goto(`/products/edit/${added.id}`);
    await expect(page.getByRole('textbox', { name: 'שם המוצר' }).inputValue()).resolves.toBe(`מוצר חדש ${viewport}`);
    await page.getByRole('button', { name: 'מחיקת המוצר' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(`למחוק את המוצר "מוצר חדש ${viewport}"?`).waitFor();
    await confirm.getByText('פעולה זו אינה הפיכה.').waitFor();
    await confirm.getByRole('button', { name: 'כן, למחוק' }).click();
    await message(page, `המוצר "מוצר חדש ${viewport}" נמחק.`);
    await focusLandsOn(page, `המוצר "מוצר חדש ${viewport}" נמחק.`);
    expect(await page.getByRole('textbox', { name: 'שם המוצר' }).count()).toBe(0);
    expect(
      (
        await page.request.get(`/api/Product/${added.id}`, {
          headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
        })
      ).status(),
    ).toBe(404);
    await page.getByRole('link', { name: 'לרשימת המוצרים' }).click();
    await page.waitForURL(/\/items$/);
  });

  it("shows a business user the item-extension dialog's refusal, not its form", async () => {
    const context = await browser.newContext({ baseURL: app.url, viewport: page.viewportSize() ?? undefined });
    const other = await context.newPage();
    await other.goto('/');
    await login(other, 'buyer@example.com', 'Buyer123!');
    await other.goto(`/items?d=itemExtension&action=edit&itemId=${target.itemId}`);
    const dialog = other.getByRole('dialog');
    await dialog.getByText('עריכת נתוני הפריט זמינה למנהלים בלבד.').waitFor();
    expect(await dialog.getByRole('button', { name: 'שמירה' }).count()).toBe(0);
    expect(await dialog.getByRole('tab').count()).toBe(0);
    await other.goto(`/items?d=itemExtension&action=relatedItems&itemId=${target.itemId}`);
    await other.getByRole('dialog').getByText('עריכת נתוני הפריט זמינה למנהלים בלבד.').waitFor();
    await context.close();
  });
});
