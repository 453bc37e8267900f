import { describe, expect, it } from 'vitest';
import { contract } from '@/api/contract';
import { parseQuery, toSearchParams } from './urlQuery';

const schema = contract.skuListAll.query;
const parse = (search: string) => parseQuery(schema, new URLSearchParams(search));

describe('the list query in the URL, typed by the call schema', () => {
  it('reads numbers, repeated arrays, literals and strings', () => {
    expect(parse('states=0&states=3&keyword=mug&pageNo=2&thirdFrom=file&sort=title&order=asc')).toEqual({
      states: [0, 3], keyword: 'mug', pageNo: 2, thirdFrom: 'file', sort: 'title', order: 'asc',
    });
  });

  it('drops what the schema would refuse instead of failing the list', () => {
    expect(parse('states=9&pageNo=0&pageSize=1000&thirdFrom=ebay&sort=price&startDate=yesterday&keyword=&unknown=1')).toEqual({});
    expect(parse(`keyword=${'x'.repeat(101)}`)).toEqual({});
  });

  it('round-trips through the URL, leaving empty values out', () => {
    const query = { states: [1, 2], keyword: 'lamp', pageNo: 3, endDate: '2026-01-31' };
    expect(parse(toSearchParams({ ...query, goodsId: '', cursor: undefined }).toString())).toEqual(query);
  });
});
