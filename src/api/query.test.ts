import { describe, expect, it } from 'vitest';
import { fillPath, serializeQuery, withQuery, type QueryObject } from './query';

describe('serializeQuery', () => {
  const rows: [string, QueryObject | undefined, string][] = [
    ['nothing', undefined, ''],
    ['an empty object', {}, ''],
    ['flat values', { pageNo: 1, pageSize: 20, keyword: 'mug' }, 'pageNo=1&pageSize=20&keyword=mug'],
    ['lists as repeated keys', { states: [1, 2, 3] }, 'states=1&states=2&states=3'],
    ['nesting with dots', { filter: { store: { id: 3 }, from: 'shopify' } }, 'filter.store.id=3&filter.from=shopify'],
    ['lists of objects with an index', { lines: [{ id: 7 }, { id: 8 }] }, 'lines%5B0%5D.id=7&lines%5B1%5D.id=8'],
    ['undefined and null left out', { a: undefined, b: null, c: 0, d: false, e: '' }, 'c=0&d=false&e='],
    ['dates as ISO text', { startDate: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) }, 'startDate=2026-01-02T03%3A04%3A05.000Z'],
    ['reserved characters encoded', { keyword: 'a&b=c d', 'x y': '1' }, 'keyword=a%26b%3Dc%20d&x%20y=1'],
    ['product list query (spec section 3)', { states: [0, 1], goods_id: 'g1', thirdFrom: 'shopify', pageNo: 2 }, 'states=0&states=1&goods_id=g1&thirdFrom=shopify&pageNo=2'],
  ];
  it.each(rows)('%s', (_, query, expected) => {
    expect(serializeQuery(query)).toBe(expected);
  });
});

describe('fillPath', () => {
  it('fills and encodes path parameters', () => {
    expect(fillPath('/api/customer/customer/updateProfile/:id', { id: 42 })).toBe('/api/customer/customer/updateProfile/42');
    expect(fillPath('/api/x/variants/:a/:b', { a: 'a b', b: 'c/d' })).toBe('/api/x/variants/a%20b/c%2Fd');
  });
  it('refuses a missing parameter', () => {
    expect(() => fillPath('/api/x/:id', {})).toThrow(/Missing path parameter "id"/);
  });
});

describe('withQuery', () => {
  it('appends only when there is something to send', () => {
    expect(withQuery('/api/x', { states: [1, 2] })).toBe('/api/x?states=1&states=2');
    expect(withQuery('/api/x', { a: undefined })).toBe('/api/x');
    expect(withQuery('/api/x?y=1', { a: 2 })).toBe('/api/x?y=1&a=2');
  });
});
