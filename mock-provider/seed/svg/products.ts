// Flat product illustrations, one per ProductKind, drawn in a 400x400 box: centred on x=200, the
// product standing on y=330. No text (fonts are not guaranteed inside <img>).
import type { ProductKind } from '../catalogue';
import type { Palette } from './palette';

const SHINE = 'fill="#fff" opacity=".28"';
const METAL = '#cfd4da';

/** A small mark standing for the brand's logo; its shape depends on the product line. */
function mark(x: number, y: number, r: number, fill: string, variant: number): string {
  switch (variant % 3) {
    case 0:
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;
    case 1:
      return `<path d="M${x} ${y - r}l${r} ${r}-${r} ${r}-${r}-${r}z" fill="${fill}"/>`;
    default:
      return `<path d="M${x} ${y - r}c${r} 0 ${r} ${Math.round(r * 1.4)} 0 ${r * 2}c-${r} -${Math.round(r * 0.6)} -${r} -${r * 2} 0 -${r * 2}z" fill="${fill}"/>`;
  }
}

type Draw = (c: Palette, v: number) => string;

const DRAW: Record<ProductKind, Draw> = {
  bottle: (c, v) =>
    `<rect x="183" y="58" width="34" height="24" rx="4" fill="${c.dark}"/>` +
    `<path d="M186 82h28v22c0 14 36 26 36 56v150a20 20 0 0 1-20 20h-60a20 20 0 0 1-20-20V160c0-30 36-42 36-56z" fill="${c.main}"/>` +
    `<rect x="150" y="190" width="100" height="80" fill="${c.light}"/><rect x="150" y="256" width="100" height="8" fill="${c.accent}"/>` +
    mark(200, 226, 18, c.accent, v) +
    `<rect x="162" y="150" width="9" height="160" rx="4" ${SHINE}/>`,
  can: (c, v) =>
    `<rect x="150" y="90" width="100" height="240" rx="14" fill="${c.main}"/><ellipse cx="200" cy="96" rx="48" ry="10" fill="${METAL}"/>` +
    `<rect x="152" y="318" width="96" height="12" rx="6" fill="${METAL}"/><path d="M150 170q50 36 100 0v70q-50 36-100 0z" fill="${c.light}"/>` +
    mark(200, 214, 20, c.accent, v) +
    `<rect x="162" y="112" width="9" height="190" rx="4" ${SHINE}/>`,
  tin: (c, v) =>
    `<rect x="120" y="172" width="160" height="158" rx="10" fill="${METAL}"/><rect x="120" y="192" width="160" height="122" fill="${c.main}"/>` +
    `<rect x="120" y="230" width="160" height="44" fill="${c.light}"/><ellipse cx="200" cy="174" rx="80" ry="14" fill="#e3e7eb"/>` +
    `<ellipse cx="200" cy="174" rx="60" ry="8" fill="${METAL}"/>` +
    mark(200, 252, 16, c.accent, v) +
    `<rect x="134" y="196" width="9" height="112" rx="4" ${SHINE}/>`,
  bag: (c, v) =>
    `<path d="M132 92q68-12 136 0l-6 226q-62 12-124 0z" fill="${c.main}"/>` +
    `<rect x="128" y="76" width="144" height="20" rx="4" fill="${c.dark}"/><rect x="132" y="312" width="136" height="20" rx="4" fill="${c.dark}"/>` +
    `<ellipse cx="200" cy="214" rx="52" ry="46" fill="${c.light}"/>` +
    mark(200, 214, 24, c.accent, v) +
    `<path d="M138 130l124-26v22l-124 26z" fill="${c.accent}" opacity=".7"/><rect x="146" y="160" width="9" height="130" rx="4" ${SHINE}/>`,
  box: (c, v) =>
    `<path d="M140 110l30-20h110l-30 20z" fill="${c.light}"/><path d="M250 110l30-20v220l-30 20z" fill="${c.dark}"/>` +
    `<rect x="140" y="110" width="110" height="220" fill="${c.main}"/><rect x="140" y="180" width="110" height="72" fill="${c.light}"/>` +
    mark(195, 216, 24, c.accent, v) +
    `<rect x="140" y="292" width="110" height="12" fill="${c.accent}"/>`,
  jar: (c, v) =>
    `<rect x="148" y="100" width="104" height="34" rx="6" fill="${c.dark}"/><rect x="135" y="128" width="130" height="202" rx="26" fill="${c.main}"/>` +
    `<rect x="135" y="188" width="130" height="84" fill="${c.light}"/>` +
    mark(200, 230, 24, c.accent, v) +
    `<rect x="148" y="146" width="10" height="166" rx="5" ${SHINE}/>`,
  carton: (c, v) =>
    `<rect x="175" y="58" width="70" height="14" fill="${c.dark}"/><path d="M150 122l25-50h70l25 50z" fill="${c.light}"/>` +
    `<rect x="150" y="122" width="90" height="208" fill="${c.main}"/><path d="M240 122h30v188l-30 20z" fill="${c.dark}"/>` +
    `<rect x="150" y="196" width="90" height="66" fill="#fff" opacity=".88"/>` +
    mark(195, 229, 20, c.accent, v),
  spray: (c, v) =>
    `<path d="M168 70h62l30 22v14h-40l-6 26h-30z" fill="${c.dark}"/><rect x="178" y="130" width="34" height="30" fill="${c.dark}"/>` +
    `<path d="M150 172q0-14 14-14h62q14 0 14 14v144q0 14-14 14h-62q-14 0-14-14z" fill="${c.main}"/>` +
    `<rect x="150" y="210" width="90" height="74" fill="${c.light}"/>` +
    mark(195, 247, 20, c.accent, v) +
    `<rect x="162" y="174" width="9" height="140" rx="4" ${SHINE}/>`,
  jug: (c, v) =>
    `<rect x="206" y="54" width="38" height="26" rx="4" fill="${c.dark}"/>` +
    `<path d="M130 140q0-36 36-44h40v-20h38v20h12q26 0 26 30v178q0 26-26 26H156q-26 0-26-26z" fill="${c.main}"/>` +
    `<rect x="236" y="118" width="18" height="56" rx="9" fill="${c.light}" opacity=".75"/>` +
    `<rect x="146" y="200" width="108" height="84" rx="10" fill="${c.light}"/>` +
    mark(200, 242, 22, c.accent, v),
  roll: (c) => {
    // Four rolls in two layers, wrapped in a tinted film with the brand's band across.
    let rolls = '';
    for (const [x, y] of [
      [160, 232],
      [240, 232],
      [160, 132],
      [240, 132],
    ] as const) {
      rolls +=
        `<rect x="${x - 38}" y="${y}" width="76" height="98" fill="#fff"/><rect x="${x + 14}" y="${y}" width="24" height="98" fill="#000" opacity=".06"/>` +
        `<ellipse cx="${x}" cy="${y}" rx="38" ry="14" fill="#f1f3f5"/><ellipse cx="${x}" cy="${y}" rx="12" ry="5" fill="${c.dark}"/>`;
    }
    return (
      `${rolls}<rect x="116" y="118" width="168" height="212" rx="18" fill="${c.main}" opacity=".16"/>` +
      `<rect x="116" y="262" width="168" height="34" fill="${c.main}"/><circle cx="200" cy="279" r="10" fill="${c.accent}"/>`
    );
  },
  cup: (c) =>
    `<path d="M138 104h124l-18 226h-88z" fill="${c.main}"/><rect x="132" y="92" width="136" height="16" rx="8" fill="${c.dark}"/>` +
    `<path d="M143 134h114M145 158h110" stroke="${c.light}" stroke-width="6"/>` +
    `<path d="M150 214h100l-5 60h-90z" fill="${c.light}"/><circle cx="200" cy="244" r="16" fill="${c.accent}"/>` +
    `<rect x="156" y="120" width="8" height="190" rx="4" ${SHINE}/>`,
  plate: (c) => {
    let stack = '';
    for (let k = 0; k < 5; k++) stack += `<ellipse cx="200" cy="${300 - k * 14}" rx="132" ry="34" fill="${k % 2 ? c.light : c.main}"/>`;
    return (
      `${stack}<ellipse cx="200" cy="230" rx="132" ry="34" fill="#fff"/><ellipse cx="200" cy="230" rx="84" ry="20" fill="${c.light}"/>` +
      `<ellipse cx="200" cy="230" rx="30" ry="8" fill="${c.accent}" opacity=".6"/>`
    );
  },
  tub: (c, v) =>
    `<path d="M122 172h156l-12 158H134z" fill="${c.main}"/><rect x="112" y="150" width="176" height="30" rx="10" fill="${c.dark}"/>` +
    `<path d="M128 214h144l-4 58H132z" fill="${c.light}"/>` +
    mark(200, 243, 18, c.accent, v) +
    `<rect x="140" y="186" width="9" height="128" rx="4" ${SHINE}/>`,
  tube: (c, v) =>
    `<rect x="144" y="76" width="112" height="18" rx="3" fill="${c.dark}"/><path d="M148 94h104l-20 206h-64z" fill="${c.main}"/>` +
    `<rect x="176" y="298" width="48" height="32" rx="6" fill="${c.dark}"/><path d="M154 150h92l-5 56h-82z" fill="${c.light}"/>` +
    mark(200, 178, 16, c.accent, v),
  bar: (c, v) => {
    let squares = '';
    for (let x = 0; x < 2; x++)
      for (let y = 0; y < 3; y++) squares += `<rect x="${94 + x * 30}" y="${154 + y * 38}" width="24" height="32" rx="3" fill="#7a4a2a"/>`;
    return (
      `<g transform="rotate(-12 200 220)"><rect x="88" y="148" width="80" height="124" rx="6" fill="#5c3820"/>${squares}` +
      `<rect x="146" y="140" width="166" height="140" rx="8" fill="${c.main}"/><rect x="146" y="186" width="166" height="48" fill="${c.light}"/>` +
      `<rect x="146" y="140" width="10" height="140" fill="#d8dce0"/>${mark(229, 210, 20, c.accent, v)}</g>`
    );
  },
  wedge: (c, v) =>
    `<path d="M100 232L300 170v130H100z" fill="#f2c94c"/><path d="M100 232L300 170l-62-32z" fill="#f8e08a"/>` +
    `<circle cx="150" cy="272" r="13" fill="#dcae34"/><circle cx="262" cy="214" r="10" fill="#dcae34"/><circle cx="278" cy="276" r="8" fill="#dcae34"/>` +
    `<rect x="172" y="238" width="76" height="40" rx="8" fill="${c.main}"/>` +
    mark(210, 258, 11, c.light, v),
  sausage: (c, v) =>
    `<rect x="84" y="196" width="220" height="88" rx="44" fill="#9c3d32"/><ellipse cx="304" cy="240" rx="24" ry="44" fill="#d9776a"/>` +
    `<circle cx="298" cy="226" r="5" fill="#f3cfc8"/><circle cx="310" cy="252" r="4" fill="#f3cfc8"/>` +
    `<ellipse cx="262" cy="310" rx="44" ry="14" fill="#d9776a"/><rect x="120" y="206" width="96" height="68" rx="10" fill="${c.main}"/>` +
    `<rect x="120" y="226" width="96" height="28" fill="${c.light}"/>` +
    mark(168, 240, 10, c.accent, v),
  sack: (c, v) =>
    `<path d="M176 108h48l26 28H150z" fill="${c.main}"/><rect x="170" y="96" width="60" height="16" rx="7" fill="${c.dark}"/>` +
    `<path d="M148 134h104q28 96 10 190-62 14-124 0-18-94 10-190z" fill="${c.main}"/>` +
    `<ellipse cx="200" cy="234" rx="56" ry="48" fill="${c.light}"/>` +
    mark(200, 234, 24, c.accent, v) +
    `<path d="M150 290q50 14 100 0" stroke="${c.dark}" stroke-width="5" fill="none" opacity=".5"/>`,
};

/** The illustration of a product of a kind (v varies the brand mark). */
export function drawProduct(kind: ProductKind, palette: Palette, v = 0): string {
  return DRAW[kind](palette, v);
}
