// Whole pictures: product, group and category pictures (no text), and the home page's banners,
// logo and about-us image (Hebrew text allowed, right to left, in the brand's olive green).
import type { ProductKind } from '../catalogue';
import { mulberry32 } from '../random';
import { BRAND_GREEN, BRAND_GREEN_DARK, background, escapeXml, productPalette, type Palette } from './palette';
import { drawProduct } from './products';

const FONT = `font-family="Heebo, Arial, 'Liberation Sans', sans-serif"`;

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;
}

/** A product drawn at a place and scale (the drawing's own box is 400x400). */
function placed(kind: ProductKind, palette: Palette, x: number, y: number, scale: number, v = 0): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${drawProduct(kind, palette, v)}</g>`;
}

/** One product on a soft background of its category's hue (items). */
export function productPicture(kind: ProductKind, palette: Palette, hue: number, v: number): string {
  const bg = background(hue);
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="${bg.base}"/><circle cx="200" cy="196" r="150" fill="${bg.glow}"/>` +
      `<ellipse cx="200" cy="334" rx="112" ry="13" fill="#000" opacity=".08"/>${drawProduct(kind, palette, v)}`,
  );
}

/** Two products of a group, one behind the other (item groups). */
export function groupPicture(
  front: { kind: ProductKind; palette: Palette },
  back: { kind: ProductKind; palette: Palette },
  hue: number,
): string {
  const bg = background(hue);
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="${bg.glow}"/><rect x="24" y="24" width="352" height="352" rx="40" fill="${bg.base}"/>` +
      `<ellipse cx="200" cy="342" rx="150" ry="14" fill="#000" opacity=".08"/>` +
      placed(back.kind, back.palette, 150, 40, 0.72, 1) +
      placed(front.kind, front.palette, -26, 26, 0.86, 0),
  );
}

/** Three products on a gradient of the category's hue (categories). */
export function categoryPicture(products: ReadonlyArray<{ kind: ProductKind; palette: Palette }>, hue: number): string {
  const bg = background(hue);
  const spots: ReadonlyArray<readonly [number, number, number]> = [
    [-30, 44, 0.86],
    [256, 44, 0.86],
    [114, 62, 0.9],
  ];
  const drawn = products.slice(0, 3).map((product, i) => {
    const [x, y, s] = spots[i] as readonly [number, number, number];
    return placed(product.kind, product.palette, x, y, s, i);
  });
  return svg(
    600,
    400,
    `<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg.base}"/>` +
      `<stop offset="1" stop-color="${bg.glow}"/></linearGradient></defs><rect width="600" height="400" fill="url(#b)"/>` +
      `<circle cx="520" cy="60" r="120" fill="#fff" opacity=".45"/><rect y="346" width="600" height="54" fill="#000" opacity=".04"/>` +
      drawn.join(''),
  );
}

const BANNERS: ReadonlyArray<{ title: string; line: string }> = [
  { title: 'מבצעי החורף כבר כאן', line: 'מוצרי יסוד, ניקיון ומשקאות במחירים מיוחדים' },
  { title: 'הזמנה עד הדלת', line: 'משלוח לכל השרון והמרכז תוך יום עסקים אחד' },
  { title: 'מחירים לסיטונאים', line: 'מחירון אישי לכל לקוח עסקי, בלי הפתעות' },
];

/** How many banners there are (g-banner-1..BANNER_COUNT). */
export const BANNER_COUNT = BANNERS.length;

function truck(): string {
  return (
    `<g transform="translate(150 150)"><rect x="0" y="20" width="380" height="190" rx="14" fill="#fff"/>` +
    `<rect x="0" y="20" width="380" height="40" rx="14" fill="#e9efe3"/><path d="M380 80h90l60 70v60H380z" fill="#f4f1ea"/>` +
    `<path d="M400 96h62l40 50h-102z" fill="#bfd3e6"/><circle cx="90" cy="214" r="38" fill="#2f3a28"/><circle cx="90" cy="214" r="15" fill="#cfd4da"/>` +
    `<circle cx="440" cy="214" r="38" fill="#2f3a28"/><circle cx="440" cy="214" r="15" fill="#cfd4da"/>` +
    `<circle cx="190" cy="115" r="42" fill="${BRAND_GREEN}"/><path d="M166 126v-18l24-16 24 16v18z" fill="#fff"/></g>`
  );
}

function pallet(): string {
  const colours = ['#c9a36b', '#b8925a', '#d8b77f'];
  let boxes = '';
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 4 - row; col++) {
      const x = 150 + row * 55 + col * 112;
      boxes +=
        `<rect x="${x}" y="${330 - row * 92}" width="104" height="86" rx="4" fill="${colours[(row + col) % 3]}"/>` +
        `<rect x="${x + 40}" y="${330 - row * 92}" width="24" height="86" fill="#fff" opacity=".35"/>`;
    }
  }
  return `<rect x="130" y="416" width="470" height="22" fill="#8a6a3f"/>${boxes}`;
}

