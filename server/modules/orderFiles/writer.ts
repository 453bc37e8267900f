/**
 * Writes export rows as XLSX or CSV (csv-stringify) into a Node stream, waiting for the stream to drain
 * (back-pressure) so a slow download slows the reading instead of filling memory.
 *
 * XLSX is written here as one sheet of inline strings, deflated by zip.ts as rows come: exceljs's streaming
 * WorkbookWriter did not wait for its zip (archiver) and queued every row behind a slow download (+760 MB
 * of server memory for a million rows).
 */
import { PassThrough, type Writable } from 'node:stream';
import { once } from 'node:events';
import { stringify } from 'csv-stringify';
import { ZipWriter, type ZipEntryWriter } from './zip';
import { exportColumns, type ExportFormat } from '../../../src/api/contract/orderFiles';
import { centsToDecimal } from '../../../src/api/contract/orders';
import { translate, type Lang } from '../../http/i18n';
import type { ExportRow, LineSkus } from './filter';

export type Cells = Array<string | number>;

const iso = (d: Date | null) => (d ? d.toISOString() : '');

const noSkus: LineSkus = { sku: '', customerSku: '' };

/** A row's cells in exportColumns order (money as decimals through the one helper); `skus` from lineSkusOf. */
export function cellsOf(row: ExportRow, skus: LineSkus = noSkus): Cells {
  return [
    row.number, row.kind, row.status, row.paymentStatus, row.fulfilmentStatus, row.problem ?? '', row.storeName ?? '', row.storeOrderName ?? '',
    row.buyerName ?? '', row.countryCode ?? '', row.channelCode ?? '', row.itemCount, skus.sku, skus.customerSku, centsToDecimal(row.productCents), centsToDecimal(row.shippingCents),
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
  return xlsxSink(out, headersOf(lang));
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const parts: Array<[string, string]> = [
  ['[Content_Types].xml', `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`],
  ['_rels/.rels', `${HEAD}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
  ['xl/workbook.xml', `${HEAD}<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Orders" sheetId="1" r:id="rId1"/></sheets></workbook>`],
  ['xl/_rels/workbook.xml.rels', `${HEAD}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`],
];

/** Text as XML character data: escaped, without the characters XML 1.0 cannot hold. */
const xmlText = (text: string) =>
  // oxlint-disable-next-line no-control-regex -- these are exactly the characters XML 1.0 forbids
  text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));

const columnName = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : columnName(Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26)));

function rowXml(cells: Cells, r: number): string {
  let xml = `<row r="${r}">`;
  cells.forEach((value, i) => {
    const ref = `${columnName(i)}${r}`;
    xml += typeof value === 'number' && Number.isFinite(value)
      ? `<c r="${ref}"><v>${value}</v></c>`
      : `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(String(value))}</t></is></c>`;
  });
  return `${xml}</row>`;
}

/** Rows gathered into pieces of about this many characters before each (awaited) write to the deflater. */
const PIECE = 64 * 1024;

function xlsxSink(out: Writable, headers: string[]): RowSink {
  const zip = new ZipWriter(out);
  let sheet: ZipEntryWriter | null = null;
  let piece = '';
  let rowNo = 0;
  const open = async () => {
    if (sheet) return sheet;
    for (const [name, xml] of parts) await zip.file(name, xml);
    sheet = await zip.entry('xl/worksheets/sheet1.xml');
    piece = `${HEAD}<worksheet xmlns="${NS}"><sheetData>${rowXml(headers, (rowNo += 1))}`;
    return sheet;
  };
  return {
    async add(cells) {
      const entry = await open();
      piece += rowXml(cells, (rowNo += 1));
      if (piece.length >= PIECE) {
        const full = piece;
        piece = '';
        await entry.write(full);
      }
    },
    async end() {
      const entry = await open();
      await entry.write(`${piece}</sheetData></worksheet>`);
      piece = '';
      await entry.end();
      await zip.finish();
    },
  };
}

export const mimeOf = (format: ExportFormat) => (format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8');

/** A PassThrough the sink writes into and the HTTP reply reads from. */
export const pipeStream = () => new PassThrough({ highWaterMark: 256 * 1024 });
