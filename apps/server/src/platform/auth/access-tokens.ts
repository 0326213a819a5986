import { webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ROLES, type Role } from '@coldroom/contract';
import { errors } from '../errors';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'coldroom';
const AUDIENCE = 'coldroom-api';

export interface AccessClaims {
  userId: number;
  role: Role;
  companyId: number | null;
  /** The refresh-token family this token came from; logging out of it ends the access token too. */
  sessionId: string;
}

export interface AccessTokens {
  /**
   * HS256 over fixed claims is deterministic: the same claims and `issuedAt` (default now) give the same
   * token, which is how a refresh repeated within its grace window answers the very same pair.
   */
  sign(claims: AccessClaims, issuedAt?: Date): Promise<string>;
  verify(token: string): Promise<AccessClaims>;
}

/** How many verified tokens a process keeps (see verify); past it, it starts again from none. */
const VERIFIED_KEPT = 10_000;

interface Verified {
  claims: AccessClaims;
  exp: number | undefined;
  nbf: number | undefined;
}

/**
 * Short-lived bearer JWTs (HS256). The secret is imported as a WebCrypto key once: handed the raw bytes,
 * jose imports them again on every call, which more than doubled the CPU of each token check.
 *
 * A token's signature and claims are checked once: a token string already verified is looked up and only
 * its times are checked again (exp and nbf against now, as jose checks them), so the same token sent with
 * every request of its 15 minutes costs the HMAC once. Whether its session is still live is the caller's
 * check on every request (liveActor).
 */
export function createAccessTokens(secret: string, now: () => Date = () => new Date()): AccessTokens {
  const verified = new Map<string, Verified>();
  const checkTimes = (token: Verified) => {
    const at = Math.floor(now().getTime() / 1000);
    if (token.exp !== undefined && token.exp <= at) throw errors.tokenExpired();
    if (token.nbf !== undefined && token.nbf > at) throw errors.tokenInvalid();
  };
  let imported: Promise<webcrypto.CryptoKey> | undefined;
  const keyOf = () =>
    (imported ??= webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
  return {
    async sign(claims, at = now()) {
      const issuedAt = Math.floor(at.getTime() / 1000);
      return new SignJWT({ role: claims.role, cid: claims.companyId, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
        .sign(await keyOf());
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        checkTimes(known);
        return { ...known.claims };
      }
      try {
        const { payload } = await jwtVerify(token, await keyOf(), {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now(),
        });
        const userId = Number(payload.sub);
        const role = payload.role as Role;
        const companyId = payload.cid;
        if (!Number.isSafeInteger(userId) || !ROLES.includes(role) || typeof payload.sid !== 'string') throw errors.tokenInvalid();
        if (companyId !== null && typeof companyId !== 'number') throw errors.tokenInvalid();
        const claims: AccessClaims = { userId, role, companyId, sessionId: payload.sid };
        if (verified.size >= VERIFIED_KEPT) verified.clear();
        verified.set(token, { claims, exp: payload.exp, nbf: payload.nbf });
        return { ...claims };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw errors.tokenExpired();
        throw errors.tokenInvalid();
      }
    },
  };
}
