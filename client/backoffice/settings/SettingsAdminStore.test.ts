/** @jest-environment node */
import type { FakeRoute } from '../../app/testing';
import { ADMIN, fail, ok, testbed, type Testbed } from '../lib/testing';
import { validationText } from './he';
import { SettingsAdminStore } from './SettingsAdminStore';
import { openSettings, savedSettings as saves } from './testing';
import { parsePercent } from './SettingsFormStore';

const entries = [
  {
    key: 'HomePageBanners',
    value: JSON.stringify([
      { Id: '1', Url: '/a' },
      { Id: '2', Url: '/b' },
      { Id: '3', Url: '/c' },
    ]),
  },
  { key: 'ContactDetails', value: JSON.stringify({ Phone: '03-1234567', Email: 'a@b.co', Address: 'רחוב' }) },
  { key: 'VatPercent', value: JSON.stringify({ Discount: 18 }) },
  { key: 'HomeAboutUs', value: 'not json' },
];

/** The provider's settings calls; `failing` gets 500 ('POST /WebsiteConfiguration/Delete/HomeBanner/:bannerId'). */
const routes = (failing?: string): Record<string, FakeRoute> => {
  const all: Record<string, FakeRoute> = {
    'GET /WebsiteConfiguration/List': () => ok(entries),
    'POST /WebsiteConfiguration/Upload/:configKey': () => ok({ url: '/api/files/9' }),
    'POST /WebsiteConfiguration/AddOrUpdate': () => ok(),
    'POST /WebsiteConfiguration/Delete/HomeBanner/:bannerId': () => ok(),
  };
  if (failing) all[failing] = () => fail(500, 'internal_error', 'boom');
  return all;
};

async function loaded(failing?: string) {
  const { env, admin } = await openSettings(routes(failing));
  return { env, admin, forms: admin.forms };
}

