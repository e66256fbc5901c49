import { isMinimumOrder } from './delivery';
import { isSettingKey, parseBanners, parseConfigValue, parseSetting, ratePercent, settingsFromEntries } from './settings';

describe('website configuration values', () => {
  it('parses a JSON object value', () => {
    expect(parseSetting('HomeAboutUs', '{"Title":"עלינו","Text":"טקסט"}')).toEqual({ Title: 'עלינו', Text: 'טקסט' });
  });
  it.each([
    ['not JSON', '{oops'],
    ['a bare number', '42'],
    ['a string', '"x"'],
    ['null', 'null'],
    ['nothing', undefined],
  ])('gives {} for a value that is %s', (_, raw) => {
    expect(parseConfigValue(raw)).toEqual({});
    expect(parseSetting('ContactDetails', raw)).toEqual({});
  });
  it('gives {} for a list where an object is expected', () => {
    expect(parseSetting('Logo', '[1,2]')).toEqual({});
  });
  it('gives [] for a banner list that is not a list', () => {
    expect(parseBanners('{"Id":"1","Url":"/a.png"}')).toEqual([]);
    expect(parseBanners('oops')).toEqual([]);
    expect(parseSetting('HomePageBanners', '7')).toEqual([]);
  });
  it('keeps well-formed banners and drops the rest', () => {
    expect(parseBanners('[{"Id":"1","Url":"/a.png"},{"Id":2},null,{"Id":3,"Url":"/c.png"}]')).toEqual([
      { Id: '1', Url: '/a.png' },
      { Id: '3', Url: '/c.png' },
    ]);
  });
  it('builds every known setting from a list, absent keys empty', () => {
    const settings = settingsFromEntries([
      { key: 'VatPercent', value: '{"Discount":18}' },
      { key: 'Other', value: '{}' },
    ]);
    expect(settings.VatPercent).toEqual({ Discount: 18 });
    expect(settings.HomePageBanners).toEqual([]);
    expect(settings.Logo).toEqual({});
    expect(Object.keys(settings)).not.toContain('Other');
  });
  it('knows the known keys', () => {
    expect(isSettingKey('Logo')).toBe(true);
    expect(isSettingKey('logo')).toBe(false);
  });
});

describe('the money and rate settings keep the agora rule (shared/rules/price.ts)', () => {
  it('takes a rate in whole hundredths exactly (0.07 and 17.5), and refuses a fraction of one (12.3400000001, 1e-9)', () => {
    expect([0.07, 17.5, 18, 0].map((Discount) => ratePercent({ Discount }))).toEqual([0.07, 17.5, 18, 0]);
    expect([12.3400000001, 1e-9].map((Discount) => ratePercent({ Discount }))).toEqual([null, null]);
  });

  it('takes a minimum order in whole agorot only: 1e-9 and 300.0000001 are refused', () => {
    expect([300, 0, 120.5, 0.07].map(isMinimumOrder)).toEqual([true, true, true, true]);
    expect([1e-9, 300.0000001].map(isMinimumOrder)).toEqual([false, false]);
  });
});
