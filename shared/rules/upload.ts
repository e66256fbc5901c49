// What a picture upload may be: at most 5 MB, and PNG, JPEG, WebP or GIF. The provider checks the
// bytes (a file's name and declared type prove nothing); the browser checks the size and the
// name or type first, so a file the provider would refuse is never sent.

/** The largest upload the provider accepts, in bytes (5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The picture types the provider accepts. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** The file name endings of those types. */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'jfif', 'webp', 'gif'] as const;

/** A file input's `accept`: the picture types and their endings. */
export const IMAGE_ACCEPT = [...IMAGE_MIME_TYPES, ...IMAGE_EXTENSIONS.map((e) => `.${e}`)].join(',');

/** Why a chosen picture would be refused: not one of the picture types, or larger than the limit. */
export type ImageFileProblem = { kind: 'type' } | { kind: 'size'; size: number; limit: number };

/**
 * Whether a chosen file may be sent as a picture: its declared type, or (when the browser declares
 * none) its name's ending, must be PNG, JPEG, WebP or GIF, and it must be at most MAX_UPLOAD_BYTES.
 */
export function imageFileProblem(file: { name: string; type: string; size: number }, limit = MAX_UPLOAD_BYTES): ImageFileProblem | null {
  const type = file.type.toLowerCase();
  const ending = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const known = type ? (IMAGE_MIME_TYPES as readonly string[]).includes(type) : (IMAGE_EXTENSIONS as readonly string[]).includes(ending);
  if (!known) return { kind: 'type' };
  if (file.size > limit) return { kind: 'size', size: file.size, limit };
  return null;
}

/** A size in megabytes as people write it: '5MB', '7.2MB' (one decimal, none when whole). */
export function formatMegabytes(bytes: number): string {
  const mb = Math.ceil((bytes / (1024 * 1024)) * 10) / 10;
  return `${Number.isInteger(mb) ? mb.toFixed(0) : mb.toFixed(1)}MB`;
}
