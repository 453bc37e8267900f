/**
 * The product import file (CSV or XLSX): its template, and reading it into rows for a job. The first
 * row holds the headers (importColumns, any order, case-insensitive); each later row becomes one job
 * item whose `seq` is its row number in the file, so an error names the row and the column the
 * merchant sees in a spreadsheet. Values are checked by the item worker, one row at a time.
 */
import ExcelJS from 'exceljs';
import { importColumns, IMPORT_MAX_ROWS } from '../../../src/api/contract/products';
import type { ItemOutcome, ItemWorker } from '../jobs/service';
import { parseCsv, readRowFile, RowFileError, type FileRow, type RowFileSpec } from '../common/rowReader';
import { addFromCatalogue, addManyFromCatalogue } from './service';

/** A file row: its row number in the file (headers are row 1) and its values by column. */
export type ImportRow = FileRow;
/** A problem with the file as a whole (the shared reader's error, under the name this module always used). */
export { RowFileError as ImportFileError, parseCsv };

const importFileSpec: RowFileSpec = {
  columns: importColumns, required: ['spu'], maxRows: IMPORT_MAX_ROWS, maxCellLength: 2000,
  keys: { unreadable: 'server.import.unreadable', noRows: 'server.import.noRows', missingColumn: 'server.import.missingSpuColumn', tooManyRows: 'server.import.tooManyRows' },
};

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

/** Reads the file into rows keyed by column, each with its row number (headers are row 1). */
export const readImportFile = (fileName: string, content: Buffer): Promise<ImportRow[]> => readRowFile(fileName, content, importFileSpec);

/** "12.34" → 1234 cents; empty → undefined; anything else (negative, 3 decimals, text) → NaN. */
export function centsOf(text: string | undefined): number | undefined {
  if (!text) return undefined;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return Number.NaN;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const failed = (code: string, field: string) => ({ ok: false, state: 'failed', code, field }) as const;

type CheckedRow = { ok: true; spu: string; title: string; sellPrice: number | undefined; compareAtPrice: number | undefined } | ItemOutcome & { ok: false };

/** A row's values checked on their own (no database): the product to add, or the failure naming the column. */
function checkRow(input: Record<string, string>): CheckedRow {
  const { spu = '', title = '', sellPrice, compareAtPrice } = input;
  if (!spu) return failed('server.import.required', 'spu');
  if (!/^[A-Z0-9][A-Z0-9-]{2,39}$/.test(spu)) return failed('server.import.unknownSpu', 'spu');
  if (title.length > 255) return failed('server.import.titleTooLong', 'title');
  const sell = centsOf(sellPrice);
  if (Number.isNaN(sell)) return failed('server.import.badPrice', 'sellPrice');
  const compare = centsOf(compareAtPrice);
  if (Number.isNaN(compare)) return failed('server.import.badPrice', 'compareAtPrice');
  if (compare !== undefined && sell !== undefined && compare < sell) return failed('server.import.compareAtBelowSell', 'compareAtPrice');
  if (compare !== undefined && sell === undefined) return failed('server.import.compareAtNeedsSell', 'compareAtPrice');
  return { ok: true, spu, title, sellPrice: sell, compareAtPrice: compare };
}

/** One file row: check its values, then add the product (in the item's transaction). */
export const fileImportWorker: ItemWorker = async (tx, jobRow, item) => {
  const row = checkRow(item.input);
  if (!row.ok) return row;
  const outcome = await addFromCatalogue(tx, jobRow.customerId, row.spu, { title: row.title, sellPrice: row.sellPrice, compareAtPrice: row.compareAtPrice ?? null, source: 'file' });
  return outcome.ok ? { ok: true, result: { skuListId: outcome.entry.id } } : failed(outcome.code, outcome.field);
};

/**
 * A batch of file rows at once (the runner's batch path): each row checked alone, then every good row
 * added with one query per step (addManyFromCatalogue) — the same outcome per row as one at a time.
 */
fileImportWorker.batch = async (tx, jobRow, items) => {
  const checked = items.map((item) => checkRow(item.input));
  const good = checked.filter((row) => row.ok);
  const added = await addManyFromCatalogue(tx, jobRow.customerId,
    good.map((row) => ({ spu: row.spu, title: row.title, sellPrice: row.sellPrice, compareAtPrice: row.compareAtPrice ?? null })), 'file');
  let next = 0;
  return checked.map((row): ItemOutcome => {
    if (!row.ok) return row;
    const outcome = added[next++];
    return outcome.ok ? { ok: true, result: { skuListId: outcome.entryId } } : failed(outcome.code, outcome.field);
  });
};
/** Rows per batch transaction: big enough to write 200+ rows a second, small enough that the API's queries do not wait long on PGlite. */
fileImportWorker.batchSize = 100;
