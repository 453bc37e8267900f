/**
 * Order exports. `requestExport` counts the filter's rows (up to EXPORT_INLINE_MAX + 1): a small set gets a
 * download link that streams straight from the database when opened; a larger one becomes a job (kind
 * orderExport) whose items each write one chunk of rows (CHUNK_ROWS, keyset after the previous chunk) to a
 * part file, and the link then streams the parts converted to the format. Either way memory stays flat.
 *
 * The link's ticket is 32 random bytes: the capability to read that export until it expires (a browser
 * download cannot send the Authorization header). Part files live under <data dir>/exports/<id>/; with
 * several API processes that directory must be shared storage.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { job, jobItem, orderExport } from '../../db/schema';
import type { Services } from '../../services';
import { EXPORT_INLINE_MAX, type ExportFormat } from '../../../src/api/contract/orderFiles';
import type { OrderListFilter } from '../../../src/api/contract/orders';
import { languageOf } from '../../http/i18n';
import { createJob, type ItemWorker, type JobRunRequester } from '../jobs/service';
import { countMatching, cursorOf, exportPage, lineSkusOf, type ExportCursor } from './filter';
import { storeScopeOf } from '../stores/handlers';
import type { StoreScope } from '../orders/queries';
import { cellsOf, createSink, mimeOf, pipeStream, type Cells } from './writer';
import { settleHeap } from './heap';

/** Rows per job item (one part file), and per database page when streaming. */
export const CHUNK_ROWS = 5_000;
const PAGE_ROWS = 1_000;
/** Rows per database page and file write in a job item (small pieces keep memory flat). */
const WRITE_ROWS = 250;
const INLINE_TTL_MS = 3_600_000;
const JOB_TTL_MS = 7 * 86_400_000;

let exportRoot = join(process.cwd(), '.data', 'exports');
/** Where job exports write their parts (the server's data directory; set when the routes are registered). */
export const setExportRoot = (dataDir: string) => { exportRoot = join(dataDir, 'exports'); };
const dirOf = (exportId: number) => join(exportRoot, String(exportId));

type ExportRecord = typeof orderExport.$inferSelect;

const urlOf = (token: string) => `/api/customer/orders/export/file/${token}`;

/** The answer shape of an export, with its job's state folded in. */
export function toExport(row: ExportRecord, jobState: string | null, now = new Date()) {
  const expired = row.expiresAt <= now;
  const state = expired ? 'expired' as const
    : row.jobId === null ? 'ready' as const
    : jobState === 'done' ? 'ready' as const
    : jobState === 'failed' || jobState === 'partially_failed' ? 'failed' as const
    : 'preparing' as const;
  return {
    id: row.id, format: row.format, rowCount: row.rowCount, state, jobId: row.jobId,
    downloadUrl: state === 'ready' ? urlOf(row.token) : null,
    filter: row.filter as OrderListFilter, createdAt: row.createdAt, expiresAt: row.expiresAt,
  };
}

/**
 * The stores the export's author may see (a limited sub-account: its stores' orders and those of no store),
 * read again whenever rows are read: a file never holds an order its author can no longer list.
 */
const scopeOfExport = (db: DbOrTx, row: Pick<ExportRecord, 'customerId' | 'createdBy'>): Promise<StoreScope> =>
  storeScopeOf(db, { id: row.createdBy, refId: row.createdBy === row.customerId ? null : row.customerId });

export async function requestExport(db: Db, queue: JobRunRequester, input: { customerId: number; createdBy: number; format: ExportFormat; filter: OrderListFilter }) {
  const filter = Object.fromEntries(Object.entries(input.filter).filter(([, v]) => v !== undefined && v !== '')) as OrderListFilter;
  const now = new Date();
  const scope = await scopeOfExport(db, input);
  const small = await countMatching(db, input.customerId, filter, EXPORT_INLINE_MAX + 1, now, scope);
  return db.transaction(async (tx) => {
    const rowCount = small <= EXPORT_INLINE_MAX ? small : await countMatching(tx, input.customerId, filter, undefined, now, scope);
    const [row] = await tx.insert(orderExport).values({
      customerId: input.customerId, createdBy: input.createdBy, format: input.format, filter, token: randomBytes(32).toString('base64url'),
      rowCount, createdAt: now, expiresAt: new Date(now.getTime() + (rowCount <= EXPORT_INLINE_MAX ? INLINE_TTL_MS : JOB_TTL_MS)),
    }).returning();
    if (rowCount <= EXPORT_INLINE_MAX) return toExport(row, null);
    const chunks = Math.ceil(rowCount / CHUNK_ROWS);
    const created = await createJob(tx, queue, {
      customerId: input.customerId, createdBy: input.createdBy, kind: 'orderExport', label: `orders.${input.format}`,
      items: Array.from({ length: chunks }, (_, i) => ({ seq: i + 1, input: { exportId: String(row.id) } })),
    });
    const [withJob] = await tx.update(orderExport).set({ jobId: created.id, filePath: `exports/${row.id}` }).where(eq(orderExport.id, row.id)).returning();
    return toExport(withJob, created.state);
  });
}

/** The customer's recent exports; a sub-account limited to some stores sees only its own (others' files may hold other stores). */
export async function listExports(db: DbOrTx, customerId: number, caller?: { id: number; refId: number | null }) {
  const limited = caller ? (await storeScopeOf(db, caller)) !== null : false;
  const rows = await db.select({ e: orderExport, jobState: job.state }).from(orderExport).leftJoin(job, eq(job.id, orderExport.jobId))
    .where(and(eq(orderExport.customerId, customerId), gt(orderExport.createdAt, new Date(Date.now() - JOB_TTL_MS)), limited && caller ? eq(orderExport.createdBy, caller.id) : undefined))
    .orderBy(desc(orderExport.id)).limit(50);
  return rows.map((r) => toExport(r.e, r.jobState));
}

