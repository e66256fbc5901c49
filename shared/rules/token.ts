// Token expiry on the client: a token is valid only while its `exp` claim is later than now.

/** A JWT as compact serialisation: three base64url parts (header, claims, signature), none of them empty. */
export const JWT_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * What is wrong with a token the provider signs a user in with, as the client and the server need it (a
 * JWT whose numeric `exp` says when it expires, and whose `sub` names the user), or null when nothing is.
 */
export function tokenProblem(token: unknown): string | null {
  if (typeof token !== 'string' || !JWT_PATTERN.test(token)) return 'not a JWT (three base64url parts)';
  const claims = decodeTokenClaims(token);
  if (!claims) return 'its claims are not a JSON object';
  if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) return "no numeric 'exp' claim";
  if (typeof claims.sub !== 'string' || claims.sub === '') return "no 'sub' claim (a string)";
  return null;
}

/** The claims of a JWT without verifying it (the client cannot and need not); null when malformed. */
export function decodeTokenClaims(token: string | null | undefined): Record<string, unknown> | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The token's expiry in epoch milliseconds, or null when it has no numeric `exp` claim. */
export function tokenExpiresAt(token: string | null | undefined): number | null {
  const exp = decodeTokenClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** Whether the token's `exp` claim is later than now; a token without one is not valid. */
export function isTokenValid(token: string | null | undefined, now: number = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt > now;
}
