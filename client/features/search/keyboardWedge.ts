// Keyboard-wedge barcode scanners (USB or Bluetooth) type a code and Enter as key presses, far
// faster than a person: a 13-digit code comes in well under 100 ms a key apart (most scanners
// type a key every 0-30 ms). WedgeReader tells such a burst from typing by the gaps between its
// keys, from the key events' own time stamps, so a busy page that handles them late still reads
// the same gaps. A person's fastest digits are rarely under 80 ms apart, and never for six or more
// in a row.

/** What makes a burst of keys a scanner's code. */
export const WEDGE = {
  /** The shortest code (EAN-8 and UPC-E are 8 and 6 digits; shorter item codes are typed, not scanned). */
  minLength: 6,
  /** The widest gap between two keys of one code (and before its Enter). */
  maxGapMs: 100,
  /** The widest mean gap over the whole code. */
  maxMeanGapMs: 60,
} as const;

/** Reads key presses, one by one, and says when an Enter ended a scanner's code. */
export class WedgeReader {
  private chars: string[] = [];
  private stamps: number[] = [];

  /**
   * One key press (`key` as KeyboardEvent.key, `at` its timeStamp in ms). Returns the code when this
   * press is the Enter that ends a scanner's burst; null for every other press.
   */
  key(key: string, at: number): string | null {
    const last = this.stamps[this.stamps.length - 1];
    if (last !== undefined && at - last > WEDGE.maxGapMs) this.reset();
    if (key === 'Enter' || key === 'Tab') {
      const code = this.code(at);
      this.reset();
      return code;
    }
    if (key.length === 1 && key.trim() !== '') {
      this.chars.push(key);
      this.stamps.push(at);
    } else if (key !== 'Shift') {
      // Any other key (a Backspace, an arrow, a modifier chord) is a person's.
      this.reset();
    }
    return null;
  }

  /** Forgets the keys read so far (the field lost the focus, a person typed). */
  reset(): void {
    this.chars = [];
    this.stamps = [];
  }

  private code(enterAt: number): string | null {
    const n = this.chars.length;
    if (n < WEDGE.minLength) return null;
    const first = this.stamps[0]!;
    const mean = (enterAt - first) / n;
    return mean <= WEDGE.maxMeanGapMs ? this.chars.join('') : null;
  }
}
