/**
 * The product import file (CSV or XLSX): its template, and reading it into rows for a job. The first
 * row holds the headers (importColumns, any order, case-insensitive); each later row becomes one job
 * item whose `seq` is its row number in the file, so an error names the row and the column the
 * merchant sees in a spreadsheet. Values are checked by the item worker, one row at a time.
 */
import ExcelJS from 'exceljs';
import { importColumns, IMPORT_MAX_ROWS } from '../../../src/api/contract/products';
import type { ItemOutcome, ItemWorker } from '../jobs/service';
import { addFromCatalogue } from './service';

/** A file row: its row number in the file (headers are row 1) and its values by column. */
export type ImportRow = { seq: number; input: Record<string, string> };
/** A problem with the file as a whole: the message key and, for a header, the column. */
export class ImportFileError extends Error {
  constructor(readonly key: string, readonly field: string = 'contentBase64') { super(key); }
}

const examples = [
  ['CJ-HOME-000001', 'Classic Chef knife', '24.99', '34.99'],
  ['CJ-OUT-000004', '', '', ''],
];

export async function importTemplate(format: 'csv' | 'xlsx') {
  if (format === 'csv') {
    const text = [importColumns.join(','), ...examples.map((row) => row.join(','))].join('\r\n') + '\r\n';
    return { fileName: 'product-import-template.csv', mimeType: 'text/csv', contentBase64: Buffer.from(text, 'utf8').toString('base64') };
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.columns = importColumns.map((key) => ({ header: key, key, width: key === 'title' ? 40 : 18 }));
  for (const row of examples) sheet.addRow(row);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  return { fileName: 'product-import-template.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', contentBase64: buffer.toString('base64') };
}

/** RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF; a leading BOM is dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i += 1) {
    const c = input[i];
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') { field += '"'; i += 1; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i += 1;
      row.push(field); rows.push(row); row = []; field = '';
    } else field += c;
  }
  if (field !== '' || row.length) { row.push(field); rows.push(row); }
  return rows;
}

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    return '';
  }
  return String(value);
};

async function readXlsx(buffer: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new ImportFileError('server.import.unreadable');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new ImportFileError('server.import.noRows');
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows[number - 1] = values.map((v) => cellText(v as ExcelJS.CellValue));
  });
  return Array.from(rows, (r) => r ?? []);
}

/** Reads the file into rows keyed by column, each with its row number (headers are row 1). */
export async function readImportFile(fileName: string, content: Buffer): Promise<ImportRow[]> {
  const table = /\.xlsx$/i.test(fileName) ? await readXlsx(content) : parseCsv(content.toString('utf8'));
  const header = (table[0] ?? []).map((h) => h.trim());
  const columns = header.map((h) => importColumns.find((c) => c.toLowerCase() === h.toLowerCase()) ?? null);
  if (!columns.includes('spu')) throw new ImportFileError('server.import.missingSpuColumn', 'spu');
  const rows: ImportRow[] = [];
  table.slice(1).forEach((cells, i) => {
    if (cells.every((cell) => cell.trim() === '')) return; // blank lines are not rows
    const input: Record<string, string> = {};
    columns.forEach((column, k) => { if (column) input[column] = (cells[k] ?? '').trim().slice(0, 2000); });
    rows.push({ seq: i + 2, input });
  });
  if (rows.length === 0) throw new ImportFileError('server.import.noRows');
  if (rows.length > IMPORT_MAX_ROWS) throw new ImportFileError('server.import.tooManyRows');
  return rows;
}

/** "12.34" → 1234 cents; empty → undefined; anything else (negative, 3 decimals, text) → NaN. */
export function centsOf(text: string | undefined): number | undefined {
  if (!text) return undefined;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return Number.NaN;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const failed = (code: string, field: string): ItemOutcome => ({ ok: false, state: 'failed', code, field });

/** One file row: check its values, then add the product (in the item's transaction). */
export const fileImportWorker: ItemWorker = async (tx, jobRow, item) => {
  const { spu = '', title = '', sellPrice, compareAtPrice } = item.input;
  if (!spu) return failed('server.import.required', 'spu');
  if (!/^[A-Z0-9][A-Z0-9-]{2,39}$/.test(spu)) return failed('server.import.unknownSpu', 'spu');
  if (title.length > 255) return failed('server.import.titleTooLong', 'title');
  const sell = centsOf(sellPrice);
  if (Number.isNaN(sell)) return failed('server.import.badPrice', 'sellPrice');
  const compare = centsOf(compareAtPrice);
  if (Number.isNaN(compare)) return failed('server.import.badPrice', 'compareAtPrice');
  if (compare !== undefined && sell !== undefined && compare < sell) return failed('server.import.compareAtBelowSell', 'compareAtPrice');
  if (compare !== undefined && sell === undefined) return failed('server.import.compareAtNeedsSell', 'compareAtPrice');
  const outcome = await addFromCatalogue(tx, jobRow.customerId, spu, { title, sellPrice: sell, compareAtPrice: compare ?? null, source: 'file' });
  return outcome.ok ? { ok: true, result: { skuListId: outcome.entry.id } } : failed(outcome.code, outcome.field);
};
