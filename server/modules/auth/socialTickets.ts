/**
 * socialInfo.accessToken: a short-lived signed ticket carrying a provider-verified identity from the
 * social login answer to the bind/register call, so the server never trusts an identity the browser
 * made up. Signed with the token key, for a different audience.
 */
import { SignJWT, jwtVerify } from 'jose';
import type { SocialIdentity } from '../../connectors/social/provider';

const AUDIENCE = 'social-bind';
const TTL_SECONDS = 30 * 60;

export interface SocialTickets {
  sign(identity: SocialIdentity): Promise<string>;
  verify(ticket: string): Promise<SocialIdentity | null>;
}

export function createSocialTickets(secret: Uint8Array): SocialTickets {
  return {
    sign: (identity) =>
      new SignJWT({ ...identity })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + TTL_SECONDS)
        .sign(secret),
    async verify(ticket) {
      try {
        const { payload } = await jwtVerify(ticket, secret, { algorithms: ['HS256'], audience: AUDIENCE });
        if (typeof payload.provider !== 'string' || typeof payload.subject !== 'string') return null;
        const text = (value: unknown) => (typeof value === 'string' ? value : null);
        return { provider: payload.provider, subject: payload.subject, email: text(payload.email), firstName: text(payload.firstName), lastName: text(payload.lastName) };
      } catch {
        return null;
      }
    },
  };
}
