// Sessions and carts as a buyer lives them: carts belong to
// their user on a shared browser; the recommended items open once per browser session; the thank-you
// page never flashes an empty cart; a session that ends as the order goes out says so, keeps the
// cart and places the order after signing in again.
import type { Page } from 'playwright-core';
import type { Item, Order } from '@shared/contract/entities';
import { afterNextFrames, appFor, browserFor, login, newPage, pageErrors, type ViewportName } from './support/app';
import { apiGet, closeRecommendedIfOpen, orderableItem, searchAndGetCard, tokenOf } from './support/shop';

const browser = browserFor();
const RECOMMENDED = 'אולי תרצו להוסיף גם';

async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'התנתקות' }).click();
  await page.getByRole('button', { name: 'התחברות' }).waitFor();
}

async function addOnePack(page: Page, item: Item): Promise<void> {
  const card = await searchAndGetCard(page, item);
  await card.getByRole('button', { name: 'הוספה לסל' }).click();
}

const cartBubble = (page: Page) => page.getByRole('link', { name: 'סל הקניות' }).innerText();

describe.each<ViewportName>(['desktop', 'phone'])('sessions and carts on %s', (viewport) => {
  const app = appFor();
  let page: Page;
  let item: Item;

  beforeAll(async () => {
    ({ page } = await newPage(browser, viewport, app.url));
    // Records whether the empty cart ever showed (the thank-you page's flash).
    await page.addInitScript(() => {
      const seen = { emptyCart: false };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver(() => {
        if (document.body?.innerText.includes('הסל ריק')) seen.emptyCart = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/');
    await login(page, 'buyer@example.com', 'Buyer123!');
    item = await orderableItem(page);
  });
  afterAll(() => page.context().close());

  it('opens the recommended items once per browser session, not on every visit', async () => {
    await addOnePack(page, item);
    await page.getByRole('link', { name: 'סל הקניות' }).click();
    await page.getByRole('dialog', { name: RECOMMENDED }).waitFor();
    await page.keyboard.press('Escape');
    await page.goto('/');
    // The dialog opens from the cart page's first render, by its address (?d=shoppingCart), and reads its items.
    const recommendedReads: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (request.url().includes('ExcludeItemList')) recommendedReads.push(request.url());
    };
    page.on('request', onRequest);
    await page.getByRole('link', { name: 'סל הקניות' }).click();
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).waitFor();
    await afterNextFrames(page);
    page.off('request', onRequest);
    expect(new URL(page.url()).searchParams.get('d')).toBeNull();
    expect(recommendedReads).toEqual([]);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it("hides a buyer's cart after logout; another user neither sees nor wipes it; the buyer gets it back", async () => {
    await logout(page);
    await page.goto('/shoppingCart');
    await page.getByRole('heading', { name: 'הסל ריק' }).waitFor();
    expect(await page.locator('main').innerText()).not.toContain(item.itemDescription);
    await afterNextFrames(page); // the cart page's effects, which would open the recommended items, have run
    expect(await page.getByRole('dialog').count()).toBe(0); // never for a visitor

    await login(page, 'shop@example.com', 'Shop1234!');
    await page.goto('/shoppingCart');
    await page.getByRole('heading', { name: 'הסל ריק' }).waitFor();
    await logout(page);

    await login(page, 'buyer@example.com', 'Buyer123!');
    await page.goto('/shoppingCart');
    await closeRecommendedIfOpen(page);
    await page.locator('main tr.cart-line', { hasText: item.itemDescription }).waitFor();
    expect(await cartBubble(page)).toContain('1');
  });

  it('says the session ended when the order goes out, keeps the cart, and places it after signing in again', async () => {
    await page.getByRole('textbox', { name: 'הערה להזמנה' }).fill('לפרוק בכניסה האחורית');
    // The buyer's password is changed elsewhere: every earlier token ends.
    const token = await tokenOf(page);
    const changed = await page.request.post('/api/Account/ChangePassword', {
      headers: { Authorization: `Bearer ${token}` },
      data: { email: 'buyer@example.com', oldPassword: 'Buyer123!', newPassword: 'Buyer456!' },
    });
    expect(changed.status()).toBe(200);
    const cartKey = `cart:${JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()).sub}`;
    const before = await page.evaluate((key) => localStorage.getItem(key), cartKey);
    expect(before).toContain(item.itemId);

    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'אימייל' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'החיבור שלכם הסתיים.' }).waitFor();
    // The cart waits, stored for its owner, while the page hides it.
    expect(await page.evaluate((key) => localStorage.getItem(key), cartKey)).toBe(before);
    await page.getByRole('heading', { name: 'החיבור הסתיים: הסל שלכם שמור' }).waitFor();

    await dialog.getByRole('textbox', { name: 'אימייל' }).fill('buyer@example.com');
    await dialog.getByLabel('סיסמה').fill('Buyer456!');
    await dialog.getByRole('button', { name: 'כניסה' }).click();
    await page.waitForURL(/\/thank-you\?orderNumber=\d+/);
    const orderNumber = Number(new URL(page.url()).searchParams.get('orderNumber'));
    const [order] = (await apiGet<{ items: Order[] }>(page, '/api/Order/List?pageSize=1')).items;
    expect(order).toMatchObject({ orderNumber, comment: 'לפרוק בכניסה האחורית' });
    expect(order!.orderItems.map((l) => l.itemId)).toEqual([item.itemId]);
  });

  it('never showed the empty cart on the way to the thank-you page', async () => {
    await page
      .getByText(`${(await apiGet<{ items: Order[] }>(page, '/api/Order/List?pageSize=1')).items[0]!.orderNumber}`)
      .first()
      .waitFor();
    expect(await page.evaluate(() => (window as unknown as { __seen: { emptyCart: boolean } }).__seen.emptyCart)).toBe(false);
  });

  it('had no uncaught errors', () => {
    expect(pageErrors(page)).toEqual([]);
  });
});