/** A job item: the next CHUNK_ROWS rows after the previous item's last row, written to part-<seq>.ndjson. */
export const exportChunkWorker: ItemWorker = async (tx, jobRow, item) => {
  const exportId = Number(item.input.exportId);
  const [row] = await tx.select().from(orderExport).where(and(eq(orderExport.id, exportId), eq(orderExport.customerId, jobRow.customerId)));
  if (!row) return { ok: false, state: 'failed', code: 'server.orderExport.gone', field: null };
  let after: ExportCursor | null = null;
  if (item.seq > 1) {
    const [previous] = await tx.select().from(jobItem).where(and(eq(jobItem.jobId, jobRow.id), eq(jobItem.seq, item.seq - 1)));
    if (previous?.state !== 'succeeded' || !previous.result) return { ok: false, state: 'blocked', code: 'server.orderExport.previousChunk', field: null };
    if (previous.result.lastId === null) return { ok: true, result: { rows: 0, lastCreatedAt: null, lastId: null } };
    after = { createdAt: String(previous.result.lastCreatedAt), id: Number(previous.result.lastId) };
  }
  let rows = 0;
  let last: ExportCursor | null = after;
  const scope = await scopeOfExport(tx, row);
  await mkdir(dirOf(exportId), { recursive: true });
  // Truncated on each attempt: a retried item overwrites its part, never appends twice. Each small page is
  // written as it comes: short-lived strings the young generation collects, where a whole chunk joined into
  // one string went to the old generation and grew the server's memory by 160 MB over a million rows.
  const file = await open(join(dirOf(exportId), `part-${String(item.seq).padStart(6, '0')}.ndjson`), 'w');
  try {
    while (rows < CHUNK_ROWS) {
      const page = await exportPage(tx, row.customerId, row.filter as OrderListFilter, { after: last, limit: Math.min(WRITE_ROWS, CHUNK_ROWS - rows), until: row.createdAt, scope });
      if (page.length === 0) break;
      const skus = await lineSkusOf(tx, row.customerId, page.map((r) => r.id));
      await file.write(page.map((r) => `${JSON.stringify(cellsOf(r, skus.get(r.id)))}\n`).join(''));
      rows += page.length;
      last = cursorOf(page[page.length - 1]);
      if (page.length < WRITE_ROWS) break;
    }
  } finally {
    await file.close();
  }
  settleHeap();
  return { ok: true, result: { rows, lastCreatedAt: last?.createdAt ?? null, lastId: rows ? last?.id ?? null : null } };
};

/** Streams the export's rows into the sink: from the database (small), or from the job's part files. */
async function feed(db: Db, row: ExportRecord, add: (cells: Cells) => Promise<void>) {
  if (row.jobId === null) {
    let after: ExportCursor | null = null;
    const scope = await scopeOfExport(db, row);
    for (;;) {
      const page = await exportPage(db, row.customerId, row.filter as OrderListFilter, { after, limit: PAGE_ROWS, until: row.createdAt, scope });
      const skus = await lineSkusOf(db, row.customerId, page.map((r) => r.id));
      for (const r of page) await add(cellsOf(r, skus.get(r.id)));
      if (page.length < PAGE_ROWS) return;
      after = cursorOf(page[page.length - 1]);
    }
  }
  const parts = (await readdir(dirOf(row.id))).filter((f) => f.endsWith('.ndjson')).sort();
  for (const part of parts) {
    const lines = createInterface({ input: createReadStream(join(dirOf(row.id), part)), crlfDelay: Infinity });
    for await (const line of lines) if (line) await add(JSON.parse(line) as Cells);
  }
}

/** GET /api/customer/orders/export/file/:token (outside the contract: a file, not an envelope). */
export function registerExportDownload(app: FastifyInstance, services: Services) {
  setExportRoot(services.config.dataDir);
  app.get('/api/customer/orders/export/file/:token', { schema: { hide: true } }, async (request, reply) => {
    const { token } = request.params as { token: string };
    const lang = languageOf(request.headers['accept-language']);
    const missing = () => reply.code(404).send({ status: 9002, message: 'No such export, or its link has expired.', data: null });
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return missing();
    const [row] = await services.db.select({ e: orderExport, jobState: job.state }).from(orderExport).leftJoin(job, eq(job.id, orderExport.jobId))
      .where(eq(orderExport.token, token));
    if (!row || toExport(row.e, row.jobState).state !== 'ready') return missing();
    const out = pipeStream();
    const sink = createSink(row.e.format, out, lang);
    const stamp = row.e.createdAt.toISOString().slice(0, 19).replace(/[-:T]/g, '');
    reply.header('content-type', mimeOf(row.e.format))
      .header('content-disposition', `attachment; filename="orders-${stamp}.${row.e.format}"`)
      .header('cache-control', 'no-store');
    void (async () => {
      try {
        await feed(services.db, row.e, (cells) => sink.add(cells));
        await sink.end();
      } catch (error) {
        out.destroy(error as Error);
      }
    })();
    return reply.send(out);
  });
}

/** Expired exports' part files and rows (called by the hourly clean-up). */
export async function removeExpiredExports(db: Db) {
  const expired = await db.delete(orderExport).where(lt(orderExport.expiresAt, new Date())).returning({ id: orderExport.id });
  for (const { id } of expired) await rm(dirOf(id), { recursive: true, force: true });
}
