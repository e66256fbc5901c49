// Which Authorization header may carry a user's token: only a Bearer JWT with an
// `exp` later than now, of a sane length; the provider refused ones are remembered until they expire.
import { carriesToken, MAX_AUTHORIZATION_LENGTH, RememberedTokens } from './tokens';

const NOW = Date.UTC(2026, 10, 23, 12);
const jwt = (claims: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims), 'sig'].map((part) => Buffer.from(part).toString('base64url')).join('.');

describe('carriesToken', () => {
  it('takes no header longer than a token can be for one, however well formed (never decoded nor kept whole)', () => {
    const long = `Bearer ${jwt({ sub: '7', exp: NOW / 1000 + 60, pad: 'x'.repeat(MAX_AUTHORIZATION_LENGTH) })}`;
    expect(carriesToken(long, NOW)).toBe(false);
    expect(carriesToken(`Bearer ${jwt({ sub: '7', exp: NOW / 1000 + 60, pad: 'x'.repeat(1000) })}`, NOW)).toBe(true);
  });

  const token = jwt({ sub: '7', exp: NOW / 1000 + 60 });

  it('takes a Bearer JWT that has not expired for a user', () => {
    expect(carriesToken(`Bearer ${token}`, NOW)).toBe(true);
    expect(carriesToken(`bearer  ${token} `, NOW)).toBe(true);
  });

  it("takes nothing else for a token that may be a user's: no header, an empty or malformed one, another scheme, a token without exp", () => {
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

describe('RememberedTokens', () => {
  it('remembers a refused token until its own expiry, and nothing else', () => {
    const refused = new RememberedTokens();
    const now = Date.now();
    const header = `Bearer ${jwt({ sub: '9', exp: now / 1000 + 60 })}`;
    refused.add(header, now + 60_000);
    expect(refused.has(header, now)).toBe(true);
    expect(refused.has(header, now + 60_000)).toBe(false);
    expect(refused.has(`Bearer ${jwt({ sub: '10', exp: now / 1000 + 60 })}`, now)).toBe(false);
  });
});
