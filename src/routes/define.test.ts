import { describe, expect, it } from 'vitest';
import { joinRoutes, privateRoute, publicRoute } from './define';

describe('joinRoutes', () => {
  it('joins fragments in order', () => {
    const joined = joinRoutes({ a: [publicRoute('/login', 'login')], b: [privateRoute('/dashboard', 'dashboard', null)] });
    expect(joined.map((route) => route.name)).toEqual(['login', 'dashboard']);
  });

  it('refuses a path declared by two fragments, naming both', () => {
    expect(() => joinRoutes({ auth: [publicRoute('/login', 'login')], other: [publicRoute('/login', 'signIn')] })).toThrow(
      'Route path "/login" is declared by both the "auth" and the "other" route fragments.',
    );
  });

  it('refuses a name declared twice, also inside one fragment', () => {
    expect(() => joinRoutes({ products: [privateRoute('/a', 'myProducts', null), privateRoute('/b', 'myProducts', null)] })).toThrow(
      'Route name "myProducts" is declared by both the "products" and the "products" route fragments.',
    );
  });
});
