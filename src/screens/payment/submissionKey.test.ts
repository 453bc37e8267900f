import { describe, expect, it } from 'vitest';
import { submissionKeys } from './submissionKey';

describe('submission keys', () => {
  it('keeps one key across retries of the same content and starts afresh on a change or after success', () => {
    let n = 0;
    const keys = submissionKeys(() => `key-${++n}`);
    const body = { type: 1, ids: [3, 4] };
    expect(keys.keyFor(body)).toBe('key-1');
    expect(keys.keyFor({ type: 1, ids: [3, 4] })).toBe('key-1');
    expect(keys.keyFor({ type: 1, ids: [3] })).toBe('key-2');
    keys.done();
    expect(keys.keyFor({ type: 1, ids: [3] })).toBe('key-3');
  });

  it('makes keys the server accepts', () => {
    expect(submissionKeys().keyFor({})).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });
});