function shelfOfProducts(): string {
  const picks: ReadonlyArray<readonly [ProductKind, string, number]> = [
    ['jar', 'ריבה', 60],
    ['bottle', 'מים', 230],
    ['box', 'קפה', 400],
    ['can', 'קולה', 560],
  ];
  let art = '<circle cx="400" cy="300" r="260" fill="#fff" opacity=".1"/>';
  picks.forEach(([kind, name, x], i) => {
    art += placed(kind, productPalette(name, name), x, 110, 0.95, i);
  });
  for (const [x, y, r] of [
    [90, 70, 7],
    [700, 110, 9],
    [620, 40, 6],
    [300, 60, 5],
    [480, 30, 8],
  ])
    art += `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity=".7"/>`;
  return art;
}

/** A home page banner (1..BANNER_COUNT), or null. */
export function bannerPicture(n: number): string | null {
  const banner = BANNERS[n - 1];
  if (!banner) return null;
  const art = n === 1 ? shelfOfProducts() : n === 2 ? truck() : pallet();
  return svg(
    1600,
    500,
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${BRAND_GREEN_DARK}"/>` +
      `<stop offset="1" stop-color="${BRAND_GREEN}"/></linearGradient></defs><rect width="1600" height="500" fill="url(#b)"/>` +
      `<circle cx="1520" cy="-30" r="230" fill="#fff" opacity=".07"/><circle cx="760" cy="560" r="260" fill="#fff" opacity=".05"/>${art}` +
      `<g ${FONT} direction="rtl" text-anchor="middle"><text x="1160" y="210" font-size="68" font-weight="700" fill="#fff">${escapeXml(banner.title)}</text>` +
      `<text x="1160" y="276" font-size="32" fill="#eef3e8">${escapeXml(banner.line)}</text>` +
      `<rect x="1040" y="320" width="240" height="64" rx="32" fill="#fff"/>` +
      `<text x="1160" y="362" font-size="28" font-weight="700" fill="${BRAND_GREEN_DARK}">להזמנה באתר</text></g>`,
  );
}

/** The logo: an emblem (a warehouse in a green circle) beside the name. */
export function logoPicture(): string {
  return svg(
    360,
    96,
    `<circle cx="312" cy="48" r="40" fill="${BRAND_GREEN}"/><path d="M288 64V42l24-16 24 16v22z" fill="#fff"/>` +
      `<rect x="304" y="48" width="16" height="16" fill="${BRAND_GREEN}"/><path d="M284 70h56" stroke="#fff" stroke-width="4" stroke-linecap="round"/>` +
      `<g ${FONT} direction="rtl" text-anchor="middle"><text x="138" y="52" font-size="38" font-weight="700" fill="${BRAND_GREEN_DARK}">מחסני השרון</text>` +
      `<text x="138" y="80" font-size="16" fill="${BRAND_GREEN}">סיטונאות מזון וכלי בית</text></g>`,
  );
}

/** The about-us image: the shelves of the warehouse, calm and without text. */
export function aboutPicture(): string {
  const random = mulberry32(1987);
  const colours = ['#c9a36b', '#d8b77f', BRAND_GREEN, '#a8b89a', '#e7dcc5', '#b8925a'];
  let racks = '';
  for (const left of [100, 620, 1140]) {
    racks += `<rect x="${left}" y="120" width="14" height="460" fill="#6f7a66"/><rect x="${left + 346}" y="120" width="14" height="460" fill="#6f7a66"/>`;
    for (const shelf of [250, 400, 560]) {
      racks += `<rect x="${left}" y="${shelf}" width="360" height="12" fill="#8b9682"/>`;
      let x = left + 22;
      while (x < left + 320) {
        const w = 50 + Math.floor(random() * 40);
        const h = 60 + Math.floor(random() * 60);
        if (x + w > left + 340) break;
        racks += `<rect x="${x}" y="${shelf - h}" width="${w}" height="${h}" rx="3" fill="${colours[Math.floor(random() * colours.length)]}"/>`;
        x += w + 8;
      }
    }
  }
  return svg(
    1600,
    700,
    `<rect width="1600" height="700" fill="#f4f1ea"/><rect y="580" width="1600" height="120" fill="#e4ddcf"/>` +
      `<rect x="0" y="40" width="1600" height="36" fill="#ebe5d8"/><rect x="540" y="0" width="520" height="30" fill="#fff" opacity=".7"/>${racks}` +
      `<ellipse cx="800" cy="640" rx="700" ry="24" fill="#000" opacity=".04"/>`,
  );
}
