// The account forms in a browser, in both viewports: /reset-password, /change-password and
// /register validate what is typed and show the provider's account error codes in Hebrew; a user
// registered by an administrator can then sign in; a changed password is the one that works.
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { appFor, browserFor, login, newPage, pageErrors, type ViewportName } from './support/app';

// The project's testTimeout does not reach hooks here; journeys take longer than jest's 5 s.
jest.setTimeout(120_000);

const browser = browserFor();

const submit = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true }).click();
const alert = (page: Page, text: string) => page.getByRole('main').getByText(text, { exact: true }).waitFor();

describe.each<ViewportName>(['desktop', 'phone'])('the account forms on %s', (viewport) => {
  const app = appFor();
  let page: Page;
  const newUser = `new-${viewport}@shop.example`;

  beforeAll(async () => {
    ({ page } = await newPage(browser, viewport, app.url));
  });
  afterAll(async () => {
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('reset password: checks the email, and treats an unregistered address as a registered one', async () => {
    await page.goto('/reset-password');
    const email = page.getByRole('textbox', { name: 'אימייל' });
    await email.fill('not an email');
    await submit(page, 'שליחה');
    await alert(page, 'כתובת אימייל לא תקינה');
    await email.fill('nobody@example.com');
    await submit(page, 'שליחה');
    await alert(page, 'אם הכתובת רשומה, נשלחו אליה הנחיות לאיפוס הסיסמה.');
    await page.goto('/reset-password');
    await email.fill('buyer@example.com');
    await submit(page, 'שליחה');
    await alert(page, 'אם הכתובת רשומה, נשלחו אליה הנחיות לאיפוס הסיסמה.');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('change password: asks a visitor to sign in, then checks length and confirmation and shows -1003', async () => {
    await page.goto('/change-password');
    await page.getByRole('main').getByText('כדי לבצע פעולה זו יש להתחבר.').waitFor();
    await login(page, 'buyer@example.com', 'Buyer123!');
    const main = page.getByRole('main');
    await main.getByText('buyer@example.com').waitFor();
    const current = main.getByLabel('הסיסמה הנוכחית');
    const next = main.getByLabel('סיסמה חדשה', { exact: true });
    const confirm = main.getByLabel('אימות הסיסמה החדשה');
    await submit(page, 'שינוי סיסמה');
    expect(await main.getByText('שדה חובה').count()).toBeGreaterThanOrEqual(2);
    await current.fill('Buyer123!');
    await next.fill('123');
    await confirm.fill('1234');
    await submit(page, 'שינוי סיסמה');
    await alert(page, 'הסיסמה חייבת להכיל לפחות 6 תווים');
    await alert(page, 'הסיסמאות אינן תואמות');
    await current.fill('Wrong123!');
    await next.fill('Newpass1');
    await confirm.fill('Newpass1');
    await submit(page, 'שינוי סיסמה');
    await alert(page, 'הסיסמה שגויה');
    await current.fill('Buyer123!');
    await submit(page, 'שינוי סיסמה');
    await alert(page, 'הסיסמה שונתה בהצלחה!');
    expect(await current.inputValue()).toBe('');

    await page.getByRole('button', { name: 'התנתקות' }).click();
    await page.getByRole('button', { name: 'התחברות' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'אימייל' }).fill('buyer@example.com');
    await dialog.getByLabel('סיסמה').fill('Buyer123!');
    await dialog.getByRole('button', { name: 'כניסה' }).click();
    await dialog.getByText('הסיסמה שגויה').waitFor();
    await dialog.getByLabel('סיסמה').fill('Newpass1');
    await dialog.getByRole('button', { name: 'כניסה' }).click();
    await page.getByRole('button', { name: 'התנתקות' }).waitFor();
  });

  it("register: a business user's own customer is fixed", async () => {
    await page.goto('/register');
    const customer = page.getByRole('textbox', { name: 'לקוח עסקי' });
    await expect(customer.inputValue()).resolves.toBe('מכולת השכונה (1001)');
    expect(await customer.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'התנתקות' }).click();
  });

  it('register: an administrator chooses the customer; the checks, -1002, and an account that can sign in', async () => {
    await page.goto('/register');
    await page.getByRole('main').getByText('כדי לבצע פעולה זו יש להתחבר.').waitFor();
    await login(page, 'admin@example.com', 'Admin123!');
    const main = page.getByRole('main');
    const customer = main.getByRole('combobox', { name: 'לקוח עסקי' });
    await customer.locator('option', { hasText: '(1002)' }).waitFor({ state: 'attached' });
    await main.getByRole('textbox', { name: 'אימייל' }).fill('bad-email');
    await main.getByLabel('סיסמה', { exact: true }).fill('12345');
    await main.getByLabel('אימות סיסמה').fill('54321');
    await submit(page, 'יצירת חשבון');
    await alert(page, 'יש לבחור לקוח עסקי');
    await alert(page, 'כתובת אימייל לא תקינה');
    await alert(page, 'הסיסמה חייבת להכיל לפחות 6 תווים');
    await alert(page, 'הסיסמאות אינן תואמות');
    expect(await seriousViolations(page)).toEqual([]);

    await customer.selectOption({ label: 'מינימרקט הדקל (1002)' });
    await main.getByRole('textbox', { name: 'אימייל' }).fill('buyer@example.com');
    await main.getByLabel('סיסמה', { exact: true }).fill('Secret1');
    await main.getByLabel('אימות סיסמה').fill('Secret1');
    await submit(page, 'יצירת חשבון');
    await alert(page, 'כתובת האימייל כבר רשומה במערכת');

    await main.getByRole('textbox', { name: 'אימייל' }).fill(newUser);
    await submit(page, 'יצירת חשבון');
    await alert(page, `החשבון של ${newUser} נוצר בהצלחה!`);
    expect(await main.getByRole('textbox', { name: 'אימייל' }).inputValue()).toBe('');
    // The administrator is still the one signed in.
    await page.getByRole('link', { name: 'האזור האישי' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

    await page.getByRole('button', { name: 'התנתקות' }).click();
    await login(page, newUser, 'Secret1');
    const info = await page.request.get('/api/Account/UserInfo', {
      headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    });
    expect((await info.json()).payload).toMatchObject({ email: newUser, userType: 'Business', businessCustomer: { customerId: 1002 } });
  });
});

describe.each<ViewportName>(['desktop', 'phone'])('finding the password forms on %s', (viewport) => {
  const app = appFor();

  it('reaches /reset-password from the login dialog, which treats a known and an unknown address alike', async () => {
    const { page } = await newPage(browser, viewport, app.url);
    await page.goto('/');
    await page.getByRole('button', { name: 'התחברות' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'שכחתי סיסמה' }).click();
    await page.waitForURL(/\/reset-password$/);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const shown: string[] = [];
    for (const email of ['buyer@example.com', 'nobody-here@example.com']) {
      await page.goto('/reset-password');
      await page.getByRole('textbox', { name: 'אימייל' }).fill(email);
      await submit(page, 'שליחה');
      await alert(page, 'אם הכתובת רשומה, נשלחו אליה הנחיות לאיפוס הסיסמה.');
      shown.push(await page.getByRole('main').innerText());
    }
    expect(shown[1]!.replace('nobody-here@example.com', '')).toBe(shown[0]!.replace('buyer@example.com', ''));
    await page.context().close();
  });

  it('reaches /change-password from the personal area of a business user and of an administrator', async () => {
    for (const [email, password] of [
      ['buyer@example.com', 'Buyer123!'],
      ['admin@example.com', 'Admin123!'],
    ] as const) {
      const { page } = await newPage(browser, viewport, app.url);
      await page.goto('/');
      await login(page, email, password);
      await page.getByRole('link', { name: 'האזור האישי' }).click();
      await page.getByRole('main').getByRole('link', { name: 'שינוי סיסמה' }).click();
      await page.waitForURL(/\/change-password$/);
      await page.getByRole('heading', { level: 1, name: 'שינוי סיסמה' }).waitFor();
      await page.context().close();
    }
  });
});
