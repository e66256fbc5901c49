// Uploads: one image of at most 5 MB (the limit shared with the browser's check), its type read
// from its first bytes, never from its name.
import { ErrorCode } from '@shared/errors';
import { MAX_UPLOAD_BYTES } from '@shared/rules/upload';
import { ProviderError } from '../errors';

/** multer's limits, every one set (they default to Infinity). */
export const uploadLimits = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 10,
  parts: 11,
  fieldNameSize: 100,
  fieldSize: 64 * 1024,
  headerPairs: 100,
};

const SIGNATURES: Array<{ type: string; test: (b: Buffer) => boolean }> = [
  {
    type: 'image/png',
    test: (b) => b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', test: (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => b.length >= 6 && ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  {
    type: 'image/webp',
    test: (b) => b.length >= 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The image type of a file by its first bytes; 415 for anything that is not PNG, JPEG, GIF or WebP (SVG included). */
export function checkImage(data: Buffer): string {
  const match = SIGNATURES.find((s) => s.test(data));
  if (!match) throw new ProviderError(415, ErrorCode.UnsupportedMediaType, 'only PNG, JPEG, GIF or WebP images are accepted');
  return match.type;
}
