// The Hebrew year's delivery calendar, as a store manager and a buyer live it in mid-September 2026
// (the browsers' clocks set there; the provider keeps its own): the delivery tab proposes the coming
// holidays from the Hebrew calendar, the manager confirms them all and says Chol HaMoed has no
// delivery; the buyer's cart then says by when to order before Yom Kippur, offers no holiday or Chol
// HaMoed day, and on the eve closes at its earlier hour.
import type { Page } from 'playwright-core';
import type { WebsiteConfigEntry } from '@shared/contract/entities';
import { seriousViolations } from './support/axe';
import { appFor, browserFor, login, newPage, pageErrors, type ViewportName } from './support/app';
import { openCart, orderableItem, searchAndGetCard } from './support/shop';

jest.setTimeout(120_000);

const browser = browserFor();
/** Monday 14 September 2026, 09:00 in Israel: Rosh Hashana 5787 is behind, Yom Kippur a week ahead. */
const SEPTEMBER = new Date('2026-09-14T06:00:00Z');

async function pageAt(viewport: ViewportName, url: string, who: [string, string]): Promise<Page> {
  const { page } = await newPage(browser, viewport, url);
  await page.clock.setFixedTime(SEPTEMBER);
  await page.goto('/');
  await login(page, ...who);
  return page;
}

describe.each<ViewportName>(['desktop', 'phone'])('the holiday calendar, on %s', (viewport) => {
  const app = appFor();
  let admin: Page;
  let buyer: Page;
  afterAll(() => Promise.all([admin?.context().close(), buyer?.context().close()]));

  it('proposes the coming holidays of 5787; the store confirms them all, with no delivery in Chol HaMoed', async () => {
    admin = await pageAt(viewport, app.url, ['admin@example.com', 'Admin123!']);
    await admin.goto('/?d=websiteComfiguration&action=manage');
    await admin.getByRole('tab', { name: 'אספקה ומינימום' }).click();
    const calendar = admin.getByRole('group', { name: 'חגים ב־12 החודשים הקרובים' });
    const yomKippur = calendar.getByRole('checkbox', { name: /^יום כיפור תשפ״ז: 21\/09\/2026 · ערב החג 20\/09\/2026$/ });
    await yomKippur.waitFor();
    expect(await yomKippur.isChecked()).toBe(false);
    // Rosh Hashana (12–13/09) is behind; Pesach is proposed with its Chol HaMoed.
    expect(await calendar.getByRole('checkbox', { name: /^ראש השנה תשפ״ז/ }).count()).toBe(0);
    await calendar.getByRole('checkbox', { name: /^פסח תשפ״ז: 22\/04\/2027 · ערב החג 21\/04\/2027 · חול המועד/ }).waitFor();
    await calendar.getByRole('button', { name: 'סימון כל החגים' }).click();
    expect(await yomKippur.isChecked()).toBe(true);
    await calendar.getByLabel('אספקה בחול המועד').selectOption({ label: 'אין אספקה' });
    expect(await calendar.getByLabel('שעת סגירה בערב חג').inputValue()).toBe('12');
    await admin.getByRole('button', { name: 'שמירה' }).click();
    await admin.getByText('ההגדרות נשמרו בהצלחה').waitFor();
    expect(await seriousViolations(admin)).toEqual([]);

    const saved = (await (await admin.request.get('/api/WebsiteConfiguration/GetByKey?key=Delivery')).json()) as {
      payload: WebsiteConfigEntry;
    };
    const value = JSON.parse(saved.payload.value) as { Calendar: Array<{ Date: string; Kind: string }>; CholHamoed: object };
    expect(value.Calendar).toEqual(expect.arrayContaining([{ Date: '2026-09-21', Kind: 'holiday', Holiday: 'yomKippur' }]));
    expect(value.CholHamoed).toEqual({ Deliver: false, CutoffHour: null });
  });

  it("says in the buyer's cart by when to order before Yom Kippur, and offers no holiday or Chol HaMoed day", async () => {
    buyer = await pageAt(viewport, app.url, ['buyer@example.com', 'Buyer123!']);
    const item = await orderableItem(buyer);
    await (await searchAndGetCard(buyer, item)).getByRole('button', { name: 'הוספה לסל' }).click();
    await openCart(buyer);
    await buyer.getByText('להזמנות לפני יום כיפור: הזמינו עד יום ה׳ 17/09 בשעה 14:00, לאספקה ביום א׳ 20/09.', { exact: true }).waitFor();
    const days = await buyer.getByLabel('יום אספקה').locator('option').allTextContents();
    // Tuesday 15/09 first; Monday 21/09 (Yom Kippur), Saturday 26/09 (Sukkot), 27/09–01/10 (Chol HaMoed) and 03/10 never.
    expect(days[0]).toBe('יום ג׳ 15/09 (המוקדם ביותר)');
    expect(days).toContain('יום א׳ 20/09');
    expect(days).toContain('יום ג׳ 22/09');
    for (const gone of ['21/09', '27/09', '28/09', '29/09', '30/09', '01/10']) expect(days.join()).not.toContain(gone);
  });

  it('closes the eve at its earlier hour: on the eve of Yom Kippur an order by 12:00 comes the day after it', async () => {
    // Sunday 20/09/2026, 09:00 in Israel.
    await buyer.clock.setFixedTime(new Date('2026-09-20T06:00:00Z'));
    await buyer.reload();
    await buyer.locator('.delivery__promise').getByText('הזמנה עד 12:00 תסופק ביום ג׳ 22/09', { exact: true }).waitFor();
    // Too late to order for Yom Kippur's last delivery (today): the notice turns to Sukkot.
    await buyer.getByText('להזמנות לפני סוכות: הזמינו עד יום ד׳ 23/09 בשעה 14:00, לאספקה ביום ה׳ 24/09.', { exact: true }).waitFor();
    expect(pageErrors(buyer)).toEqual([]);
    expect(pageErrors(admin)).toEqual([]);
  });
});
