// A store manager's dialogs keep what they type: a dialog with changes not saved asks
// before Escape, the close button or the backdrop discards them; one without changes closes at once.
// In both viewports.
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { appFor, browserFor, login, newPage, pageErrors, type ViewportName } from './support/app';

jest.setTimeout(120_000);

const browser = browserFor();
const QUESTION = 'יש כאן שינויים שלא נשמרו. לסגור בלי לשמור אותם?';

describe.each<ViewportName>(['desktop', 'phone'])('unsaved changes in a back-office dialog on %s', (viewport) => {
  const app = appFor();
  let page: Page;

  beforeAll(async () => {
    ({ page } = await newPage(browser, viewport, app.url));
    await page.goto('/');
    await login(page, 'admin@example.com', 'Admin123!');
  });
  afterAll(() => page.context().close());

  const dialog = () => page.getByRole('dialog', { name: 'עדכון פרטי קטגוריה' });
  const question = () => page.getByRole('alertdialog', { name: QUESTION });
  const nameBox = () => dialog().getByRole('textbox', { name: 'שם הקטגוריה' });

  /** Opens the update dialog of category 1 and waits for its name; returns the name. */
  async function openUpdate(): Promise<string> {
    await page.goto('/?d=category&action=update&id=1');
    await expect(nameBox().inputValue()).resolves.not.toBe('');
    return nameBox().inputValue();
  }

  it('closes at once with Escape when nothing was changed', async () => {
    await openUpdate();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('d')).toBeNull();
  });

  it('asks before Escape, the close button or the backdrop discards a change, and keeps it while the user goes back', async () => {
    const original = await openUpdate();
    await nameBox().fill(`${original} חדש`);

    await page.keyboard.press('Escape');
    await question().waitFor();
    expect(await dialog().isVisible()).toBe(true);
    // The safe answer has the focus; the form cannot be typed in meanwhile.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('חזרה לעריכה');
    expect(await seriousViolations(page)).toEqual([]);
    // Escape again is 'back to editing'.
    await page.keyboard.press('Escape');
    await question().waitFor({ state: 'detached' });
    expect(await nameBox().inputValue()).toBe(`${original} חדש`);

    await dialog().getByRole('button', { name: 'סגירה', exact: true }).click();
    await question().getByRole('button', { name: 'חזרה לעריכה' }).click();
    await question().waitFor({ state: 'detached' });
    expect(await nameBox().inputValue()).toBe(`${original} חדש`);

    // The backdrop (a click outside the panel) asks too; this time the change is let go.
    await page.mouse.click(3, 3);
    await question().getByRole('button', { name: 'סגירה בלי שמירה' }).click();
    await dialog().waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('d')).toBeNull();

    // Nothing was saved.
    expect(await openUpdate()).toBe(original);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });

  it('does not ask when the change was undone', async () => {
    const original = await openUpdate();
    await nameBox().fill(`${original}!`);
    await nameBox().fill(original);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect(await question().count()).toBe(0);
  });

  it("asks in an item's details once a field differs from the item's", async () => {
    const list = (await (await page.request.get('/api/Item/List?pageNumber=1&pageSize=1')).json()) as {
      payload: { items: Array<{ itemId: string }> };
    };
    await page.goto(`/?d=itemExtension&action=edit&itemId=${encodeURIComponent(list.payload.items[0]!.itemId)}`);
    const details = page.getByRole('dialog');
    const order = details.getByRole('spinbutton', { name: 'סדר תצוגה' });
    await order.waitFor();
    const before = await order.inputValue();
    await order.fill(String(Number(before) + 7));
    await page.keyboard.press('Escape');
    await question().getByRole('button', { name: 'סגירה בלי שמירה' }).click();
    await details.waitFor({ state: 'detached' });
  });

  it("asks in an item's attributes once a value is typed, and in its related items once a result is chosen", async () => {
    const list = (await (await page.request.get('/api/Item/List?pageNumber=1&pageSize=2')).json()) as {
      payload: { items: Array<{ itemId: string; itemDescription: string }> };
    };
    const [first, second] = list.payload.items;
    const open = (action: string) => page.goto(`/?d=itemExtension&action=${action}&itemId=${encodeURIComponent(first!.itemId)}`);
    const box = page.getByRole('dialog');

    await open('attributes');
    // A field with suggestions (a datalist) is a combobox.
    const value = box.getByRole('combobox', { name: /^ערך/ });
    await value.fill('ערך שלא נוסף');
    await page.keyboard.press('Escape');
    await question().waitFor();
    // Escape in the question goes back to the form, the value kept.
    await page.keyboard.press('Escape');
    await question().waitFor({ state: 'detached' });
    await expect(value.inputValue()).resolves.toBe('ערך שלא נוסף');
    await page.keyboard.press('Escape');
    await question().getByRole('button', { name: 'סגירה בלי שמירה' }).click();
    await box.waitFor({ state: 'detached' });

    await open('relatedItems');
    await box.getByRole('searchbox', { name: 'חיפוש פריט לקישור' }).fill(second!.itemDescription);
    await box.getByRole('button', { name: 'חיפוש', exact: true }).click();
    await box.getByRole('radio', { name: second!.itemDescription }).first().check();
    await box.getByRole('button', { name: 'סגירה', exact: true }).click();
    await question().getByRole('button', { name: 'סגירה בלי שמירה' }).click();
    await box.waitFor({ state: 'detached' });
    expect(pageErrors(page)).toEqual([]);
  });

  it('asks in the site settings once a field differs from the saved setting, and not once it is saved', async () => {
    await page.goto('/?d=websiteComfiguration&action=manage');
    const settings = page.getByRole('dialog', { name: 'הגדרות האתר' });
    await settings.getByRole('tab', { name: 'פרטי קשר' }).click();
    // The contact details' form (the accessibility coordinator's form below has a phone and a save of its own).
    const contact = settings.getByRole('form', { name: 'פרטי קשר' });
    const phone = contact.getByRole('textbox', { name: 'טלפון' });
    const saved = await phone.inputValue();
    await phone.fill('09-1111111');
    await page.keyboard.press('Escape');
    await question().waitFor();
    await question().getByRole('button', { name: 'חזרה לעריכה' }).click();
    await question().waitFor({ state: 'detached' });
    // Another tab and back: the typing is still there, and still asked about.
    await settings.getByRole('tab', { name: 'לוגו' }).click();
    await settings.getByRole('tab', { name: 'פרטי קשר' }).click();
    expect(await phone.inputValue()).toBe('09-1111111');
    await phone.fill(saved);
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'detached' });

    await page.goto('/?d=websiteComfiguration&action=manage');
    await settings.getByRole('tab', { name: 'פרטי קשר' }).click();
    await phone.fill('09-2222222');
    await contact.getByRole('button', { name: 'שמירה' }).click();
    await contact.getByText('ההגדרות נשמרו בהצלחה. האתר כבר מציג את השינוי.').waitFor();
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'detached' });
    expect(pageErrors(page)).toEqual([]);
  });

  it('asks in the add-account form once an address is typed', async () => {
    await page.goto('/?d=account&action=add');
    const add = page.getByRole('dialog', { name: 'הוספת משתמש עסקי' });
    await add.getByRole('textbox', { name: 'אימייל' }).fill('new.user@example.com');
    await add.getByRole('button', { name: 'סגירה', exact: true }).click();
    await question().waitFor();
    await question().getByRole('button', { name: 'סגירה בלי שמירה' }).click();
    await add.waitFor({ state: 'detached' });
    expect(pageErrors(page)).toEqual([]);
  });
});
