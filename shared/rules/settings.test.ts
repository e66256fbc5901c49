import { isSettingKey, parseBanners, parseConfigValue, parseSetting, settingsFromEntries } from './settings';

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
