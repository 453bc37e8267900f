import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/products/my-products', '/products/my-products'],
    ['/products/detail/12?tab=variants#images', '/products/detail/12?tab=variants#images'],
    ['%2Forders%2Flist', '/orders/list'],
    ['  /cart/list?type=2 ', '/cart/list?type=2'],
    ['/a/../products/search', '/products/search'],
  ])('keeps the portal path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/products', '//evil.example/products', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)',
    '/\t/evil.example', '%2F%2Fevil.example', 'products/search', '', '/login', '/login?redirect=/x', '/logout', '/social/login',
    undefined, null, 42,
  ])('falls back to the dashboard for %s', (input) => {
    expect(safeRedirectPath(input)).toBe(DEFAULT_AFTER_LOGIN);
  });

  it('uses the given fallback', () => {
    expect(safeRedirectPath('//x', '/public')).toBe('/public');
  });
});
