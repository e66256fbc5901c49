// Prints the @font-face rules of 'Heebo Fallback' (client/styles/fonts.css): local system faces
// resized to take the room Heebo takes, so that when Heebo arrives (font-display: swap) the text
// does not move. Run by hand after changing the font or the fallbacks:
//   npx tsx scripts/font-fallback.ts [--json]
// Measured with fontkit from the font files themselves: Heebo's variable faces from
// @fontsource-variable/heebo (at 400, 500, 600 and 700), and the fallbacks as Debian installs them
// (FALLBACK_FONTS=dir overrides where they are looked for). Liberation Sans stands for Arial: it was
// drawn to Arial's metrics (every advance width and the vertical metrics are Arial's), so one rule
// covers both. DejaVu Sans is the Hebrew face Linux falls back on (Liberation Sans has no Hebrew).
//
// size-adjust is the ratio of the room the store's own text takes in Heebo to what it takes in the
// fallback: the storefront's Hebrew strings and the demo catalogue's names, catalogue numbers and
// prices, each character counted in the face its Unicode range sends it to (Heebo's Hebrew face or
// its Latin one, whose ranges are read from fonts.css), laid out with kerning as a browser does.
// The vertical overrides then give the resized fallback Heebo's ascent, descent and line gap.
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { decompress } from 'wawoff2';
import { formatShekels } from '@shared/format';
import { he } from '../client/i18n/he';
import { generateSeed } from '../mock-provider/seed/generate';

const root = path.resolve(__dirname, '..');
const heeboDir = path.join(root, 'node_modules', '@fontsource-variable', 'heebo', 'files');
const fontsCss = path.join(root, 'client', 'styles', 'fonts.css');
const systemDir = process.env.FALLBACK_FONTS ?? '/usr/share/fonts/truetype';

type Range = 'hebrew' | 'latin';
/** The weights the store's styles use; each gets a face of its own, measured against Heebo at that weight. */
const WEIGHTS = [
  { weight: 400, range: '100 449', file: 'regular' },
  { weight: 500, range: '450 549', file: 'regular' },
  { weight: 600, range: '550 649', file: 'bold' },
  { weight: 700, range: '650 900', file: 'bold' },
] as const;
type Style = (typeof WEIGHTS)[number]['file'];

/** A fallback: the names local() finds it by, on each system that has it, and its files here. */
interface Fallback {
  range: Range;
  /** Full and PostScript names, regular and bold (local() matches either). */
  local: Record<Style, string[]>;
  files: Record<Style, string>;
}

const FALLBACKS: Fallback[] = [
  {
    range: 'latin',
    local: {
      regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
      bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
    },
    files: { regular: 'liberation/LiberationSans-Regular.ttf', bold: 'liberation/LiberationSans-Bold.ttf' },
  },
  {
    range: 'hebrew',
    local: { regular: ['DejaVu Sans', 'DejaVuSans'], bold: ['DejaVu Sans Bold', 'DejaVuSans-Bold'] },
    files: { regular: 'dejavu/DejaVuSans.ttf', bold: 'dejavu/DejaVuSans-Bold.ttf' },
  },
];

/** The unicode-range of each of Heebo's faces in fonts.css, as code point intervals. */
function heeboRanges(): Record<Range, { css: string; test: (cp: number) => boolean }> {
  const css = fs.readFileSync(fontsCss, 'utf8');
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]!);
  const rangeOf = (file: string) => {
    const face = faces.find((f) => f.includes(`font-family: 'Heebo';`) && f.includes(file));
    const value = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1];
    if (!value) throw new Error(`no unicode-range for ${file} in ${fontsCss}`);
    const intervals = value.split(',').map((part) => {
      const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from!, 16), parseInt(to ?? from!, 16)] as const;
    });
    return { css: value.replace(/\s+/g, ' ').trim(), test: (cp: number) => intervals.some(([a, b]) => cp >= a && cp <= b) };
  };
  return { hebrew: rangeOf('heebo-hebrew-wght-normal'), latin: rangeOf('heebo-latin-wght-normal') };
}

/** Every string a value holds (objects and arrays walked; functions, which take arguments, left out). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The text the store shows: its Hebrew interface, and its catalogue's names, codes and prices. */
function corpus(): string[] {
  const seed = generateSeed();
  const prices = new Map(seed.prices.map((p) => [p.productId, p.unitPrice]));
  return [
    ...strings(he),
    ...seed.items.flatMap((item) => [item.itemDescription, item.catalogNumber, formatShekels(prices.get(item.id) ?? 0)]),
  ];
}

/** The runs of a text that one face (by its unicode range) draws. */
function runsIn(texts: string[], inRange: (cp: number) => boolean): string[] {
  const runs: string[] = [];
  for (const text of texts) {
    let run = '';
    for (const ch of text) {
      if (inRange(ch.codePointAt(0)!)) run += ch;
      else if (run) {
        runs.push(run);
        run = '';
      }
    }
    if (run) runs.push(run);
  }
  return runs;
}

