// A video for Chromium's fake camera (--use-file-for-fake-video-capture): uncompressed Y4M frames
// showing real EAN-13 barcodes, drawn here from their codes, with blank frames between them.
import fs from 'node:fs';

const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const G = ['0100111', '0110011', '0011011', '0100001', '0011101', '0111001', '0000101', '0010001', '0001001', '0010111'];
const R = ['1110010', '1100110', '1101100', '1000010', '1011100', '1001110', '1010000', '1000100', '1001000', '1110100'];
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The 95 modules of an EAN-13 code ('1' a bar). */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error(`not an EAN-13 code: ${code}`);
  const d = [...code].map(Number);
  const parity = PARITY[d[0]!]!;
  let left = '';
  for (let i = 0; i < 6; i++) left += (parity[i] === 'L' ? L : G)[d[i + 1]!]!;
  let right = '';
  for (let i = 7; i < 13; i++) right += R[d[i]!]!;
  return `101${left}01010${right}101`;
}

const WIDTH = 400;
const HEIGHT = 240;
const MODULE = 3;
const WHITE = 235;
const BLACK = 16;

/** One 4:2:0 frame: the barcode of `code` centred on white, or all white for null. */
function frame(code: string | null): Buffer {
  const y = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  if (code) {
    const modules = ean13Modules(code);
    const x0 = Math.floor((WIDTH - modules.length * MODULE) / 2);
    for (let row = 40; row < HEIGHT - 40; row++) {
      for (let m = 0; m < modules.length; m++) {
        if (modules[m] === '1') y.fill(BLACK, row * WIDTH + x0 + m * MODULE, row * WIDTH + x0 + (m + 1) * MODULE);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
}

/** Writes a Y4M video at 10 frames a second: each step shows a code (or nothing) for its seconds. */
export function writeBarcodeVideo(path: string, steps: ReadonlyArray<{ code: string | null; seconds: number }>): void {
  const fps = 10;
  const cache = new Map<string | null, Buffer>();
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${fps}:1 Ip A1:1 C420jpeg\n`)];
  for (const step of steps) {
    let f = cache.get(step.code);
    if (!f) cache.set(step.code, (f = frame(step.code)));
    for (let i = 0; i < Math.round(step.seconds * fps); i++) parts.push(f);
  }
  fs.writeFileSync(path, Buffer.concat(parts));
}
