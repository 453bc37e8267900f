import { describe, expect, it } from 'vitest';
import { nextPage, previousPage } from './keyset';

describe('keyset paging', () => {
  it('steps from offset page 500 into keyset pages and back to page 500, not page 1', () => {
    const page500 = { keyword: 'mug', pageNo: 500 };
    const first = nextPage(page500, null, 'c1');
    expect(first.query).toEqual({ keyword: 'mug', pageNo: 500, cursor: 'c1' });
    const second = nextPage({ keyword: 'mug', pageNo: 500, cursor: 'c1' }, first.state, 'c2');
    expect(second.state.cursors).toEqual([null, 'c1']);

    const back = previousPage({ keyword: 'mug', pageNo: 500, cursor: 'c2' }, second.state);
    expect(back?.query).toEqual({ keyword: 'mug', pageNo: 500, cursor: 'c1' });
    const backAgain = previousPage({ keyword: 'mug', pageNo: 500, cursor: 'c1' }, back?.state);
    expect(backAgain?.query).toEqual({ keyword: 'mug', pageNo: 500, cursor: undefined });
    expect(backAgain?.state.cursors).toEqual([]);
  });

  it('returns to the offset page the run started from when the trail is lost (a reload, a shared link)', () => {
    expect(previousPage({ pageNo: 500, cursor: 'c7' }, null)?.query).toEqual({ pageNo: 500, cursor: undefined });
    expect(previousPage({ pageNo: 500, cursor: 'c7' }, { cursors: 'nonsense' })?.query).toEqual({ pageNo: 500, cursor: undefined });
  });

  it('is not a keyset step on an offset page', () => {
    expect(previousPage({ pageNo: 3 }, { cursors: [null] })).toBeNull();
  });
});
