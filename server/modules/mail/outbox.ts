/**
 * E-mail as a transactional outbox: services insert the message in the same transaction as the business
 * change (so a rolled-back registration sends nothing), and the dispatcher delivers pending rows —
 * over SMTP (nodemailer) when SMTP_URL is set, otherwise by printing them to the console, where a
 * developer reads them (also GET /api/dev/outbox and `npm run outbox`). Claiming rows with
 * FOR UPDATE SKIP LOCKED lets several API processes share one PostgreSQL without sending twice.
 * When the pg-boss queue runs (server/jobs/queue.ts), delivery is its `mail-send` job (kicked after a
 * request, and every minute as a safety net, with pg-boss's retries); without it (tests) `kick`
 * delivers in the process.
 */
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Mail } from './templates';

const MAX_ATTEMPTS = 5;
const POLL_MS = 2_000;
/** A row left in `sending` this long (its process died) is tried again. */
const STALE_SENDING_MS = 5 * 60_000;

export async function enqueueMail(db: DbOrTx, mail: Mail): Promise<void> {
  await db.insert(outbox).values({ recipient: mail.to, subject: mail.subject, body: mail.body });
}

export interface MailDispatcher {
  /** Delivers what is pending now; resolves when done (tests and `kick` use it). */
  deliverPending(): Promise<number>;
  /** Asks for a delivery soon (after a request enqueued mail). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

export function createMailDispatcher(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  print?: (text: string) => void;
  /** The pg-boss queue, once started, takes over delivery. */
  queue?: { readonly started: boolean; requestMail(): void };
}): MailDispatcher {
  const transport: Transporter | null = options.smtpUrl ? createTransport(options.smtpUrl) : null;
  const print = options.print ?? ((text: string) => console.log(text));
  const { db } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let again = false;

  async function claim() {
    await db.update(outbox).set({ status: 'pending' })
      .where(and(eq(outbox.status, 'sending'), lt(outbox.createdAt, new Date(Date.now() - STALE_SENDING_MS))));
    const claimable = db.select({ id: outbox.id }).from(outbox)
      .where(eq(outbox.status, 'pending')).orderBy(asc(outbox.id)).limit(20).for('update', { skipLocked: true });
    return db.update(outbox).set({ status: 'sending', attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, claimable)).returning();
  }

  async function deliver(): Promise<number> {
    let delivered = 0;
    for (let rows = await claim(); rows.length > 0; rows = await claim()) {
      for (const row of rows) {
        try {
          if (transport) {
            await transport.sendMail({ from: options.from, to: row.recipient, subject: row.subject, text: row.body });
          } else {
            print(`\n✉  To: ${row.recipient}\n   Subject: ${row.subject}\n${row.body.replace(/^/gm, '   ')}\n`);
          }
          await db.update(outbox).set({ status: transport ? 'sent' : 'logged', sentAt: new Date(), error: null }).where(eq(outbox.id, row.id));
          delivered += 1;
        } catch (error) {
          const status = row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
          await db.update(outbox).set({ status, error: String((error as Error).message).slice(0, 500) }).where(eq(outbox.id, row.id));
          if (status === 'pending') return delivered; // the transport is down: retry on the next poll
        }
      }
    }
    return delivered;
  }

  const deliverPending = async (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await deliver();
      } while (again);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    deliverPending,
    kick() {
      if (options.queue?.started) {
        options.queue.requestMail();
        return;
      }
      void deliverPending().catch((error: unknown) => console.error('mail delivery failed', error));
    },
    start() {
      timer ??= setInterval(() => this.kick(), POLL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
      transport?.close();
    },
  };
}
