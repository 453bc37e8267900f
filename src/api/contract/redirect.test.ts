import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, safeRedirectPath } from './redirect';

/** The inputs that came out as `//evil.example` before (issue 14 #5). */
const dotSegmentEscapes = ['/.//evil.example', '/..//evil.example', '/a/../..//evil.example', '/%2e%2e//evil.example', '/%2E%2E//evil.example', '/./%2e//evil.example'];
const encodedOnce = (text: string) => encodeURIComponent(text);
const encodedTwice = (text: string) => encodeURIComponent(encodeURIComponent(text));

describe('safeRedirectPath', () => {
  it.each([
    ['/products/my-products', '/products/my-products'],
    ['/products/detail/12?tab=variants#images', '/products/detail/12?tab=variants#images'],
    ['%2Forders%2Flist', '/orders/list'],
    ['  /cart/list?type=2 ', '/cart/list?type=2'],
    ['/a/../products/search', '/products/search'],
    ['/products/search?q=a%26b', '/products/search?q=a%26b'],
    ['/loginhistory', '/loginhistory'],
  ])('keeps the portal path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/products', '//evil.example/products', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)',
    '/\t/evil.example', '%2F%2Fevil.example', 'products/search', '', '/login', '/login?redirect=/x', '/logout', '/social/login',
    '/LOGIN', '/%6Cogin', '/%2F%2Fevil.example', '/%5Cevil.example', '/%0A/evil.example', '%E0%A4%A', '/x/%2e%2e/%2e%2e//evil.example',
    undefined, null, 42,
  ])('falls back to the dashboard for %s', (input) => {
    expect(safeRedirectPath(input)).toBe(DEFAULT_AFTER_LOGIN);
  });

  it.each(dotSegmentEscapes.flatMap((input) => [input, encodedOnce(input), encodedTwice(input)]))(
    'never returns a protocol-relative URL for %s',
    (input) => {
      const result = safeRedirectPath(input);
      expect(result).toBe(DEFAULT_AFTER_LOGIN);
      expect(result.startsWith('//')).toBe(false);
    },
  );

  it('returns only paths that stay on the origin, whatever it is given', () => {
    const pieces = ['/', '//', '.', '..', '%2e', '%2f', '%5c', '\\', 'evil.example', 'a', '?', '#', '%252f'];
    let checked = 0;
    for (const a of pieces) for (const b of pieces) for (const c of pieces) {
      const result = safeRedirectPath(`/${a}${b}${c}`);
      expect(result.startsWith('/') && !result.startsWith('//') && !result.includes('\\'), `/${a}${b}${c} → ${result}`).toBe(true);
      expect(new URL(result, 'https://portal.example').origin).toBe('https://portal.example');
      checked += 1;
    }
    expect(checked).toBe(pieces.length ** 3);
  });

  it('uses the given fallback', () => {
    expect(safeRedirectPath('//x', '/public')).toBe('/public');
  });
});
