import { describe, expect, it } from 'vitest';
import { acceptsFile, sortFiles } from './accept';

const file = (name: string, type: string) => ({ name, type });

describe('acceptsFile', () => {
  it.each([
    [file('orders.csv', 'text/csv'), ['text/csv'], true],
    [file('orders.CSV', ''), ['.csv'], true],
    [file('products.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'), ['text/csv', '.xlsx'], true],
    [file('logo.png', 'image/png'), ['image/*'], true],
    [file('logo.png', 'image/png'), ['text/csv', '.xlsx'], false],
    [file('notes.txt', 'text/plain'), ['text/csv'], false],
    [file('anything.bin', 'application/octet-stream'), [], true],
  ])('%o with %o → %s', (candidate, accepted, expected) => {
    expect(acceptsFile(candidate, accepted)).toBe(expected);
  });
});

describe('sortFiles', () => {
  const csv = file('a.csv', 'text/csv');
  const png = file('b.png', 'image/png');

  it('splits accepted from rejected files', () => {
    expect(sortFiles([csv, png], ['text/csv'], true)).toEqual({ accepted: [csv], rejected: [png] });
  });

  it('keeps only the first file when multiple files are not allowed', () => {
    expect(sortFiles([png, csv], ['text/csv'], false)).toEqual({ accepted: [], rejected: [png] });
  });
});
