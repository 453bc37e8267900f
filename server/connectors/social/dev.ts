/**
 * The development provider (`dev`), for local use and tests only (never registered in production):
 * the "authorisation code" is the e-mail address the developer signs in as, optionally followed by
 * `|First|Last`. It has no secret, which is exactly why production refuses it.
 */
import type { SocialProvider } from './provider';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const devSocialProvider: SocialProvider = {
  name: 'dev',
  async verify({ code }) {
    const [email, firstName, lastName] = code.split('|').map((part) => part.trim());
    if (!email || !EMAIL.test(email)) return null;
    const address = email.toLowerCase();
    return { provider: 'dev', subject: address, email: address, firstName: firstName || null, lastName: lastName || null };
  },
};
