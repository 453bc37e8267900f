import { describe, expect, it } from 'vitest';
import { routeAllowed } from './access';
import { blocksBackNavigation, decideNavigation, menuLinkTarget, type NavigationRequest } from './guards';
import { findRoute } from './routeTable';

const publicHosts = ['catalog.merchantportal.com', 'products.merchantportal.com'];
const main = { refId: null, permissions: [], isShowUserSettings: 0 };
const clerk = { refId: 1, permissions: [{ code: 'menu:order' }, { code: 'cart:list' }], isShowUserSettings: 0 };
const staff = { ...main, isShowUserSettings: 1 };

const request = (pathname: string, overrides: Partial<NavigationRequest> = {}): NavigationRequest => {
  const [path, search = ''] = pathname.split('?');
  return { pathname: path, search: search ? `?${search}` : '', hasToken: true, user: main, hostname: 'portal.merchantportal.com', publicHosts, ...overrides };
};
const decide = (pathname: string, overrides: Partial<NavigationRequest> = {}) => {
  const decision = decideNavigation(request(pathname, overrides));
  return decision.type === 'allow' ? `allow ${decision.route.name}` : decision.type === 'redirect' ? `redirect ${decision.to}` : 'notFound';
};
const anonymous = { hasToken: false, user: null };

describe('access rules for navigation (spec section 2)', () => {
  it.each([
    ['/login', 'allow login'],
    ['/register', 'allow register'],
    ['/forgotpassword', 'allow forgotPassword'],
    ['/404', 'allow notFound'],
  ])('public %s opens without a token', (path, expected) => {
    expect(decide(path, anonymous)).toBe(expected);
  });

  it('platform callbacks open without a token (one not built yet: the 404 page, never /login)', () => {
    expect(decide('/shopify-app-auth?shop=x', anonymous)).toBe('allow shopifyAppAuth');
    expect(decide('/third/paypal', anonymous)).toBe('notFound');
  });

  it('any other path without a token goes to /login', () => {
    expect(decide('/dashboard', anonymous)).toBe('redirect /login');
    expect(decide('/account/settings', anonymous)).toBe('redirect /login?from=%2Faccount%2Fsettings');
    // A spec path whose screen is not built yet is not named either.
    expect(decide('/branding/services', anonymous)).toBe('redirect /login');
  });

  it('keeps a redirect query when the path contains products', () => {
    expect(decide('/products/my-products', anonymous)).toBe(`redirect /login?redirect=${encodeURIComponent('/products/my-products')}`);
    expect(decide('/products/detail/7?sku=1', anonymous)).toBe(`redirect /login?redirect=${encodeURIComponent('/products/detail/7?sku=1')}`);
  });

  it('unknown paths without a token also go to /login (nothing is revealed before sign-in)', () => {
    expect(decide('/no/such/page', anonymous)).toBe('redirect /login');
  });

  it('a signed-in user on /login goes to / unless a tk query is present', () => {
    expect(decide('/login')).toBe('redirect /');
    expect(decide('/login?tk=one-time')).toBe('allow login');
    // …and on to the page the sign-in was for, when the login page carries a redirect of this portal.
    expect(decide(`/login?redirect=${encodeURIComponent('/products/my-products')}`)).toBe('redirect /products/my-products');
    expect(decide(`/login?redirect=${encodeURIComponent('https://evil.example')}`)).toBe('redirect /');
  });

  it('/ goes to /dashboard, or /public on the two public hosts', () => {
    expect(decide('/')).toBe('redirect /dashboard');
    expect(decide('/', anonymous)).toBe('redirect /dashboard');
    expect(decide('/', { hostname: 'catalog.merchantportal.com' })).toBe('redirect /public');
    expect(decide('/', { hostname: 'products.merchantportal.com', ...anonymous })).toBe('redirect /public');
  });

  it('unknown paths and unbuilt screens show the 404 page', () => {
    expect(decide('/no/such/page')).toBe('notFound');
    // A spec path whose screen is not built yet.
    expect(decide('/branding/services')).toBe('notFound');
  });

  it('built private pages open for a main account', () => {
    expect(decide('/dashboard')).toBe('allow dashboard');
    expect(decide('/account/settings')).toBe('allow accountSettings');
  });

  it('a sub-account without the code goes to /application/error with unauthorizedOperation', () => {
    expect(decide('/products/search', { user: clerk })).toBe('redirect /application/error?message=unauthorizedOperation');
    expect(decide('/dashboard', { user: clerk })).toBe('allow dashboard');
    // Its own profile and password need no code.
    expect(decide('/account/settings', { user: clerk })).toBe('allow accountSettings');
  });

  it('the error page itself is always open to a signed-in user (no redirect loop)', () => {
    expect(decide('/application/error?message=unauthorizedOperation', { user: clerk })).toBe('allow applicationError');
  });

  it('permission checks wait for the user (the router shows a wait meanwhile)', () => {
    expect(decide('/account/settings', { user: null })).toBe('allow accountSettings');
  });

  it('the admin area needs isShowUserSettings = 1', () => {
    const admin = findRoute('/admin/customer/list')!;
    expect(routeAllowed(admin, staff)).toBe(true);
    expect(routeAllowed(admin, main)).toBe(false);
    // Not built yet: the 404 page for everyone until its screen lands.
    expect(decide('/admin/customer/list', { user: staff })).toBe('notFound');
  });
});

describe('menu links and back navigation', () => {
  it('refreshing the same menu path adds a time query', () => {
    expect(menuLinkTarget('/dashboard', '/dashboard', 1700000000000)).toBe('/dashboard?t=1700000000000');
    expect(menuLinkTarget('/dashboard', '/dashboard?t=1', 2)).toBe('/dashboard?t=2');
    expect(menuLinkTarget('/dashboard', '/orders/list', 2)).toBe('/orders/list');
  });

  it('/orders/draft/process disallows back navigation', () => {
    expect(blocksBackNavigation('/orders/draft/process')).toBe(true);
    expect(blocksBackNavigation('/orders/draft')).toBe(false);
    expect(blocksBackNavigation('/nowhere')).toBe(false);
  });
});

describe('after signing in on /login', () => {
  it('continues to the redirect query when it is a path of this portal, else to /', () => {
    expect(decide(`/login?redirect=${encodeURIComponent('/products/my-products')}`)).toBe('redirect /products/my-products');
    expect(decide(`/login?redirect=${encodeURIComponent('https://evil.example/')}`)).toBe('redirect /');
  });
});
