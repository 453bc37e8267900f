/**
 * Reads an uploaded CSV or XLSX file into rows keyed by column — the one reader of every "upload a
 * spreadsheet" call (product import, file orders). The first row holds the headers (the spec's
 * column names, any order, case-insensitive; unknown headers are ignored); each later non-blank row
 * becomes `{ seq, input }`, `seq` being its row number in the file (headers are row 1), so an error
 * can name the row and the column the merchant sees in a spreadsheet. Values are trimmed and cut to
 * `maxCellLength`; checking them is the caller's job, row by row.
 */
import ExcelJS from 'exceljs';

/** A file row: its row number in the file and its values by column. */
export type FileRow = { seq: number; input: Record<string, string> };

/** A problem with the file as a whole: the message key and the field it belongs to (a column, or the file). */
export class RowFileError extends Error {
  constructor(readonly key: string, readonly field: string = 'contentBase64') { super(key); }
}

export interface RowFileSpec {
  /** The known columns, as the headers spell them. */
  columns: readonly string[];
  /** Columns the header row must have (the first one missing is named in the error). */
  required: readonly string[];
  maxRows: number;
  maxCellLength: number;
  /** Message keys (server.json) of the file-level errors. */
  keys: { unreadable: string; noRows: string; missingColumn: string; tooManyRows: string };
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

/** A cell as the spreadsheet shows it: dates as YYYY-MM-DD, formulas by their result, rich text joined. */
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

/** The first worksheet as a table of texts (an empty row stays, so row numbers match the sheet's). */
async function readXlsx(buffer: Buffer, spec: RowFileSpec): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new RowFileError(spec.keys.unreadable);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new RowFileError(spec.keys.noRows);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows[number - 1] = values.map((v) => cellText(v as ExcelJS.CellValue));
  });
  return Array.from(rows, (r) => r ?? []);
}

/** Reads the file (XLSX by its name, else CSV in UTF-8) into rows keyed by column. */
export async function readRowFile(fileName: string, content: Buffer, spec: RowFileSpec): Promise<FileRow[]> {
  const table = /\.xlsx$/i.test(fileName) ? await readXlsx(content, spec) : parseCsv(content.toString('utf8'));
  const header = (table[0] ?? []).map((h) => h.trim().toLowerCase());
  const columns = header.map((h) => spec.columns.find((c) => c.toLowerCase() === h) ?? null);
  const missing = spec.required.find((c) => !columns.includes(c));
  if (missing) throw new RowFileError(spec.keys.missingColumn, missing);
  const rows: FileRow[] = [];
  table.slice(1).forEach((cells, i) => {
    if (cells.every((cell) => cell.trim() === '')) return; // blank lines are not rows
    const input: Record<string, string> = {};
    columns.forEach((column, k) => { if (column) input[column] = (cells[k] ?? '').trim().slice(0, spec.maxCellLength); });
    rows.push({ seq: i + 2, input });
  });
  if (rows.length === 0) throw new RowFileError(spec.keys.noRows);
  if (rows.length > spec.maxRows) throw new RowFileError(spec.keys.tooManyRows);
  return rows;
}
