/**
 * Test harness: a real server (Fastify inject) over a fresh database — PGlite in a temporary
 * directory, or a throwaway database on the PostgreSQL at TEST_DATABASE_URL — seeded with the same
 * reference and demo data as `npm start`, optionally sending mail to a real SMTP server on loopback.
 * The database is a copy of a template the server project's global set-up migrated and seeded once
 * per run (server/test/globalSetup.ts); outside it, the harness migrates and seeds on its own.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { Client } from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { contract, type CallName } from '../../src/api/contract';
import { loadConfig, type ServerConfig } from '../config';
import { openPglite, openPostgres, type Database } from '../db/client';
import { createServices, type Services } from '../services';
import { buildApp } from '../app';
import { seedDemoData, seedReferenceData } from '../seed/seed';
import type { SocialProviders } from '../connectors/social/provider';
import { seedTemplates, type TemplateLevel } from './templates';
import { eq } from 'drizzle-orm';
import { customer } from '../db/schema';
import { createCustomer } from '../modules/customer/service';

export interface ReceivedMail { to: string; subject: string; text: string }

/** Decodes quoted-printable (soft line breaks and =XX bytes) as UTF-8. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) of a header. */
const decodeHeader = (value: string) =>
  value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')));

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startMailbox() {
  const messages: ReceivedMail[] = [];
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head, ...rest] = raw.split(/\r?\n\r?\n/);
        const headers = head.replace(/\r?\n[ \t]+/g, ' ');
        const subject = decodeHeader(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '');
        const body = rest.join('\n\n');
        const text = /^Content-Transfer-Encoding: quoted-printable/im.test(headers) ? decodeQuotedPrintable(body)
          : /^Content-Transfer-Encoding: base64/im.test(headers) ? Buffer.from(body, 'base64').toString('utf8') : body;
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), subject, text });
        waiting.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Waits for the next mail to `to` (after `since` earlier mails) and returns it. */
    async next(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = [...messages].reverse().find((m) => m.to === to && !(m as { seen?: boolean }).seen);
        if (found) {
          (found as { seen?: boolean }).seen = true;
          return found;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-character code in a code e-mail. */
export const codeIn = (mail: ReceivedMail): string => {
  const match = /\b([2-9A-HJKMNP-Z]{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no code in ${mail.text}`);
  return match[1];
};

export type StorageKind = 'pglite' | 'postgres';

/** The storage kinds to run storage tests on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const storageKinds: StorageKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Seeds what `level` holds into a migrated, empty database (where no template could be copied). */
async function seedTo(database: Database, level: TemplateLevel): Promise<void> {
  if (level === 'empty') return;
  await database.db.transaction(async (tx) => {
    await seedReferenceData(tx);
    if (level === 'demo') await seedDemoData(tx);
  });
}

/**
 * Opens a fresh, migrated database of the given kind holding `level` (default: empty) — a copy of the
 * run's template when there is one; `drop` removes it.
 */
export async function freshDatabase(kind: StorageKind, level: TemplateLevel = 'empty'): Promise<{ database: Database; drop(): Promise<void>; location: string }> {
  const templates = await seedTemplates();
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
    const template = templates?.pglite[level];
    // A closed PGlite directory is the whole database: copying it skips initdb, the migrations and the seed.
    if (template) cpSync(template, dir, { recursive: true });
    const handle = {
      database: await openPglite(dir),
      location: dir,
      drop: async () => {
        await handle.database.close().catch(() => undefined);
        rmSync(dir, { recursive: true, force: true });
      },
    };
    if (!template) await seedTo(handle.database, level);
    return handle;
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const template = templates?.postgres?.[level];
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = {
    database: await openPostgres(url.toString(), 4),
    location: url.toString(),
    drop: async () => {
      // The test may have swapped in a reopened database: close whichever is current.
      await handle.database.close().catch(() => undefined);
      const client = new Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
  if (!template) await seedTo(handle.database, level);
  return handle;
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | Array<string | number> | undefined>;
  body?: unknown;
  token?: string | null;
  lang?: string;
  ip?: string;
}

export interface TestServer {
  app: FastifyInstance;
  services: Services;
  routed: CallName[];
  config: ServerConfig;
  /** Calls a contract call by name; returns the parsed envelope and the HTTP status. */
  call(name: CallName, options?: CallOptions): Promise<{ http: number; status: number; message: string; data: any; raw: LightMyRequestResponse }>;
  /** Signs in and returns the token. */
  login(username: string, password: string, ip?: string): Promise<string>;
  close(): Promise<void>;
}

export function urlOf(name: CallName, options: CallOptions = {}): string {
  const call = contract[name];
  const path = call.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(options.params?.[key] ?? `:${key}`)));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export async function startTestServer(options: {
  kind?: StorageKind;
  smtpUrl?: string;
  config?: Partial<ServerConfig>;
  social?: SocialProviders;
  seed?: boolean;
} = {}): Promise<TestServer> {
  // Reference data always; the demo accounts unless `seed: false`.
  const { database, drop } = await freshDatabase(options.kind ?? 'pglite', options.seed === false ? 'reference' : 'demo');
  const config: ServerConfig = {
    ...loadConfig({}),
    distDir: join(tmpdir(), 'portal-no-dist'),
    smtpUrl: options.smtpUrl,
    loginRateLimit: 1000,
    codeRateLimit: 1000,
    ...options.config,
  };
  const printed: string[] = [];
  const services = await createServices(database.db, config, { social: options.social, print: (text) => printed.push(text) });
  const { app, routed } = await buildApp(services);
  await app.ready();

  const call: TestServer['call'] = async (name, callOptions = {}) => {
    const def = contract[name];
    const headers: Record<string, string> = { 'accept-language': callOptions.lang ?? 'en' };
    if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
    const raw = await app.inject({
      method: def.method,
      url: urlOf(name, callOptions),
      headers,
      remoteAddress: callOptions.ip ?? '127.0.0.1',
      ...(callOptions.body !== undefined ? { payload: callOptions.body as object } : {}),
    });
    const body = raw.json() as { status: number; message: string; data: unknown };
    return { http: raw.statusCode, status: body.status, message: body.message, data: body.data, raw };
  };

  return {
    app, services, routed, config, call,
    async login(username, password, ip) {
      const answer = await call('login', { body: { username, password }, ip });
      if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.message}`);
      return answer.data.token as string;
    },
    async close() {
      await app.close();
      await services.mail.stop();
      await drop();
    },
  };
}

/** A test server with the usual callers signed in (see `signedInServer`). */
export interface SignedInServer {
  server: TestServer;
  /** The demo merchant's token and customer id. */
  merchant: string;
  merchantId: number;
  /** A sub-account of the demo merchant holding only `menu:order`, for the 40301 checks. */
  viewer: string;
  /** Another merchant with nothing of its own, for the tenancy checks, and its customer id. */
  other: string;
  otherId: number;
  /** Calls and answers the data, throwing with the status and message unless the status is 200. */
  data(name: CallName, options?: CallOptions): Promise<any>;
}

/**
 * A test server with the demo merchant, a sub-account without the page's code and another merchant signed
 * in — the set-up most module tests repeat. `prefix` names the two accounts it creates (`<prefix>-viewer@…`,
 * `<prefix>-other@…`), so a file's accounts never clash with the demo's.
 */
export async function signedInServer(prefix: string, options: Parameters<typeof startTestServer>[0] = {}): Promise<SignedInServer> {
  const server = await startTestServer(options);
  const idOf = async (username: string) => {
    const [row] = await server.services.db.select({ id: customer.id }).from(customer).where(eq(customer.username, username));
    return row.id;
  };
  const merchant = await server.login('merchant@demo.shop', 'Merchant#2026');
  const merchantId = await idOf('merchant@demo.shop');
  await createCustomer(server.services.db, { username: `${prefix}-viewer@demo.shop`, password: 'Viewer#2026', refId: merchantId, roleName: 'Viewer', permissions: ['menu:order'] });
  const viewer = await server.login(`${prefix}-viewer@demo.shop`, 'Viewer#2026');
  const otherId = await createCustomer(server.services.db, { username: `${prefix}-other@demo.shop`, password: 'Other#2026' });
  const other = await server.login(`${prefix}-other@demo.shop`, 'Other#2026');
  const data = async (name: CallName, callOptions?: CallOptions) => {
    const answer = await server.call(name, callOptions);
    if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.message}`);
    return answer.data;
  };
  return { server, merchant, merchantId, viewer, other, otherId, data };
}

/**
 * How long a test file may take to start its server: a fresh PGlite database runs initdb in
 * WebAssembly, which takes a minute or more on a busy two-core machine.
 */
export const SERVER_START_MS = 300_000;