/** The width of the runs in a face, in em, laid out with its kerning. */
function emWidth(font: fontkit.Font, runs: string[]): number {
  let units = 0;
  for (const run of runs) units += font.layout(run).advanceWidth;
  return units / font.unitsPerEm;
}

/**
 * A face, a variable one at a weight. A WOFF2 file is unpacked to its TrueType font first (with
 * Google's woff2 decoder): fontkit's getVariation reads a WOFF2 file's tables wrongly.
 */
async function open(file: string, weight?: number): Promise<fontkit.Font> {
  let data = fs.readFileSync(file);
  if (file.endsWith('.woff2')) data = Buffer.from(await decompress(data));
  const font = fontkit.create(data) as fontkit.Font;
  return weight && 'wght' in font.variationAxes ? font.getVariation({ wght: weight }) : font;
}

// As fonts.css writes them (prettier keeps them so): two decimals at most, no trailing zeros.
const pct = (n: number) => `${Number((n * 100).toFixed(2))}%`;

/** One @font-face of 'Heebo Fallback', as measured. */
export interface FallbackFace {
  range: Range;
  /** The Heebo weight it stands in for, and the font-weight range it is declared for. */
  weight: number;
  weights: string;
  /** The fallback measured (the first local() name found on this machine), and how many characters of the store's text. */
  measured: string;
  characters: number;
  src: string;
  unicodeRange: string;
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

/** Measures every face of 'Heebo Fallback': each range, each weight the store uses. */
export async function fallbackFaces(): Promise<FallbackFace[]> {
  const ranges = heeboRanges();
  const texts = corpus();
  const faces: FallbackFace[] = [];
  for (const fallback of FALLBACKS) {
    const runs = runsIn(texts, ranges[fallback.range].test);
    const heeboFile = path.join(heeboDir, `heebo-${fallback.range}-wght-normal.woff2`);
    for (const { weight, range, file: style } of WEIGHTS) {
      const heebo = await open(heeboFile, weight);
      const file = path.join(systemDir, fallback.files[style]);
      if (!fs.existsSync(file))
        throw new Error(`${file} not found (install fonts-liberation and fonts-dejavu-core, or set FALLBACK_FONTS)`);
      const local = await open(file);
      // Only the characters both faces draw are compared (one the fallback lacks goes on to the next font anyway).
      const both = (ch: string) => heebo.hasGlyphForCodePoint(ch.codePointAt(0)!) && local.hasGlyphForCodePoint(ch.codePointAt(0)!);
      const drawn = runs.map((run) => [...run].filter(both).join(''));
      const sizeAdjust = emWidth(heebo, drawn) / emWidth(local, drawn);
      // Heebo's hhea, OS/2 typo and win metrics are the same numbers (and it sets USE_TYPO_METRICS), so every engine reads these.
      const em = heebo.unitsPerEm * sizeAdjust;
      faces.push({
        range: fallback.range,
        weight,
        weights: range,
        measured: local.fullName,
        characters: drawn.join('').length,
        src: fallback.local[style].map((name) => `local('${name}')`).join(', '),
        unicodeRange: ranges[fallback.range].css,
        sizeAdjust: pct(sizeAdjust),
        ascentOverride: pct(heebo.ascent / em),
        descentOverride: pct(Math.abs(heebo.descent) / em),
        lineGapOverride: pct(heebo.lineGap / em),
      });
    }
  }
  return faces;
}

/** The @font-face rule of a face, as fonts.css holds it (before prettier wraps its long lines). */
export function fontFaceRule(face: FallbackFace): string {
  return [
    '@font-face {',
    "  font-family: 'Heebo Fallback';",
    '  font-style: normal;',
    `  font-weight: ${face.weights};`,
    `  src: ${face.src};`,
    `  size-adjust: ${face.sizeAdjust};`,
    `  ascent-override: ${face.ascentOverride};`,
    `  descent-override: ${face.descentOverride};`,
    `  line-gap-override: ${face.lineGapOverride};`,
    `  unicode-range: ${face.unicodeRange};`,
    '}',
  ].join('\n');
}

async function main(): Promise<void> {
  const faces = await fallbackFaces();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(faces, null, 2));
    return;
  }
  console.table(
    faces.map(({ range, weight, measured, characters, sizeAdjust, ascentOverride, descentOverride, lineGapOverride }) => ({
      range,
      weight,
      measured,
      characters,
      sizeAdjust,
      ascentOverride,
      descentOverride,
      lineGapOverride,
    })),
  );
  console.log(faces.map(fontFaceRule).join('\n'));
}

if (require.main === module) void main();
