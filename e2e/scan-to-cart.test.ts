// Scan to cart on a 390 px phone, with Chromium's fake camera playing a video of
// two real EAN-13 barcodes of the demo catalogue: A for 1.5 s, B for 1.5 s, then nothing for 8 s,
// then A again (the video loops). A held in front of the camera for many frames adds one pack; the
// last scan is undone; A seen again after the pause adds a second pack; the cart says the same.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Item } from '@shared/contract/entities';
import { appFor, launchBrowser, login, newPage, pageErrors } from './support/app';
import { writeBarcodeVideo } from './support/barcodeVideo';
import { openCart, quantityBox, waitForQuantity } from './support/shop';

const app = appFor();
let browser: Browser;
let page: Page;
let a: Item;
let b: Item;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scan-to-cart-'));
  // The codes are read from a provider that is not yet started here: the demo catalogue is the same
  // on every start, so a first app reads them (below) and the video is written before the browser.
});

afterAll(async () => {
  await browser?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('adds a pack per barcode held up, once however many frames show it, and again after a pause', async () => {
  // The items: two available, priced items of the buyer with EAN-13 codes.
  const token = await (
    await fetch(`${app.url}/api/Account/Login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@example.com', password: 'Buyer123!' }),
    })
  ).json();
  const list = await (
    await fetch(`${app.url}/api/Item/List?pageSize=100`, { headers: { Authorization: `Bearer ${(token as { payload: string }).payload}` } })
  ).json();
  const items = (list as { payload: { items: Item[] } }).payload.items.filter(
    (i) => i.isAvailable && typeof i.salePriceInNIS === 'number' && /^\d{13}$/.test(i.catalogNumber),
  );
  [a, b] = [items[0]!, items.find((i) => i.itemPackSize !== items[0]!.itemPackSize) ?? items[1]!];
  const video = path.join(dir, 'barcodes.y4m');
  writeBarcodeVideo(video, [
    { code: null, seconds: 1 },
    { code: a.catalogNumber, seconds: 1.5 },
    { code: null, seconds: 1.5 },
    { code: b.catalogNumber, seconds: 1.5 },
    { code: null, seconds: 8 },
  ]);
  browser = await launchBrowser([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ]);
  ({ page } = await newPage(browser, 'phone', app.url));
  await page.context().grantPermissions(['camera'], { origin: app.url });
  await page.goto('/');
  await login(page, 'buyer@example.com', 'Buyer123!');

  await page.getByRole('button', { name: 'סריקת ברקוד' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'סריקה רציפה לסל' }).click();
  const list2 = dialog.getByRole('list', { name: 'הפריטים שנסרקו' });
  const lineOf = (item: Item) => list2.getByRole('listitem').filter({ hasText: item.itemDescription });

  // A, held up for 15 frames, then B: one pack of each.
  await lineOf(b).waitFor({ timeout: 30_000 });
  expect(await lineOf(a).innerText()).toContain(`${a.itemPackSize} יח׳ בסל מהסריקה`);
  expect(await lineOf(b).innerText()).toContain(`${b.itemPackSize} יח׳ בסל מהסריקה`);
  expect(await list2.getByRole('listitem').count()).toBe(2);

  // Undo takes B's pack back; + and − change a line by a pack.
  await dialog.getByRole('button', { name: 'ביטול הסריקה האחרונה' }).click();
  await lineOf(b).getByText('0 יח׳ בסל מהסריקה').waitFor();
  await dialog.getByRole('button', { name: `אריזה נוספת של ${b.itemDescription}` }).click();
  await dialog.getByRole('button', { name: `אריזה אחת פחות של ${b.itemDescription}` }).click();
  await lineOf(b).getByText('0 יח׳ בסל מהסריקה').waitFor();

  // The video loops: A comes back after the pause and adds a second pack.
  await lineOf(a)
    .getByText(`${a.itemPackSize * 2} יח׳ בסל מהסריקה`)
    .waitFor({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'סיום' }).click();
  await dialog.waitFor({ state: 'detached' });

  await openCart(page);
  await waitForQuantity(quantityBox(page.locator('main'), a), a.itemPackSize * 2);
  expect(await page.locator('main').innerText()).not.toContain(b.itemDescription);
  expect(pageErrors(page)).toEqual([]);
});

it.each(['phone', 'desktop'] as const)(
  'on a %s, tells a refused camera apart from no camera, says how to allow it again, and tries again',
  async (viewport) => {
    // The browser's answer to getUserMedia, as the page's camera call meets it: window.cameraError names
    // the DOMException it fails with (a refusal, no camera), or none (the fake camera opens).
    const { context, page: scanning } = await newPage(browser, viewport, app.url);
    await scanning.addInitScript(() => {
      const media = navigator.mediaDevices;
      const open = media.getUserMedia.bind(media);
      media.getUserMedia = (constraints) => {
        const name = (window as unknown as { cameraError?: string }).cameraError;
        return name ? Promise.reject(new DOMException('camera', name)) : open(constraints);
      };
      (window as unknown as { cameraError?: string }).cameraError = 'NotAllowedError';
    });
    await scanning.goto('/');
    const dialog = scanning.getByRole('dialog', { name: 'סריקת ברקוד' });
    await scanning.getByRole('button', { name: 'סריקת ברקוד' }).click();
    const refused = dialog.getByRole('alert');
    await refused.getByText('הגישה למצלמה נחסמה, ולכן אי אפשר לסרוק.').waitFor();
    expect(await refused.innerText()).toMatch(/Chrome:[^]*Safari[^]*Firefox:/);
    expect(await refused.innerText()).not.toContain('לא נמצאה מצלמה');

    // Allowed in the browser's settings: 'try again' opens the camera.
    await scanning.evaluate(() => delete (window as unknown as { cameraError?: string }).cameraError);
    await refused.getByRole('button', { name: 'ניסיון נוסף' }).click();
    await dialog.locator('video').waitFor();
    await scanning.waitForFunction(
      () => (document.querySelector('dialog video, [role=dialog] video') as HTMLVideoElement | null)?.srcObject,
    );
    await scanning.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // No camera at all: said as such, with the typed code as the way on.
    await scanning.evaluate(() => ((window as unknown as { cameraError?: string }).cameraError = 'NotFoundError'));
    await scanning.getByRole('button', { name: 'סריקת ברקוד' }).click();
    await dialog.getByRole('alert').getByText('לא נמצאה מצלמה זמינה. אפשר להקליד את המספר שמתחת לברקוד בתיבת החיפוש.').waitFor();
    expect(await dialog.innerText()).not.toContain('נחסמה');
    expect(pageErrors(scanning)).toEqual([]);
    await context.close();
  },
);
