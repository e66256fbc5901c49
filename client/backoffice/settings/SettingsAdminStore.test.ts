/** @jest-environment node */
import { ApiError } from '../../api/ApiError';
import type { RootStore } from '../../stores/RootStore';
import { dispose } from '../../stores/testing';
import { ADMIN, stubRoot, type StubHandler } from '../categories/CategoryTesting';
import { SettingsAdminStore } from './SettingsAdminStore';
import { parsePercent, SettingsFormStore } from './SettingsFormStore';

const entries = [
  {
    key: 'HomePageBanners',
    value: JSON.stringify([
      { Id: '1', Url: '/a' },
      { Id: '2', Url: '/b' },
      { Id: '3', Url: '/c' },
    ]),
  },
  { key: 'ContactDetails', value: JSON.stringify({ Phone: '03-1', Email: 'a@b.co', Address: 'רחוב' }) },
  { key: 'VatPercent', value: JSON.stringify({ Discount: 18 }) },
  { key: 'HomeAboutUs', value: 'not json' },
];

const provider =
  (fail?: string): StubHandler =>
  (route) => {
    if (route === fail) throw new ApiError(500, 'internal_error', 'boom');
    if (route === '/WebsiteConfiguration/List') return entries;
    if (route === '/WebsiteConfiguration/Upload/:configKey') return { url: '/api/files/9' };
    return undefined;
  };

async function loaded(handler: StubHandler) {
  const env = stubRoot(handler, ADMIN);
  const admin = new SettingsAdminStore(env.root);
  await admin.load();
  const forms = new SettingsFormStore(admin);
  forms.fill(admin.settings!);
  return { ...env, admin, forms };
}

const saves = (calls: Array<{ route: string; options: { body?: unknown } }>) =>
  calls.filter((c) => c.route === '/WebsiteConfiguration/AddOrUpdate').map((c) => c.options.body);

describe('SettingsAdminStore and SettingsFormStore', () => {
  let root: RootStore;
  afterEach(() => dispose(root));

  it('fills the forms from the settings list (a value that fails to parse counts as empty)', async () => {
    const env = await loaded(provider());
    root = env.root;
    expect(env.forms.phone).toBe('03-1');
    expect(env.forms.aboutTitle).toBe('');
    expect(env.admin.banners.map((b) => b.Id)).toEqual(['1', '2', '3']);
  });

  it('saves the contact details as a JSON string value, invalidates the storefront settings and says so', async () => {
    const env = await loaded(provider());
    root = env.root;
    env.forms.set('phone', ' 03-5550000 ');
    env.forms.set('address', 'הרצל 1, חולון');
    await expect(env.forms.saveContact()).resolves.toBe(true);
    expect(saves(env.calls)).toEqual([
      { key: 'ContactDetails', value: JSON.stringify({ Phone: '03-5550000', Email: 'a@b.co', Address: 'הרצל 1, חולון' }) },
    ]);
    expect(env.invalidated).toContainEqual(['settings']);
    expect(env.admin.notices.contact).toEqual({ tone: 'success', text: 'ההגדרות נשמרו בהצלחה. האתר כבר מציג את השינוי.' });
  });

  it('refuses a contact email that is not an email', async () => {
    const env = await loaded(provider());
    root = env.root;
    env.forms.set('email', 'nope');
    await expect(env.forms.saveContact()).resolves.toBe(false);
    expect(env.forms.errors.email).toBe('invalidEmail');
    expect(saves(env.calls)).toEqual([]);
  });

  it("requires a setting type in the rates form, shows the chosen type's value and saves it as {Discount}", async () => {
    const env = await loaded(provider());
    root = env.root;
    env.forms.set('rateValue', '5');
    await expect(env.forms.saveRate()).resolves.toBe(false);
    expect(env.forms.errors.rateKey).toBe('selectSettingType');
    env.forms.chooseRate('VatPercent');
    expect(env.forms.rateValue).toBe('18');
    // SiteDiscount changes nothing in this product: the form does not offer it.
    env.forms.chooseRate('SiteDiscount');
    expect(env.forms.rateKey).toBe('');
    env.forms.chooseRate('Discount');
    env.forms.set('rateValue', '101');
    await expect(env.forms.saveRate()).resolves.toBe(false);
    expect(env.forms.errors.rateValue).toBe('יש להזין מספר בין 0 ל־100 (הנחה: פחות מ־100), עד שתי ספרות אחרי הנקודה.');
    env.forms.set('rateValue', '100');
    await expect(env.forms.saveRate()).resolves.toBe(false);
    env.forms.set('rateValue', '7.5');
    await expect(env.forms.saveRate()).resolves.toBe(true);
    expect(saves(env.calls)).toEqual([{ key: 'Discount', value: '{"Discount":7.5}' }]);
  });

  it('moves banners locally and saves the new order with AddOrUpdate of HomePageBanners', async () => {
    const env = await loaded(provider());
    root = env.root;
    env.admin.moveBanner(2, -1);
    env.admin.moveBanner(0, -1);
    expect(env.admin.banners.map((b) => b.Id)).toEqual(['1', '3', '2']);
    expect(env.admin.bannerOrderChanged).toBe(true);
    await env.admin.saveBannerOrder();
    expect(saves(env.calls)).toEqual([
      {
        key: 'HomePageBanners',
        value: JSON.stringify([
          { Id: '1', Url: '/a' },
          { Id: '3', Url: '/c' },
          { Id: '2', Url: '/b' },
        ]),
      },
    ]);
  });

  it('asks for a file before uploading, then uploads it under its key', async () => {
    const env = await loaded(provider());
    root = env.root;
    await expect(env.admin.upload('HomePageBanners')).resolves.toBe(false);
    expect(env.admin.notices.banners?.text).toBe('נא לבחור קובץ להעלאה.');
    env.admin.setFile('HomePageBanners', new File([new Uint8Array([1])], 'b.png'));
    await expect(env.admin.upload('HomePageBanners')).resolves.toBe(true);
    const upload = env.calls.find((c) => c.route === '/WebsiteConfiguration/Upload/:configKey')!;
    expect(upload.options.params).toEqual({ configKey: 'HomePageBanners' });
    expect(env.admin.files.HomePageBanners).toBeNull();
    expect(env.invalidated).toContainEqual(['settings']);
  });

  it('deletes a banner by id, and says so in Hebrew when that fails', async () => {
    const env = await loaded(provider('/WebsiteConfiguration/Delete/HomeBanner/:bannerId'));
    root = env.root;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(env.admin.deleteBanner(env.admin.banners[1]!)).resolves.toBe(false);
    expect(env.calls.at(-1)?.options.params).toEqual({ bannerId: '2' });
    expect(env.admin.notices.banners).toEqual({ tone: 'error', text: 'מחיקת הבאנר נכשלה. נסו שוב.' });
  });

  it('reads percentages from 0 to 100 with up to two decimals', () => {
    expect(['0', '18', '100', '7.25', ' 5 '].map(parsePercent)).toEqual([0, 18, 100, 7.25, 5]);
    expect(['', '-1', '100.5', '1e2', 'abc', '3.333'].map(parsePercent)).toEqual([null, null, null, null, null, null]);
  });
});
