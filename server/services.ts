/**
 * The composition root: everything a handler may use, built once per server (tests build their own
 * with a temporary database, an SMTP server on loopback, or a fake clock-free token service).
 */
import { createHmac } from 'node:crypto';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import { createTokenService, loadTokenSecret, type TokenService } from './modules/auth/tokens';
import { createSocialTickets, type SocialTickets } from './modules/auth/socialTickets';
import { createMailDispatcher, type MailDispatcher } from './modules/mail/outbox';
import { socialProviders, type SocialProviders } from './connectors/social/provider';
import { devSocialProvider } from './connectors/social/dev';
import { readAppVersion } from './modules/common/version';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { createStoresRuntime, type StoresRuntime } from './modules/stores/runtime';

export interface Services {
  db: Db;
  config: ServerConfig;
  tokens: TokenService;
  socialTickets: SocialTickets;
  social: SocialProviders;
  mail: MailDispatcher;
  /** pg-boss: background jobs, mail delivery, clean-up (started by main.ts, or by a test that needs it). */
  jobs: JobQueue;
  /** Stable pseudonym of a username for third-party widgets (the login response's encryptUsername). */
  pseudonym(username: string): string;
  appVersion: string;
  /** Store connectors (real platforms or their sandboxes) and the credentials box. */
  stores: StoresRuntime;
}

export async function createServices(
  db: Db,
  config: ServerConfig,
  overrides: { social?: SocialProviders; print?: (text: string) => void } = {},
): Promise<Services> {
  const secret = await loadTokenSecret(db, config.tokenSecret);
  const jobs = createJobQueue(db);
  const stores = await createStoresRuntime(db, config);
  return {
    stores,
    jobs,
    db,
    config,
    tokens: createTokenService(secret, config.tokenTtlSeconds),
    socialTickets: createSocialTickets(secret),
    social: overrides.social ?? (config.production ? socialProviders() : socialProviders(devSocialProvider)),
    mail: createMailDispatcher({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, print: overrides.print, queue: jobs }),
    pseudonym: (username) => createHmac('sha256', secret).update(`username:${username}`).digest('hex').slice(0, 32),
    appVersion: readAppVersion(config.distDir),
  };
}
