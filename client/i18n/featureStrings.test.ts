import { common, validation } from './common';
import { featureStrings, validationText } from './featureStrings';
import { storefrontSections } from './he';

describe("a feature's own string table", () => {
  it('holds its strings and the common ones, flat', () => {
    const table = featureStrings({ scanDone: 'סיום', scannedUnits: (n: number) => `${n} יח׳` });
    expect(table.scanDone).toBe('סיום');
    expect(table.scannedUnits(3)).toBe('3 יח׳');
    expect(table.retry).toBe(common.retry);
    expect(table.validation).toBe(validation);
  });

  it("holds none of another feature's strings: each key of the storefront is in one section only", () => {
    const { common: _common, validation: _validation, ...features } = storefrontSections;
    for (const [name, section] of Object.entries(features)) {
      const table = featureStrings(section) as Record<string, unknown>;
      const others = Object.entries(features).filter(([other]) => other !== name);
      for (const [, other] of others)
        for (const key of Object.keys(other))
          expect({ section: name, key, present: key in table }).toEqual({ section: name, key, present: false });
    }
  });

  it('refuses a feature string that a common one already names', () => {
    const clash = featureStrings as (own: Record<string, string>) => unknown;
    expect(() => clash({ retry: 'שוב' })).toThrow('The string "retry" is defined by both common and own');
  });

  it('says a validation key in Hebrew, and the key itself when it has none', () => {
    expect(validationText('required')).toBe('שדה חובה');
    expect(validationText('noSuchKey')).toBe('noSuchKey');
    expect(validationText(undefined)).toBe('');
  });
});
