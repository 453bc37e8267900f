import { describe, expect, it } from 'vitest';
import { isFilteredQuery, selectedIdsOf, sortDescriptorOf, sortPatchOf } from './listBinding';

const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('list screen helpers', () => {
  it('reads the selected ids of this page, in row order', () => {
    expect(selectedIdsOf(new Set([3, 1, 99]), rows)).toEqual([1, 3]);
    expect(selectedIdsOf('all', rows)).toEqual([1, 2, 3]);
    expect(selectedIdsOf(undefined, rows)).toEqual([]);
    expect(selectedIdsOf(new Set([1]), undefined)).toEqual([]);
  });

  it('counts filters but not paging, page size or sort', () => {
    expect(isFilteredQuery({ pageNo: 3, pageSize: 50, sort: 'title', order: 'asc', cursor: 'x' })).toBe(false);
    expect(isFilteredQuery({ keyword: 'mug' })).toBe(true);
    expect(isFilteredQuery({ states: [] , keyword: '' })).toBe(false);
    expect(isFilteredQuery({ states: [3] })).toBe(true);
    expect(isFilteredQuery({ status: 'draft' }, ['status'])).toBe(false);
  });

  it('maps the table sort to the query and back', () => {
    expect(sortDescriptorOf({}, 'createdAt')).toEqual({ column: 'createdAt', direction: 'descending' });
    expect(sortDescriptorOf({ sort: 'title', order: 'asc' }, 'createdAt')).toEqual({ column: 'title', direction: 'ascending' });
    expect(sortPatchOf({ column: 'title', direction: 'ascending' }, ['title', 'createdAt'])).toEqual({ sort: 'title', order: 'asc' });
    expect(sortPatchOf({ column: 'state', direction: 'ascending' }, ['title'])).toBeNull();
  });
});
