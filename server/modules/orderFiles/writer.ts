/**
 * Writes export rows as XLSX (exceljs's streaming WorkbookWriter: rows are committed and zipped as they
 * come, never a whole sheet in memory) or CSV (csv-stringify) into a Node stream, waiting for the stream
 * to drain (back-pressure) so a slow download slows the reading instead of filling memory.
 */
import { PassThrough, type Writable } from 'node:stream';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify';
import { exportColumns, type ExportFormat } from '../../../src/api/contract/orderFiles';
import { centsToDecimal } from '../../../src/api/contract/orders';
import { translate, type Lang } from '../../http/i18n';
import type { ExportRow } from './filter';

export type Cells = Array<string | number>;

const iso = (d: Date | null) => (d ? d.toISOString() : '');

/** A row's cells in exportColumns order (money as decimals through the one helper). */
export function cellsOf(row: ExportRow): Cells {
  return [
    row.number, row.kind, row.status, row.paymentStatus, row.fulfilmentStatus, row.problem ?? '', row.storeName ?? '', row.storeOrderName ?? '',
    row.buyerName ?? '', row.countryCode ?? '', row.channelCode ?? '', row.itemCount, centsToDecimal(row.productCents), centsToDecimal(row.shippingCents),
    centsToDecimal(row.totalCents), row.currencyCode, row.carrier ?? '', row.trackingNumber ?? '', iso(row.createdAt), iso(row.paidAt), iso(row.shippedAt),
  ];
}

export const headersOf = (lang: Lang) => exportColumns.map((c) => translate(lang, `server.orderExport.columns.${c}`));

export interface RowSink {
  add(cells: Cells): Promise<void>;
  end(): Promise<void>;
}

/** A sink that writes into `out` in the given format; `out` ends when the sink ends. */
export function createSink(format: ExportFormat, out: Writable, lang: Lang): RowSink {
  const pressure = async (stream: Writable) => { if (stream.writableNeedDrain) await once(stream, 'drain'); };
  if (format === 'csv') {
    const csv = stringify({ bom: true });
    csv.pipe(out);
    csv.write(headersOf(lang));
    return {
      async add(cells) { if (!csv.write(cells)) await pressure(csv); },
      async end() { csv.end(); await once(out, 'finish').catch(() => undefined); },
    };
  }
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = book.addWorksheet('Orders');
  sheet.addRow(headersOf(lang)).commit();
  return {
    async add(cells) {
      sheet.addRow(cells).commit();
      await pressure(out);
    },
    async end() { sheet.commit(); await book.commit(); },
  };
}

export const mimeOf = (format: ExportFormat) => (format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8');

/** A PassThrough the sink writes into and the HTTP reply reads from. */
export const pipeStream = () => new PassThrough({ highWaterMark: 256 * 1024 });
