import { JSDOM } from 'jsdom';
import { CATEGORIES } from './catalogue';
import { generateSeed } from './generate';
import { createImageGenerator, generatedImage, SVG_CONTENT_TYPE } from './images';
import { productPalette } from './svg/palette';
import { productPicture } from './svg/scenes';

const seed = generateSeed({ items: 400 });
const images = createImageGenerator(seed);
const parser = new new JSDOM('').window.DOMParser();

function svgOf(id: string): string {
  const image = images(id);
  if (!image) throw new Error(`no image for ${id}`);
  expect(image.contentType).toBe(SVG_CONTENT_TYPE);
  return image.body.toString('utf8');
}

/** Parses as XML and checks what a browser needs to show it safely inside <img>. */
function expectSafeSvg(text: string, width: number, height: number): void {
  expect(text.startsWith('<svg')).toBe(true);
  const doc = parser.parseFromString(text, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.nodeName).toBe('svg');
  expect(doc.documentElement.getAttribute('viewBox')).toBe(`0 0 ${width} ${height}`);
  expect(text).not.toMatch(/<script|foreignObject|\bon[a-z]+=|javascript:/i);
  // The only URL is the SVG namespace; references stay inside the document.
  expect(text.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|href="[^#]/);
  expect(Buffer.byteLength(text)).toBeLessThan(6 * 1024);
}

describe('generated images', () => {
  it('draws every item as a 400x400 SVG without text', () => {
    // Every product kind appears among the first items of each group; a sample keeps the test quick.
    for (const item of seed.items.filter((_, i) => i % 3 === 0)) {
      const text = svgOf(`g-item-${item.itemId}`);
      expectSafeSvg(text, 400, 400);
      expect(text).not.toContain('<text');
    }
  });

  it('has an illustration for every product kind of the catalogue', () => {
    const kinds = new Set(CATEGORIES.flatMap((c) => c.groups.flatMap((g) => g.products.map((p) => p.kind))));
    for (const kind of kinds) {
      const text = productPicture(kind, productPalette('מותג', 'מוצר'), 90, 0);
      expectSafeSvg(text, 400, 400);
    }
    expect(new Set([...kinds].map((kind) => productPicture(kind, productPalette('מותג', 'מוצר'), 90, 0))).size).toBe(kinds.size);
  });

  it('draws items of different kinds differently (a bag of Bamba is not a bottle of water)', () => {
    const [bamba, water] = [svgOf('g-item-100001'), svgOf('g-item-100002')];
    expect(seed.items[0]?.itemDescription).toContain('במבה');
    expect(bamba).not.toBe(water);
  });

  it('draws every group (400x400) and category (600x400) of the seed, without text', () => {
    for (const group of seed.itemGroups) {
      const text = svgOf(`g-group-${group.id}`);
      expectSafeSvg(text, 400, 400);
      expect(text).not.toContain('<text');
    }
    for (const category of seed.categories) {
      const text = svgOf(`g-category-${category.id}`);
      expectSafeSvg(text, 600, 400);
      expect(text).not.toContain('<text');
    }
  });

  it('draws the banners, logo and about-us image, with right-to-left Hebrew text in the brand colour', () => {
    for (const n of [1, 2, 3]) {
      const text = svgOf(`g-banner-${n}`);
      expectSafeSvg(text, 1600, 500);
      expect(text).toMatch(/direction="rtl"/);
      expect(text).toContain('#708D57');
    }
    expect(svgOf('g-banner-1')).toContain('מבצעי החורף כבר כאן');
    const logo = svgOf('g-logo');
    expectSafeSvg(logo, 360, 96);
    expect(logo).toContain('מחסני השרון');
    expect(logo).toContain('#708D57');
    expectSafeSvg(svgOf('g-about'), 1600, 700);
  });

  it('resolves every picture URL the seed hands out', () => {
    const urls = [
      ...seed.items.map((i) => i.defaultPictureUrl),
      ...seed.itemGroups.map((g) => g.pictureUrl),
      ...seed.categories.map((c) => c.imageURL),
      ...seed.settings.flatMap((s) => JSON.stringify(JSON.parse(s.value)).match(/\/api\/files\/[^"]+/g) ?? []),
    ];
    expect(urls.length).toBeGreaterThan(seed.items.length);
    for (const url of urls) expect(images(url.replace('/api/files/', ''))).not.toBeNull();
  });

  it('gives null for ids that are not generated pictures', () => {
    const unknown = [
      'g-item-999999',
      'g-item-100401',
      'g-item-abc',
      'g-item-',
      'g-item-0100001',
      `g-category-${CATEGORIES.length + 1}`,
      'g-category-0',
      'g-group-999',
      'g-banner-4',
      'g-banner-0',
      'g-logo2',
      'logo',
      'x-item-100001',
      '',
      'g-item-1e5',
      'g-group-1/../g-logo',
    ];
    for (const id of unknown) expect(images(id)).toBeNull();
  });

  it('gives the same bytes for the same id, from any generator of the same catalogue', () => {
    const again = createImageGenerator(generateSeed({ items: 400 }));
    for (const id of ['g-item-100001', 'g-item-100250', 'g-group-3', 'g-category-5', 'g-banner-2', 'g-logo', 'g-about']) {
      expect(again(id)?.body.equals(images(id)?.body as Buffer)).toBe(true);
    }
  });

  it('also responds without a seed, from the default catalogue', () => {
    expect(generatedImage('g-item-101200')?.body.toString()).toMatch(/^<svg/);
    expect(generatedImage('g-item-101201')).toBeNull();
    expect(generatedImage('g-item-100400', seed)?.body.equals(images('g-item-100400')?.body as Buffer)).toBe(true);
  });
});
