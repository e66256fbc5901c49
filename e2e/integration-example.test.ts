// An example for teams writing integration tests against the mock (README, "Integration tests
// against the mock"): the real server with MOCK_CONTROL=true, the provider reset, a provider failure
// injected, and what the buyer sees asserted. Copy it as a starting point.
import type { Page } from 'playwright-core';
import type { Order } from '@shared/contract/entities';
import { appFor, browserFor, login, newPage } from './support/app';
import { openCart, orderableItem, searchAndGetCard } from './support/shop';

const browser = browserFor();

describe('integration example: the provider fails while a buyer orders', () => {
  const app = appFor({ MOCK_CONTROL: 'true' });
  let page: Page;
  const control = (method: 'post' | 'delete' | 'get', path: string, data?: object) =>
    page.request[method](`/api/__mock/${path}`, data ? { data } : undefined);

  beforeAll(async () => {
    ({ page } = await newPage(browser, 'desktop', app.url));
    await page.goto('/');
  });
  afterAll(() => page.context().close());

  it('starts from the seeded provider', async () => {
    expect((await control('post', 'reset')).status()).toBe(200);
  });

  it('keeps the order in the outbox while the provider is down, says so in Hebrew, and places it once when it is back', async () => {
    const before = ((await (await control('get', 'orders')).json()).payload as unknown[]).length;
    await login(page, 'buyer@example.com', 'Buyer123!');
    const item = await orderableItem(page);
    await (await searchAndGetCard(page, item)).getByRole('button', { name: 'הוספה לסל' }).click();
    await openCart(page);

    // The accounting system is down for the next order.
    expect((await control('post', 'faults', { method: 'POST', path: '/Order/Create', status: 502, times: 1 })).status()).toBe(200);
    await page.getByRole('button', { name: 'ביצוע הזמנה' }).click();
    const waiting = page.getByRole('region', { name: 'ההזמנה ממתינה לשליחה' });
    await waiting.getByText('לא התקבלה תשובה מהשרת').waitFor();
    await waiting.getByText(item.itemDescription).waitFor();

    // It is back: the outbox sends the same order again by itself (the same Idempotency-Key), once.
    await page.getByRole('status').filter({ hasText: 'ההזמנה שהמתינה נשלחה: מספר הזמנה' }).waitFor({ timeout: 10_000 });
    const orders = (await (await control('get', 'orders')).json()).payload as Array<Order & { idempotencyKey: string | null }>;
    expect(orders).toHaveLength(before + 1);
    expect(orders.at(-1)).toMatchObject({
      orderItems: [expect.objectContaining({ itemId: item.itemId })],
      idempotencyKey: expect.any(String),
    });
  });

  afterEach(async () => {
    // Leave no fault behind for the next test.
    await control('delete', 'faults');
  });
});
