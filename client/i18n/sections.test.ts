import { he, storefrontSections } from './he';

describe('the string sections', () => {
  it("never define one key twice: a later section would silently replace an earlier one's text", () => {
    const owners = new Map<string, string[]>();
    for (const [name, section] of Object.entries(storefrontSections))
      for (const key of Object.keys(section)) owners.set(key, [...(owners.get(key) ?? []), name]);
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
  });

  it('are all in the joined table, each text as its section gives it', () => {
    for (const section of Object.values(storefrontSections))
      for (const [key, text] of Object.entries(section)) expect(he[key as keyof typeof he]).toBe(text);
  });
});
