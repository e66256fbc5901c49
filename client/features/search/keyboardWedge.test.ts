import { WEDGE, WedgeReader } from './keyboardWedge';

/** Presses each key of `text` then Enter, `gap` ms apart (a number, or one per key), from time `start`. */
function press(reader: WedgeReader, text: string, gap: number | number[], start = 1000): (string | null)[] {
  let at = start;
  const out: (string | null)[] = [];
  [...text, 'Enter'].forEach((key, i) => {
    out.push(reader.key(key, at));
    at += Array.isArray(gap) ? (gap[i] ?? 0) : gap;
  });
  return out;
}

describe('WedgeReader: a scanner told from a person by the gaps between keys', () => {
  it.each([0, 10, 30, 50, 58])('reads a 13-digit code typed %i ms a key and ended by Enter', (gap) => {
    const out = press(new WedgeReader(), '7290000000015', gap);
    expect(out.slice(0, -1).every((x) => x === null)).toBe(true);
    expect(out.at(-1)).toBe('7290000000015');
  });

  it("takes a person's typing for typing, however it ends", () => {
    expect(press(new WedgeReader(), '7290000000015', 120).at(-1)).toBeNull();
    expect(press(new WedgeReader(), '7290000000015', 70).at(-1)).toBeNull();
  });

  it('needs at least six characters', () => {
    expect(press(new WedgeReader(), '12345', 5).at(-1)).toBeNull();
    expect(press(new WedgeReader(), '123456', 5).at(-1)).toBe('123456');
    expect(WEDGE.minLength).toBe(6);
  });

  it('starts over after a pause, so keys typed before a scan are not part of its code', () => {
    const reader = new WedgeReader();
    reader.key('9', 0);
    reader.key('9', 150);
    expect(press(reader, '72900001', 10, 600).at(-1)).toBe('72900001');
  });

  it('drops a burst broken by a Backspace or an arrow (a person editing)', () => {
    const reader = new WedgeReader();
    for (const [i, key] of [...'1234', 'Backspace', ...'5678'].entries()) reader.key(key, i * 5);
    expect(reader.key('Enter', 50)).toBeNull();
  });

  it('reads codes with letters and a Shift between them (Code 128), and a Tab as the end', () => {
    const reader = new WedgeReader();
    const keys = ['Shift', 'A', 'B', '-', '1', '2', '3', '4', 'Tab'];
    const out = keys.map((key, i) => reader.key(key, i * 8));
    expect(out.at(-1)).toBe('AB-1234');
  });

  it('reads the next scan on its own after the first', () => {
    const reader = new WedgeReader();
    expect(press(reader, '7290000000015', 5).at(-1)).toBe('7290000000015');
    expect(press(reader, '7290000000022', 5, 5000).at(-1)).toBe('7290000000022');
  });
});
