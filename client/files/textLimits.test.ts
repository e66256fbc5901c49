import { firstLongLine } from './textLimits';

describe('firstLongLine', () => {
  it('numbers the first line over the limit from 1, whatever the line ends (CRLF, LF), and null when none is', () => {
    expect(firstLongLine('ab\r\nabcd\nabcdef', 4)).toBe(3);
    expect(firstLongLine('abcd\r\nabcd', 4)).toBeNull();
    expect(firstLongLine('abcde', 4)).toBe(1);
    expect(firstLongLine('', 0)).toBeNull();
  });
});
