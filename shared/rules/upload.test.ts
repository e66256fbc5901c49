import { formatMegabytes, IMAGE_ACCEPT, imageFileProblem, MAX_UPLOAD_BYTES } from './upload';

const MB = 1024 * 1024;

describe('imageFileProblem: a picture the provider would take', () => {
  it('takes PNG, JPEG, WebP and GIF up to 5 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * MB);
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif'])
      expect(imageFileProblem({ name: 'a', type, size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it('refuses a file one byte over 5 MB, with its size and the limit', () => {
    expect(imageFileProblem({ name: 'big.jpg', type: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 })).toEqual({
      kind: 'size',
      size: MAX_UPLOAD_BYTES + 1,
      limit: MAX_UPLOAD_BYTES,
    });
  });

  it('refuses SVG, PDF and other types before looking at the size', () => {
    expect(imageFileProblem({ name: 'logo.svg', type: 'image/svg+xml', size: 10 })).toEqual({ kind: 'type' });
    expect(imageFileProblem({ name: 'price.pdf', type: 'application/pdf', size: 9 * MB })).toEqual({ kind: 'type' });
  });

  it('reads the name when the browser declares no type', () => {
    expect(imageFileProblem({ name: 'photo.JPG', type: '', size: 10 })).toBeNull();
    expect(imageFileProblem({ name: 'photo.webp', type: '', size: 10 })).toBeNull();
    expect(imageFileProblem({ name: 'notes', type: '', size: 10 })).toEqual({ kind: 'type' });
    expect(imageFileProblem({ name: 'notes.txt', type: '', size: 10 })).toEqual({ kind: 'type' });
  });

  it('offers the same types to the file picker', () => {
    expect(IMAGE_ACCEPT.split(',')).toEqual(expect.arrayContaining(['image/png', 'image/jpeg', 'image/webp', 'image/gif', '.jpg']));
  });
});

describe('formatMegabytes', () => {
  it('writes whole megabytes bare and others with one decimal, rounded up so an oversize file never reads as the limit', () => {
    expect(formatMegabytes(5 * MB)).toBe('5MB');
    expect(formatMegabytes(7.2 * MB)).toBe('7.2MB');
    expect(formatMegabytes(5 * MB + 1)).toBe('5.1MB');
  });
});
