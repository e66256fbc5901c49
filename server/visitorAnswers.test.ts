// Who is a visitor (issue 16): only a Bearer token that reads as an unexpired JWT is a user's; the
// answer to anything else is a visitor's (prices out, cacheable).
import { carriesToken } from './visitorAnswers';

const NOW = Date.UTC(2026, 10, 23, 12);
const jwt = (claims: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims), 'sig'].map((part) => Buffer.from(part).toString('base64url')).join('.');

describe('carriesToken', () => {
  const token = jwt({ sub: '7', exp: NOW / 1000 + 60 });

  it('takes a Bearer JWT that has not expired for a user', () => {
    expect(carriesToken(`Bearer ${token}`, NOW)).toBe(true);
    expect(carriesToken(`bearer  ${token} `, NOW)).toBe(true);
  });

  it('takes anything else for a visitor: no header, an empty or malformed one, another scheme, a token without exp', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'Bearer not-a-jwt',
      `Basic ${token}`,
      `Bearer ${token} extra`,
      `Bearer ${jwt({ sub: '7' })}`,
      `Bearer ${jwt({ exp: 'soon' })}`,
    ]) {
      expect(carriesToken(header, NOW)).toBe(false);
    }
  });

  it('reads the same header again at a later time by its expiry (a token seen valid is a visitor once it expires)', () => {
    const header = `Bearer ${jwt({ sub: '8', exp: NOW / 1000 + 1 })}`;
    expect(carriesToken(header, NOW)).toBe(true);
    expect(carriesToken(header, NOW + 999)).toBe(true);
    expect(carriesToken(header, NOW + 1000)).toBe(false);
    expect(carriesToken(header, NOW)).toBe(true);
  });
});
