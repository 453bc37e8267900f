/** The contract's join refuses a call defined twice, by name or by method and path. */
import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { contract, defineCall, joinCalls } from './index';

const call = (path: string) => defineCall({ method: 'GET', path, auth: 'public', permission: null, summary: 'x', data: Type.Null() });

describe('joinCalls', () => {
  it('joins distinct fragments into one table', () => {
    const joined = joinCalls({ a: call('/a') }, { b: call('/b') });
    expect(Object.keys(joined)).toEqual(['a', 'b']);
    expect(joined.b.path).toBe('/b');
  });

  it('throws on a name defined by two fragments', () => {
    expect(() => joinCalls({ a: call('/a') }, { a: call('/other') })).toThrow('the call name "a" is defined twice');
  });

  it('throws on two names for one method and path (a trailing slash does not make it different)', () => {
    expect(() => joinCalls({ a: call('/a') }, { b: call('/a/') })).toThrow('"b" and "a" are both GET /a');
  });

  it('the real contract joins without a duplicate', () => {
    expect(Object.keys(contract).length).toBeGreaterThan(100);
  });
});
