import { joinStrings } from './strings';

describe('joinStrings', () => {
  it('joins sections into one flat table', () => {
    const greet = (name: string) => `שלום ${name}`;
    const table = joinStrings({ a: { title: 'כותרת' }, b: { greet } });
    expect(table.title).toBe('כותרת');
    expect(table.greet('דנה')).toBe('שלום דנה');
  });

  it('refuses two sections that define one key, naming the key and both sections', () => {
    // Sections whose keys are known only at run time (the compile-time check below cannot see them).
    const join = joinStrings as (sections: Record<string, Record<string, string>>) => unknown;
    expect(() => join({ first: { title: 'ראשון' }, second: { title: 'שני' } })).toThrow(
      'The string "title" is defined by both first and second',
    );
  });

  it('does not compile when two sections define one key', () => {
    // @ts-expect-error: both sections define `title`
    expect(() => joinStrings({ first: { title: 'ראשון' }, second: { title: 'שני' } })).toThrow('"title"');
  });
});
