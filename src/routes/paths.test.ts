import { describe, expect, it } from 'vitest';
import { errorPath, loginPathFor, postLoginTarget, safeRedirectPath, UNAUTHORIZED_PATH } from './paths';

describe('the redirect after sign-in: only ever to a path of this portal (the contract’s one rule)', () => {
  it.each([
    ['/products/my-products?page=2', '/products/my-products?page=2'],
    ['/dashboard#top', '/dashboard#top'],
    ['https://evil.example/x', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['products', '/'],
    ['/login?redirect=/x', '/'],
    ['/logout', '/'],
    ['', '/'],
    [null, '/'],
  ])('%j → %j', (target, expected) => {
    expect(safeRedirectPath(target, '/')).toBe(expected);
  });

  it('reads the redirect query of the sign-in page', () => {
    expect(postLoginTarget(`?redirect=${encodeURIComponent('/products/my-products?page=2')}`)).toBe('/products/my-products?page=2');
    expect(postLoginTarget('?redirect=https%3A%2F%2Fevil.example', '/dashboard')).toBe('/dashboard');
    expect(postLoginTarget('')).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('keeps the redirect for product paths only, unless told to always keep it', () => {
    expect(loginPathFor('/products/search')).toBe('/login?redirect=%2Fproducts%2Fsearch');
    expect(loginPathFor('/orders/list')).toBe('/login');
    expect(loginPathFor('/orders/list', { nameFrom: true })).toBe('/login?from=%2Forders%2Flist');
    expect(loginPathFor('/dashboard', { nameFrom: true })).toBe('/login');
    expect(loginPathFor('/orders/list', { keepRedirect: 'always' })).toBe('/login?redirect=%2Forders%2Flist');
    expect(loginPathFor('/', { keepRedirect: 'always' })).toBe('/login');
    expect(loginPathFor('//evil.example/products', { keepRedirect: 'always' })).toBe('/login');
    expect(loginPathFor('//evil.example/orders', { nameFrom: true })).toBe('/login');
  });

  it('says when the session ended', () => {
    expect(loginPathFor('/account/settings', { keepRedirect: 'always', ended: true })).toBe('/login?redirect=%2Faccount%2Fsettings&ended=1');
    expect(loginPathFor('/', { ended: true })).toBe('/login?ended=1');
  });
});

describe('errorPath', () => {
  it('names the message to show on the application error page', () => {
    expect(errorPath('unauthorizedOperation')).toBe('/application/error?message=unauthorizedOperation');
    expect(UNAUTHORIZED_PATH).toBe('/application/error?message=unauthorizedOperation');
  });
});
