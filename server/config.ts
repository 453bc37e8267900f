/** Server settings, from the environment with defaults that work on a developer machine. */
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data directory (used when databaseUrl is unset). */
  dataDir: string;
  /** PostgreSQL connection URL; when set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string;
  /** SMTP URL for nodemailer (smtp://user:pass@host:port); unset means mail is printed and kept in the outbox. */
  smtpUrl?: string;
  mailFrom: string;
  production: boolean;
  /** Token lifetime in seconds. */
  tokenTtlSeconds: number;
  /** Token signing secret; when unset one is generated once and kept in the database. */
  tokenSecret?: string;
  /** Directory of the built portal. */
  distDir: string;
  publicDir: string;
  /** Public origin of the portal, used in e-mails and the development social provider. */
  publicUrl?: string;
  /** Rate limits (requests per minute per client address). */
  loginRateLimit: number;
  codeRateLimit: number;
  logLevel: string;
  /** Where the store platforms' local sandboxes keep their shops (npm start: DATA_DIR/sandbox); unset = memory. */
  sandboxStateDir?: string;
}

const root = resolve(new URL('..', import.meta.url).pathname);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    // Loopback unless told otherwise: a development server (dev outbox, dev social provider) is not on the network by default.
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(root, env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Merchant Portal <no-reply@merchant-portal.local>',
    production: env.NODE_ENV === 'production',
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 7 * 24 * 3600),
    tokenSecret: env.TOKEN_SECRET || undefined,
    distDir: resolve(root, env.DIST_DIR ?? 'dist'),
    publicDir: resolve(root, 'public'),
    publicUrl: env.PUBLIC_URL || undefined,
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 30),
    codeRateLimit: Number(env.CODE_RATE_LIMIT ?? 10),
    logLevel: env.LOG_LEVEL ?? 'warn',
  };
}

export const projectRoot = root;
