import { decodeTokenClaims, isTokenValid, tokenExpiresAt } from './token';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: object) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.signature`;

describe('token expiry', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);
  it('is valid while exp is later than now', () => {
    expect(isTokenValid(token({ exp: now / 1000 + 60 }), now)).toBe(true);
  });
  it('is invalid once exp is now or earlier', () => {
    expect(isTokenValid(token({ exp: now / 1000 }), now)).toBe(false);
    expect(isTokenValid(token({ exp: now / 1000 - 1 }), now)).toBe(false);
  });
  it('is invalid without a numeric exp claim, or when malformed', () => {
    expect(isTokenValid(token({ sub: '1' }), now)).toBe(false);
    expect(isTokenValid(token({ exp: 'tomorrow' }), now)).toBe(false);
    expect(isTokenValid('not-a-token', now)).toBe(false);
    expect(isTokenValid('a.%%%.c', now)).toBe(false);
    expect(isTokenValid(null, now)).toBe(false);
  });
  it('reads the claims, including Hebrew text', () => {
    expect(decodeTokenClaims(token({ name: 'ישראל', exp: 5 }))).toEqual({ name: 'ישראל', exp: 5 });
    expect(tokenExpiresAt(token({ exp: 5 }))).toBe(5000);
  });
});
