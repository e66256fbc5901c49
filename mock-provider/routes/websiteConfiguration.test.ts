import type { WebsiteConfigEntry } from '@shared/contract/settings';
import { settingValueErrors, SiteSettingDto, validateDto } from '@shared/validation';
import { addDays } from '@shared/rules/delivery';
import { createTestProvider, JPEG_SAMPLE, PNG_1X1, type TestProvider } from '../testing';

const admin = (p: TestProvider) => ({
  post: (path: string, body?: object) => p.api().post(`/api${path}`).set(p.auth(p.tokens.admin)).send(body),
  upload: (path: string, file: Buffer, name: string) => p.api().post(`/api${path}`).set(p.auth(p.tokens.admin)).attach('file', file, name),
});

/** The parsed value of a key, as a visitor reads it. */
const valueOf = async (p: TestProvider, key: string): Promise<unknown> => {
  const res = await p.api().get('/api/WebsiteConfiguration/GetByKey').query({ key });
  expect(res.status).toBe(200);
  return JSON.parse(res.body.payload.value);
};

describe('GET /WebsiteConfiguration/List', () => {
  // The demo store's own settings (its minimum order too).
  const p = createTestProvider({ settings: {} });

  it('gives every known key of the demo store to a visitor, each value a JSON string', async () => {
    const res = await p.api().get('/api/WebsiteConfiguration/List');
    expect(res.status).toBe(200);
    const entries = res.body.payload as WebsiteConfigEntry[];
    const byKey = new Map(entries.map((e) => [e.key, JSON.parse(e.value)]));
    expect([...byKey.keys()].sort()).toEqual([
      'AccessibilityCoordinator',
      'ContactDetails',
      'Delivery',
      'Discount',
      'HomeAboutUs',
      'HomeAboutUsImage',
      'HomePageBanners',
      'Logo',
      'SiteDiscount',
      'VatPercent',
    ]);
    expect(byKey.get('Logo')).toEqual({ Url: expect.stringMatching(/^\/api\/files\//) });
    expect(byKey.get('HomePageBanners')).toHaveLength(3);
    for (const b of byKey.get('HomePageBanners')) expect(b).toEqual({ Id: expect.any(String), Url: expect.any(String) });
    expect(byKey.get('HomeAboutUs')).toEqual({ Title: expect.any(String), Text: expect.any(String) });
    expect(byKey.get('HomeAboutUsImage')).toEqual({ Url: expect.any(String) });
    expect(byKey.get('VatPercent')).toEqual({ Discount: 18 });
    expect(byKey.get('Discount')).toEqual({ Discount: expect.any(Number) });
    expect(byKey.get('SiteDiscount')).toEqual({ Discount: expect.any(Number) });
    expect(byKey.get('ContactDetails')).toEqual({ Phone: expect.any(String), Email: expect.any(String), Address: expect.any(String) });
    expect(byKey.get('AccessibilityCoordinator')).toEqual({ Name: 'מיכל לוי', Phone: '03-5556790', Email: expect.stringContaining('@') });
    // Sunday to Thursday, orders by 14:00, at least 300.00 ₪ before VAT.
    expect(byKey.get('Delivery')).toEqual({ Days: [0, 1, 2, 3, 4], CutoffHour: 14, NoDeliveryDates: [], MinimumOrder: 300 });
    // The demo store's own values keep the rules an administrator's save is held to.
    for (const entry of entries) expect({ entry, ok: validateDto(SiteSettingDto, entry).ok }).toEqual({ entry, ok: true });
  });
});

describe('GET /WebsiteConfiguration/GetByKey', () => {
  const p = createTestProvider();

  it('gives one entry as {key, value}', async () => {
    const res = await p.api().get('/api/WebsiteConfiguration/GetByKey').query({ key: 'VatPercent' });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ key: 'VatPercent', value: JSON.stringify({ Discount: 18 }) });
  });

  it('responds with 404 for an unknown key and 400 without a key', async () => {
    const unknown = await p.api().get('/api/WebsiteConfiguration/GetByKey').query({ key: 'NoSuchKey' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, error: { code: 'not_found' } });
    const missing = await p.api().get('/api/WebsiteConfiguration/GetByKey');
    expect(missing.status).toBe(400);
    expect(missing.body.error.errors).toEqual({ key: ['required'] });
  });
});

describe('POST /WebsiteConfiguration/AddOrUpdate', () => {
  it('stores a new value, which GetByKey and List then give', async () => {
    const p = createTestProvider();
    const value = { Title: 'אודותינו', Text: 'טקסט חדש' };
    const res = await admin(p).post('/WebsiteConfiguration/AddOrUpdate', { key: 'HomeAboutUs', value: JSON.stringify(value) });
    expect(res.status).toBe(200);
    expect(await valueOf(p, 'HomeAboutUs')).toEqual(value);
    const list = (await p.api().get('/api/WebsiteConfiguration/List')).body.payload as WebsiteConfigEntry[];
    expect(JSON.parse(list.find((e) => e.key === 'HomeAboutUs')!.value)).toEqual(value);
  });

  it('adds a known key that had been deleted', async () => {
    const p = createTestProvider();
    await admin(p).post('/WebsiteConfiguration/Delete', { key: 'SiteDiscount' }).expect(200);
    expect((await admin(p).post('/WebsiteConfiguration/AddOrUpdate', { key: 'SiteDiscount', value: '{"Discount":5}' })).status).toBe(200);
    expect(await valueOf(p, 'SiteDiscount')).toEqual({ Discount: 5 });
  });

  it.each([
    [{ key: 'HomeAboutUs', value: 'not json' }, { value: ['invalidJson'] }],
    [{ key: 'HomeAboutUs', value: '{"Title":' }, { value: ['invalidJson'] }],
    [{ key: 'NoSuchKey', value: '{}' }, { key: ['selectSettingType'] }],
    [{ key: 'HomePageBanners', value: '{"Id":"1","Url":"/x"}' }, { value: ['invalidJson'] }],
    [{ key: 'ContactDetails', value: '[1,2]' }, { value: ['invalidJson'] }],
    [{ key: 'HomeAboutUs' }, { value: ['required'] }],
    [{ key: 'HomeAboutUs', value: '{"Title":"","Text":"טקסט"}' }, { value: ['required'] }],
    [{ key: 'HomeAboutUs', value: '{"Title":"אודותינו","Text":""}' }, { value: ['required'] }],
    [{ key: 'ContactDetails', value: '{"Phone":"התקשרו","Email":"a@b.co","Address":""}' }, { value: ['invalidPhone'] }],
    [{ key: 'ContactDetails', value: '{"Phone":"03-1234567","Email":"","Address":""}' }, { value: ['required'] }],
    [{ key: 'ContactDetails', value: '{"Phone":"03-1234567","Email":"orders@","Address":""}' }, { value: ['invalidEmail'] }],
    [{ key: 'AccessibilityCoordinator', value: '{"Name":"","Phone":"03-1234567","Email":"a@b.co"}' }, { value: ['required'] }],
    [
      { key: 'AccessibilityCoordinator', value: '{"Name":"מיכל","Phone":"03-1234567","Email":"javascript:alert(1)//@x.co"}' },
      { value: ['invalidEmail'] },
    ],
    [
      { key: 'ContactDetails', value: '{"Phone":"03-1234567","Email":"javascript:alert(1)//@x.co","Address":""}' },
      { value: ['invalidEmail'] },
    ],
  ])('refuses %p with 400 and %p, changing nothing', async (body, errors) => {
    const p = createTestProvider();
    const before = (await p.api().get('/api/WebsiteConfiguration/List')).body.payload;
    const res = await admin(p).post('/WebsiteConfiguration/AddOrUpdate', body);
    expect(res.status).toBe(400);
    expect(res.body.error.errors).toEqual(errors);
    expect((await p.api().get('/api/WebsiteConfiguration/List')).body.payload).toEqual(before);
  });

  it('takes a list of banners for HomePageBanners', async () => {
    const p = createTestProvider();
    const banners = [{ Id: '7', Url: '/api/files/g-banner-2' }];
    expect(
      (await admin(p).post('/WebsiteConfiguration/AddOrUpdate', { key: 'HomePageBanners', value: JSON.stringify(banners) })).status,
    ).toBe(200);
    expect(await valueOf(p, 'HomePageBanners')).toEqual(banners);
  });
});

describe('POST /WebsiteConfiguration/Delete', () => {
  it('deletes the key named in the body; GetByKey then responds with 404, and a second delete 404', async () => {
    const p = createTestProvider();
    const res = await admin(p).post('/WebsiteConfiguration/Delete', { key: 'Discount' });
    expect(res.status).toBe(200);
    expect((await p.api().get('/api/WebsiteConfiguration/GetByKey').query({ key: 'Discount' })).status).toBe(404);
    const list = (await p.api().get('/api/WebsiteConfiguration/List')).body.payload as WebsiteConfigEntry[];
    expect(list.map((e) => e.key)).not.toContain('Discount');
    expect((await admin(p).post('/WebsiteConfiguration/Delete', { key: 'Discount' })).status).toBe(404);
  });

  it('refuses an unknown key or no key with 400', async () => {
    const p = createTestProvider();
    expect((await admin(p).post('/WebsiteConfiguration/Delete', { key: 'Nope' })).body.error.errors).toEqual({
      key: ['selectSettingType'],
    });
    expect((await admin(p).post('/WebsiteConfiguration/Delete', {})).status).toBe(400);
  });
});

describe('POST /WebsiteConfiguration/Upload/{configKey}', () => {
  it('sets the logo to the uploaded image, served at the returned URL', async () => {
    const p = createTestProvider();
    const res = await admin(p).upload('/WebsiteConfiguration/Upload/Logo', PNG_1X1, 'logo.png');
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ url: expect.stringMatching(/^\/api\/files\/[\w-]+$/) });
    expect(await valueOf(p, 'Logo')).toEqual({ Url: res.body.payload.url });
    const file = await p.api().get(res.body.payload.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('appends a banner {Id, Url} with a new id', async () => {
    const p = createTestProvider();
    const before = (await valueOf(p, 'HomePageBanners')) as Array<{ Id: string; Url: string }>;
    const res = await admin(p).upload('/WebsiteConfiguration/Upload/HomePageBanners', JPEG_SAMPLE, 'banner.jpg');
    expect(res.status).toBe(200);
    const after = (await valueOf(p, 'HomePageBanners')) as Array<{ Id: string; Url: string }>;
    expect(after).toHaveLength(before.length + 1);
    expect(after.slice(0, before.length)).toEqual(before);
    const added = after[after.length - 1]!;
    expect(added.Url).toBe(res.body.payload.url);
    expect(before.map((b) => b.Id)).not.toContain(added.Id);
  });

  it('sets the about-us image', async () => {
    const p = createTestProvider();
    const res = await admin(p).upload('/WebsiteConfiguration/Upload/HomeAboutUsImage', PNG_1X1, 'about.png');
    expect(res.status).toBe(200);
    expect(await valueOf(p, 'HomeAboutUsImage')).toEqual({ Url: res.body.payload.url });
  });

  it.each(['VatPercent', 'Nope'])('refuses the key %s with 400, storing nothing', async (key) => {
    const p = createTestProvider();
    const files = p.store.db.files.size;
    const res = await admin(p).upload(`/WebsiteConfiguration/Upload/${key}`, PNG_1X1, 'x.png');
    expect(res.status).toBe(400);
    expect(res.body.error.errors).toEqual({ configKey: ['selectSettingType'] });
    expect(p.store.db.files.size).toBe(files);
  });
});

describe('POST /WebsiteConfiguration/Delete/HomeBanner/{bannerId}', () => {
  it('removes one banner and keeps the others', async () => {
    const p = createTestProvider();
    const before = (await valueOf(p, 'HomePageBanners')) as Array<{ Id: string; Url: string }>;
    const target = before[1]!;
    const res = await admin(p).post(`/WebsiteConfiguration/Delete/HomeBanner/${target.Id}`);
    expect(res.status).toBe(200);
    expect(await valueOf(p, 'HomePageBanners')).toEqual(before.filter((b) => b.Id !== target.Id));
  });

  it('responds with 404 for an unknown banner, changing nothing', async () => {
    const p = createTestProvider();
    const before = await valueOf(p, 'HomePageBanners');
    const res = await admin(p).post('/WebsiteConfiguration/Delete/HomeBanner/999');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    expect(await valueOf(p, 'HomePageBanners')).toEqual(before);
  });
});

describe("the Delivery setting's holiday calendar", () => {
  const base = { Days: [0, 1, 2, 3, 4], CutoffHour: 14, NoDeliveryDates: [], MinimumOrder: 300 };
  const pesach = [
    { Date: '2027-04-21', Kind: 'eve', Holiday: 'pesach' },
    { Date: '2027-04-22', Kind: 'holiday', Holiday: 'pesach' },
  ];

  it('stores confirmed days with the rule of an eve and of Chol HaMoed, and a setting without them as before', async () => {
    const p = createTestProvider();
    const value = { ...base, Calendar: pesach, Eve: { Deliver: true, CutoffHour: 12 }, CholHamoed: { Deliver: false, CutoffHour: null } };
    expect((await admin(p).post('/WebsiteConfiguration/AddOrUpdate', { key: 'Delivery', value: JSON.stringify(value) })).status).toBe(200);
    expect(await valueOf(p, 'Delivery')).toEqual(value);
    expect((await admin(p).post('/WebsiteConfiguration/AddOrUpdate', { key: 'Delivery', value: JSON.stringify(base) })).status).toBe(200);
    expect(await valueOf(p, 'Delivery')).toEqual(base);
  });

  /** JSON text of a list nested 5,000 deep (too deep for JSON.stringify to write). */
  const DEEP = '__deep__';
  const textOf = (value: object) => JSON.stringify(value).replace(`"${DEEP}"`, `${'['.repeat(5000)}${']'.repeat(5000)}`);
  it.each([
    ['a day that is no date', { Calendar: [{ ...pesach[0], Date: '2027-02-30' }] }, 'Calendar'],
    ['a kind of day it does not know', { Calendar: [{ ...pesach[0], Kind: 'party' }] }, 'Calendar'],
    ['a holiday it does not know', { Calendar: [{ ...pesach[0], Holiday: 'purim' }] }, 'Calendar'],
    ['the same date twice', { Calendar: [pesach[0], pesach[0]] }, 'Calendar'],
    [
      '1,000 days',
      {
        // A thousand days, each once (the rule of repeats cannot be what refuses them).
        Calendar: Array.from({ length: 1000 }, (_, i) => ({ Date: addDays('2027-01-01', i), Kind: 'eve', Holiday: 'pesach' })),
      },
      'Calendar',
    ],
    ['an eve closing at hour 25', { Calendar: pesach, Eve: { Deliver: true, CutoffHour: 25 } }, 'Eve'],
    ['a Chol HaMoed rule without Deliver', { Calendar: pesach, CholHamoed: { CutoffHour: 12 } }, 'CholHamoed'],
    ['a calendar nested 5,000 deep', { Calendar: DEEP }, 'Calendar'],
  ])('refuses %s with 400, changing nothing', async (_name, extra, field) => {
    const p = createTestProvider();
    const before = await valueOf(p, 'Delivery');
    const res = await admin(p).post('/WebsiteConfiguration/AddOrUpdate', { key: 'Delivery', value: textOf({ ...base, ...extra }) });
    expect(res.status).toBe(400);
    expect(await valueOf(p, 'Delivery')).toEqual(before);
    // The rule says which part is wrong (the back office puts its message there).
    expect(Object.keys(settingValueErrors('Delivery', JSON.parse(textOf({ ...base, ...extra }))) ?? {})).toEqual([field]);
  });
});
