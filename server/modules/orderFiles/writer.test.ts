/**
 * The XLSX writer's back-pressure: while nobody reads the download, adding rows stops (memory stays flat);
 * once read, every row arrives and the file opens in exceljs with the same cells.
 */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createSink, pipeStream, type Cells } from './writer';

const ROWS = 100_000;
const rowOf = (i: number): Cells => [`MP${String(i).padStart(14, '0')}`, 'normal', `Buyer ${(i * 7919) % 100_003} & <co>`, i, `${(i % 997) + 0.25}`];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('XLSX export writer', () => {
  it('stops taking rows while the download is not read, then writes them all', async () => {
    const out = pipeStream();
    const sink = createSink('xlsx', out, 'en');
    let added = 0;
    const writing = (async () => {
      for (let i = 1; i <= ROWS; i += 1) {
        await sink.add(rowOf(i));
        added = i;
      }
      await sink.end();
    })();
    // Stalled = no row added for a whole second while timers keep firing (the writer shares this event loop,
    // so a slow machine slows it without stopping it).
    let stalledAt = -1;
    for (let quiet = 0, seen = added; quiet < 10; ) {
      await wait(100);
      quiet = added === seen ? quiet + 1 : 0;
      seen = added;
      stalledAt = seen;
    }
    expect(stalledAt).toBeLessThan(ROWS);

    const chunks: Buffer[] = [];
    for await (const chunk of out) chunks.push(chunk as Buffer);
    await writing;
    expect(added).toBe(ROWS);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(ROWS + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Order number');
    expect(sheet.getRow(ROWS + 1).values).toEqual([undefined, ...rowOf(ROWS)]);
    expect(sheet.getRow(2).getCell(4).value).toBe(1);
    // exceljs reading 100,000 rows back takes most of the time: on a loaded shared machine well over 30 s.
  }, 180_000);
});