describe('SettingsAdminStore and SettingsFormStore', () => {
  let env: Testbed;
  afterEach(() => env.dispose());

  it('fills the forms from the settings list (a value that fails to parse counts as empty)', async () => {
    const { env: bed, admin, forms } = await loaded();
    env = bed;
    expect(forms.phone).toBe('03-1234567');
    expect(forms.aboutTitle).toBe('');
    expect(admin.banners.map((b) => b.Id)).toEqual(['1', '2', '3']);
  });

  it('saves the contact details as a JSON string value, invalidates the storefront settings and says so', async () => {
    const { env: bed, admin, forms } = await loaded();
    env = bed;
    forms.set('phone', ' 03-5550000 ');
    forms.set('address', 'הרצל 1, חולון');
    await expect(forms.saveContact()).resolves.toBe(true);
    expect(saves(env)).toEqual([
      { key: 'ContactDetails', value: JSON.stringify({ Phone: '03-5550000', Email: 'a@b.co', Address: 'הרצל 1, חולון' }) },
    ]);
    expect(env.invalidated).toContainEqual(['settings']);
    expect(admin.sections.contact.message).toEqual({ tone: 'success', text: 'ההגדרות נשמרו בהצלחה. האתר כבר מציג את השינוי.' });
  });

  it('refuses a contact email that is not an email', async () => {
    const { env: bed, admin, forms } = await loaded();
    env = bed;
    forms.set('email', 'nope');
    await expect(forms.saveContact()).resolves.toBe(false);
    expect(admin.sections.contact.errors.email).toBe('invalidEmail');
    expect(saves(env)).toEqual([]);
  });

  it('refuses an empty contact email and a phone that is not a phone number, each on its field, and saves nothing', async () => {
    const { env: bed, admin, forms } = await loaded();
    env = bed;
    forms.set('phone', 'תתקשרו אלינו');
    forms.set('email', '  ');
    await expect(forms.saveContact()).resolves.toBe(false);
    expect(admin.sections.contact.errors).toEqual({ phone: 'invalidPhone', email: 'required' });
    expect(validationText(admin.sections.contact.errors.phone)).toBe('מספר טלפון לא תקין. לדוגמה: 050-1234567');
    expect(saves(env)).toEqual([]);
    // Typing in a field takes its message away; an Israeli number in any usual spelling is one.
    forms.set('phone', '+972 50-123 4567');
    expect(admin.sections.contact.errors).toEqual({ email: 'required' });
    forms.set('email', 'sales@sharon.example');
    await expect(forms.saveContact()).resolves.toBe(true);
    expect(saves(env)).toEqual([
      { key: 'ContactDetails', value: JSON.stringify({ Phone: '+972 50-123 4567', Email: 'sales@sharon.example', Address: 'רחוב' }) },
    ]);
  });

  it('requires the about-us title and text, each on its field, and saves them trimmed', async () => {
    const { env: bed, admin, forms } = await loaded();
    env = bed;
    // The stored value failed to parse: both fields start empty, and saving them so is refused.
    await expect(forms.saveAbout()).resolves.toBe(false);
    expect(admin.sections.about.errors).toEqual({ title: 'required', text: 'required' });
    forms.set('aboutTitle', ' מי אנחנו ');
    expect(admin.sections.about.errors).toEqual({ text: 'required' });
    await expect(forms.saveAbout()).resolves.toBe(false);
    expect(saves(env)).toEqual([]);
    forms.set('aboutText', 'מחסן סיטונאי בשרון.\nמשלוחים בכל יום.');
    await expect(forms.saveAbout()).resolves.toBe(true);
    expect(saves(env)).toEqual([
      { key: 'HomeAboutUs', value: JSON.stringify({ Title: 'מי אנחנו', Text: 'מחסן סיטונאי בשרון.\nמשלוחים בכל יום.' }) },
    ]);
  });

  it("requires a setting type in the rates form, shows the chosen type's value and saves it as {Discount}", async () => {
    const { env: bed, admin, forms } = await loaded();
    env = bed;
    forms.set('rateValue', '5');
    await expect(forms.saveRate()).resolves.toBe(false);
    expect(admin.sections.rates.errors.rateKey).toBe('selectSettingType');
    forms.chooseRate('VatPercent');
    expect(forms.rateValue).toBe('18');
    // SiteDiscount changes nothing in this product: the form does not offer it.
    forms.chooseRate('SiteDiscount');
    expect(forms.rateKey).toBe('');
    forms.chooseRate('Discount');
    forms.set('rateValue', '101');
    await expect(forms.saveRate()).resolves.toBe(false);
    expect(admin.sections.rates.errors.rateValue).toBe('יש להזין מספר בין 0 ל־100 (הנחה: פחות מ־100), עד שתי ספרות אחרי הנקודה.');
    forms.set('rateValue', '100');
    await expect(forms.saveRate()).resolves.toBe(false);
    forms.set('rateValue', '7.5');
    await expect(forms.saveRate()).resolves.toBe(true);
    expect(saves(env)).toEqual([{ key: 'Discount', value: '{"Discount":7.5}' }]);
  });

  it('moves banners locally and saves the new order with AddOrUpdate of HomePageBanners', async () => {
    const { env: bed, admin } = await loaded();
    env = bed;
    admin.moveBanner(2, -1);
    admin.moveBanner(0, -1);
    expect(admin.banners.map((b) => b.Id)).toEqual(['1', '3', '2']);
    expect(admin.bannerOrderChanged).toBe(true);
    await admin.saveBannerOrder();
    expect(saves(env)).toEqual([
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
    const { env: bed, admin } = await loaded();
    env = bed;
    await expect(admin.upload('HomePageBanners')).resolves.toBe(false);
    expect(admin.sections.banners.message?.text).toBe('נא לבחור קובץ להעלאה.');
    admin.setFile('HomePageBanners', new File([new Uint8Array([1])], 'b.png'));
    await expect(admin.upload('HomePageBanners')).resolves.toBe(true);
    expect(env.keys()).toContain('POST /WebsiteConfiguration/Upload/HomePageBanners');
    expect(env.sent('POST /WebsiteConfiguration/Upload/HomePageBanners')[0]).toBeInstanceOf(FormData);
    expect(admin.files.HomePageBanners).toBeNull();
    expect(env.invalidated).toContainEqual(['settings']);
  });

  it('deletes a banner by id, and says so in Hebrew when that fails', async () => {
    const { env: bed, admin } = await loaded('POST /WebsiteConfiguration/Delete/HomeBanner/:bannerId');
    env = bed;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(admin.deleteBanner(admin.banners[1]!)).resolves.toBe(false);
    expect(env.keys().at(-1)).toBe('POST /WebsiteConfiguration/Delete/HomeBanner/2');
    expect(admin.sections.banners.message).toEqual({ tone: 'error', text: 'מחיקת הבאנר נכשלה. נסו שוב.' });
  });

  it('reads percentages from 0 to 100 with up to two decimals', () => {
    expect(['0', '18', '100', '7.25', ' 5 '].map(parsePercent)).toEqual([0, 18, 100, 7.25, 5]);
    expect(['', '-1', '100.5', '1e2', 'abc', '3.333'].map(parsePercent)).toEqual([null, null, null, null, null, null]);
  });
});

describe('what closing the settings dialog would lose', () => {
  let env: Testbed;
  afterEach(() => env.dispose());

  it('counts typing that differs from the settings, banners moved and a file chosen; not an edit undone', async () => {
    const { env: bed, admin, forms } = await loaded();
    env = bed;
    expect(admin.unsaved).toBe(false);
    forms.set('phone', '03-2');
    expect(admin.unsaved).toBe(true);
    forms.set('phone', ' 03-1234567 ');
    expect(admin.unsaved).toBe(false);
    forms.chooseRate('VatPercent');
    expect(admin.unsaved).toBe(false);
    forms.set('rateValue', '17');
    expect(admin.unsaved).toBe(true);
    forms.set('rateValue', '18');
    expect(admin.unsaved).toBe(false);
    admin.moveBanner(0, 1);
    expect(admin.unsaved).toBe(true);
    admin.moveBanner(0, 1);
    expect(admin.unsaved).toBe(false);
    admin.setFile('Logo', new File([new Uint8Array([1])], 'logo.png'));
    expect(admin.unsaved).toBe(true);
    admin.setFile('Logo', null);
    expect(admin.unsaved).toBe(false);
  });

  it('counts nothing once the typing is saved (the settings are read again)', async () => {
    let current = [...entries];
    env = testbed(
      {
        'GET /WebsiteConfiguration/List': () => ok(current),
        'POST /WebsiteConfiguration/AddOrUpdate': (req) => {
          const entry = req.body as { key: string; value: string };
          current = [...current.filter((e) => e.key !== entry.key), entry];
          return ok();
        },
      },
      ADMIN,
    );
    const admin = new SettingsAdminStore(env.root);
    await admin.load();
    admin.forms.set('aboutTitle', 'מי אנחנו');
    admin.forms.set('aboutText', 'מחסן סיטונאי בשרון.');
    expect(admin.unsaved).toBe(true);
    await expect(admin.forms.saveAbout()).resolves.toBe(true);
    expect(admin.unsaved).toBe(false);
  });

  it('says the settings could not be read, with the reason, and reads them on retry', async () => {
    let response = fail(502, 'bad_gateway');
    env = testbed({ 'GET /WebsiteConfiguration/List': () => response }, ADMIN);
    const admin = new SettingsAdminStore(env.root);
    await admin.load();
    expect([admin.settings, admin.loadError !== null]).toEqual([null, true]);
    response = ok(entries);
    await admin.load();
    expect([admin.loadError, admin.forms.phone]).toEqual([null, '03-1234567']);
  });
});
