// JWTs (HS256, 8 hours) for the mock's users.
import jwt from 'jsonwebtoken';
import type { UserType } from '@shared/contract/entities';
import type { UserRecord } from './types';

/** What a verified token says of its user. */
export interface TokenClaims {
  sub: string;
  userType: UserType;
  businessCustomerId: number | null;
  /** The user's token version when it was issued: a password change raises it, ending older tokens. */
  ver: number;
}

/** A token's lifetime. */
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

/** Issues and verifies the tokens of one provider instance. */
export class TokenService {
  constructor(private readonly secret: string) {}

  /** A signed token for the user, valid for 8 hours. */
  issue(user: UserRecord): string {
    const claims: TokenClaims = {
      sub: String(user.id),
      userType: user.userType,
      businessCustomerId: user.businessCustomerId,
      ver: user.tokenVersion,
    };
    return jwt.sign(claims, this.secret, { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME_SECONDS });
  }

  /** The user id and token version of a valid token, or null for a missing, malformed, expired or foreign one, or one without `exp`. */
  verify(token: string | undefined): { id: number; version: number } | null {
    if (!token) return null;
    try {
      const claims = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof claims !== 'object' || claims === null) return null;
      // jsonwebtoken checks `exp` only when there is one: a token without it would never end.
      if (typeof claims.exp !== 'number') return null;
      const id = Number((claims as jwt.JwtPayload).sub);
      const version = (claims as jwt.JwtPayload).ver ?? 0;
      if (!Number.isSafeInteger(id) || id <= 0 || !Number.isSafeInteger(version)) return null;
      return { id, version };
    } catch {
      return null;
    }
  }
}
