/**
 * File orders (/orders/ftp): the template, reading an uploaded CSV/XLSX into rows (headers in row 1, any
 * order, case-insensitive; one row = one order with one line), and the job item worker that turns one row
 * into one order through the orders service (createOrder: priced on the server, awaiting payment). A row's
 * error names its row number and the column, in the merchant's language (job item errorCode + errorField).
 */
import ExcelJS from 'exceljs';
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { country, job, jobItem, order, product, variant, type OrderKind } from '../../db/schema';
import { ORDER_FILE_MAX_ROWS, orderFileColumns, orderFileRequired, type OrderFileColumn, type OrderFileLogType } from '../../../src/api/contract/orderFiles';
import type { JobItemState } from '../../../src/api/contract/jobs';
import { ApiFailure } from '../../http/envelope';
import { translate, type Lang } from '../../http/i18n';
import type { ItemOutcome, ItemWorker } from '../jobs/service';
import { readRowFile, type FileRow, type RowFileSpec } from '../common/rowReader';
import { createOrder, quotesFor, searchTextOf } from '../orders/service';
import { chooseChannel } from '../orders/channels';

export type { FileRow };

/** Example rows with real catalogue SKUs (the first two on sale), so the template works as uploaded. */
export async function orderFileTemplate(db: DbOrTx, format: 'csv' | 'xlsx') {
  const skus = await db.select({ sku: variant.sku }).from(variant).innerJoin(product, eq(product.id, variant.productId))
    .where(and(eq(variant.status, 'on_sale'), eq(product.status, 'on_sale'), sql`${product.ownerCustomerId} is null`)).orderBy(asc(variant.id)).limit(2);
  const examples: Record<OrderFileColumn, string>[] = skus.map((s, i) => ({
    orderRef: `REF-${1001 + i}`, sku: s.sku, quantity: String(i + 1), kind: i === 0 ? 'normal' : 'self_buy', name: i === 0 ? 'Ada Lovelace' : 'Grace Hopper',
    line1: i === 0 ? '12 Market Street' : '400 Main Avenue', line2: '', city: i === 0 ? 'San Francisco' : 'Boston', province: i === 0 ? 'CA' : 'MA',
    postalCode: i === 0 ? '94105' : '02110', countryCode: 'US', phone: '+1 415 555 0100', email: '', channel: '', remark: '',
  }));
  const table = [orderFileColumns as readonly string[], ...examples.map((e) => orderFileColumns.map((c) => e[c]))];
  if (format === 'csv') {
    const text = table.map((row) => row.map((v) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',')).join('\r\n') + '\r\n';
    return { fileName: 'order-file-template.csv', mimeType: 'text/csv', contentBase64: Buffer.from(text, 'utf8').toString('base64') };
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Orders');
  sheet.columns = orderFileColumns.map((key) => ({ header: key, key, width: key === 'line1' || key === 'name' ? 28 : 14 }));
  for (const e of examples) sheet.addRow(orderFileColumns.map((c) => e[c]));
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  return { fileName: 'order-file-template.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', contentBase64: buffer.toString('base64') };
}

const orderFileSpec: RowFileSpec = {
  columns: orderFileColumns, required: orderFileRequired, maxRows: ORDER_FILE_MAX_ROWS, maxCellLength: 500,
  keys: { unreadable: 'server.import.unreadable', noRows: 'server.orderFiles.noRows', missingColumn: 'server.orderFiles.missingColumn', tooManyRows: 'server.orderFiles.tooManyRows' },
};

/** The file's rows keyed by column, each with its row number in the file (headers are row 1): the shared row reader. */
export const readOrderFile = (fileName: string, content: Buffer): Promise<FileRow[]> => readRowFile(fileName, content, orderFileSpec);

const failed = (code: string, field: string): ItemOutcome => ({ ok: false, state: 'failed', code, field });
const fileKinds: readonly OrderKind[] = ['normal', 'consolidation', 'self_buy'];
/** Where createOrder's field names land in the file. */
const columnOfField = (field: string): OrderFileColumn => (
  field.startsWith('lines') && field.endsWith('quantity') ? 'quantity'
  : field.startsWith('lines') ? 'sku'
  : field === 'channelCode' ? 'channel'
  : field === 'address' ? 'line1'
  : (orderFileColumns as readonly string[]).includes(field) ? field as OrderFileColumn : 'orderRef'
);

/** One file row → one order, in the item's transaction (a savepoint: a refused row changes nothing). */
export const orderFileWorker: ItemWorker = async (tx: Tx, jobRow, item) => {
  const v = item.input;
  for (const column of orderFileRequired) if (!v[column]) return failed('server.orderFiles.required', column);
  const ref = v.orderRef;
  if (ref.length > 60) return failed('server.orderFiles.tooLong', 'orderRef');
  const quantity = Number(v.quantity);
  if (!/^\d{1,6}$/.test(v.quantity) || quantity < 1 || quantity > 100_000) return failed('server.orderFiles.badQuantity', 'quantity');
  const kind = (v.kind || 'normal') as OrderKind;
  if (!fileKinds.includes(kind)) return failed('server.orderFiles.badKind', 'kind');
  const countryCode = v.countryCode.toUpperCase();
  const [known] = await tx.select({ code: country.code }).from(country).where(eq(country.code, countryCode));
  if (!known) return failed('server.orderFiles.badCountry', 'countryCode');
  const [found] = await tx.select({ id: variant.id }).from(variant).innerJoin(product, eq(product.id, variant.productId))
    .where(and(eq(variant.sku, v.sku), eq(variant.status, 'on_sale'), eq(product.status, 'on_sale'),
      or(sql`${product.ownerCustomerId} is null`, eq(product.ownerCustomerId, jobRow.customerId))));
  if (!found) return failed('server.orderFiles.unknownSku', 'sku');
  const [duplicate] = await tx.select({ id: order.id }).from(order)
    .where(and(eq(order.customerId, jobRow.customerId), eq(order.source, 'file'), eq(order.storeOrderName, ref), sql`${order.status} <> 'canceled'`)).limit(1);
  if (duplicate) return failed('server.orderFiles.duplicateRef', 'orderRef');
  const address = {
    name: v.name.slice(0, 100), line1: v.line1.slice(0, 200), line2: v.line2 || null, city: v.city.slice(0, 100), province: v.province || null,
    postalCode: v.postalCode || null, countryCode, phone: v.phone || null, email: v.email || null,
  };
  const lines = [{ variantId: found.id, quantity }];
  let channelCode = v.channel || null;
  if (!channelCode) {
    channelCode = await chooseChannel(tx, jobRow.customerId, countryCode, await quotesFor(tx, countryCode, lines), null);
    if (!channelCode) return failed('server.orderFiles.noChannel', 'countryCode');
  }
  try {
    const created = await createOrder(tx, {
      customerId: jobRow.customerId, kind, subType: kind === 'self_buy' ? 4 : null, source: 'file', address, channelCode, lines,
      actorId: jobRow.createdBy, remark: v.remark || null,
    });
    const lineRows = [{ sku: v.sku, storeSku: null }];
    await tx.update(order).set({ storeOrderName: ref, searchText: searchTextOf({ ...created, storeOrderName: ref }, lineRows) }).where(eq(order.id, created.id));
    return { ok: true, result: { orderId: created.id, orderNumber: created.number } };
  } catch (error) {
    if (error instanceof ApiFailure) {
      const field = typeof error.params.field === 'string' ? error.params.field : 'orderRef';
      const column = columnOfField(field);
      return failed(column === 'channel' ? 'server.orderFiles.channelUnreachable' : column === 'sku' ? 'server.orderFiles.unknownSku' : 'server.orderFiles.rejected', column);
    }
    throw error;
  }
};

const logStates: Record<OrderFileLogType, readonly JobItemState[] | null> = { all: null, succeeded: ['succeeded'], failed: ['failed', 'blocked'] };

/** The rows of the merchant's file-order uploads (newest upload first, then by row), keyset on (job id, row). */
export async function orderFileLog(db: DbOrTx, customerId: number, type: OrderFileLogType, options: { jobId?: number; pageSize: number; cursor?: string }, lang: Lang) {
  const states = logStates[type];
  const [cursorJob, cursorSeq] = options.cursor ? options.cursor.split('-').map(Number) : [null, null];
  const rows = await db.select({ item: jobItem, fileName: job.label, uploadedAt: job.createdAt }).from(jobItem).innerJoin(job, eq(job.id, jobItem.jobId))
    .where(and(
      eq(job.customerId, customerId), eq(job.kind, 'orderFile'),
      options.jobId ? eq(job.id, options.jobId) : undefined,
      states ? inArray(jobItem.state, [...states]) : undefined,
      cursorJob !== null && cursorSeq !== null ? or(lt(job.id, cursorJob), and(eq(job.id, cursorJob), sql`${jobItem.seq} > ${cursorSeq}`)) : undefined,
    ))
    .orderBy(desc(job.id), asc(jobItem.seq)).limit(options.pageSize + 1);
  const more = rows.length > options.pageSize;
  const page = rows.slice(0, options.pageSize);
  const last = page[page.length - 1];
  return {
    records: page.map(({ item, fileName, uploadedAt }) => ({
      itemId: item.id, jobId: item.jobId, fileName, row: item.seq, state: item.state, orderRef: item.input.orderRef ?? '',
      orderId: typeof item.result?.orderId === 'number' ? item.result.orderId : null,
      orderNumber: typeof item.result?.orderNumber === 'string' ? item.result.orderNumber : null,
      errorField: item.errorField,
      message: item.errorCode ? translate(lang, item.errorCode, { field: item.errorField ?? '', row: item.seq }) : null,
      uploadedAt,
    })),
    nextCursor: more && last ? `${last.item.jobId}-${last.item.seq}` : null,
  };
}
