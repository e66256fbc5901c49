// The size-adjusted fallback of client/styles/fonts.css is what scripts/font-fallback.ts measures
// from the font files: a new version of Heebo, or a changed unicode range, fails here until the
// numbers are printed and written again.
import fs from 'node:fs';
import path from 'node:path';
import { fallbackFaces, fontFaceRule } from './font-fallback';

const css = fs.readFileSync(path.resolve(__dirname, '..', 'client', 'styles', 'fonts.css'), 'utf8');

/** A rule's descriptors, whitespace folded (prettier wraps long values). */
function descriptors(rule: string): Record<string, string> {
  const body = rule.slice(rule.indexOf('{') + 1, rule.lastIndexOf('}'));
  return Object.fromEntries(
    body
      .split(';')
      .map((d) => d.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
  );
}

describe("client/styles/fonts.css: 'Heebo Fallback'", () => {
  it('holds, face by face, the numbers measured from the font files', async () => {
    const written = [...css.matchAll(/@font-face\s*{[^}]*}/g)]
      .map((m) => descriptors(m[0]))
      .filter((d) => d['font-family'] === "'Heebo Fallback'");
    const measured = (await fallbackFaces()).map((face) => descriptors(fontFaceRule(face)));
    expect(measured).toHaveLength(8);
    expect(written).toEqual(measured);
  }, 60_000);
});
