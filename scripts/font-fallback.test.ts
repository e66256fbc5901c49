// The size-adjusted fallback of client/styles/fonts.css is what scripts/font-fallback.ts measures
// from the font files: a new version of Heebo, or a changed unicode range, fails here until the
// numbers are printed and written again. size-adjust is measured over the store's own text, so a new
// string moves the figures by a few hundredths of a per cent: the percentages are held to within
// TOLERANCE points (a new version of a font moves them by whole points), everything else exactly.
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

/** How far (in percentage points) a written percentage may be from the measured one. */
const TOLERANCE = 0.25;

/** A face's descriptors with its percentages rounded to TOLERANCE-wide steps around the measured ones. */
function near(written: Record<string, string>, measured: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(written).map(([key, value]) => {
      const w = /^(-?[\d.]+)%$/.exec(value);
      const m = /^(-?[\d.]+)%$/.exec(measured[key] ?? '');
      return [key, w && m && Math.abs(Number(w[1]) - Number(m[1])) <= TOLERANCE ? measured[key]! : value];
    }),
  );
}

describe("client/styles/fonts.css: 'Heebo Fallback'", () => {
  it('holds, face by face, the numbers measured from the font files', async () => {
    const written = [...css.matchAll(/@font-face\s*{[^}]*}/g)]
      .map((m) => descriptors(m[0]))
      .filter((d) => d['font-family'] === "'Heebo Fallback'");
    const measured = (await fallbackFaces()).map((face) => descriptors(fontFaceRule(face)));
    expect(measured).toHaveLength(8);
    expect(written.map((face, i) => near(face, measured[i] ?? {}))).toEqual(measured);
  }, 60_000);
});
