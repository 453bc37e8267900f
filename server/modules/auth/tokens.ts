/**
 * Customer tokens: a signed JWT (HS256, jose) with an expiry, whose `jti` is a session row. Revoking the
 * row (sign-out, password change) ends the token before its expiry, in every API process.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { serverSecret, session } from '../../db/schema';

export interface TokenService {
  /** Opens a session for the customer and returns its token. */
  issue(db: DbOrTx, customerId: number, meta?: { ip?: string; userAgent?: string }): Promise<string>;
  /** The session id and customer of a token whose signature and expiry are good (revocation is checked by the caller's query). */
  decode(token: string): Promise<{ sessionId: string; customerId: number } | null>;
  /** Signs a token with an arbitrary expiry (seconds since epoch); tests use it for expired tokens. */
  signRaw(claims: { sessionId: string; customerId: number; expiresAt: number }): Promise<string>;
  revoke(db: DbOrTx, sessionId: string): Promise<void>;
  /** Revokes every session of a customer except `keepSessionId`. */
  revokeOthers(db: DbOrTx, customerId: number, keepSessionId?: string): Promise<void>;
}

/** The signing key: TOKEN_SECRET, or one generated on first start and kept in the database. */
export async function loadTokenSecret(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db.insert(serverSecret).values({ name: 'token', value: randomBytes(48).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecret).where(eq(serverSecret.name, 'token'));
  return new TextEncoder().encode(row.value);
}

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  const signRaw: TokenService['signRaw'] = ({ sessionId, customerId, expiresAt }) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(customerId))
      .setJti(sessionId)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(secret);

  return {
    async issue(db, customerId, meta = {}) {
      const sessionId = randomUUID();
      const expiresAt = Math.floor(Date.now() / 1000) + ttlSeconds;
      await db.insert(session).values({
        id: sessionId, customerId, expiresAt: new Date(expiresAt * 1000), ip: meta.ip ?? null, userAgent: meta.userAgent?.slice(0, 300) ?? null,
      });
      return signRaw({ sessionId, customerId, expiresAt });
    },
    async decode(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const customerId = Number(payload.sub);
        if (!payload.jti || !Number.isInteger(customerId)) return null;
        return { sessionId: payload.jti, customerId };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
    signRaw,
    async revoke(db, sessionId) {
      await db.update(session).set({ revokedAt: new Date() }).where(and(eq(session.id, sessionId), isNull(session.revokedAt)));
    },
    async revokeOthers(db, customerId, keepSessionId) {
      const others = keepSessionId ? ne(session.id, keepSessionId) : undefined;
      await db.update(session).set({ revokedAt: new Date() }).where(and(eq(session.customerId, customerId), isNull(session.revokedAt), others));
    },
  };
}
