import { describe, expect, it } from 'vitest';
import { storePlatforms } from '@/api/contract/stores';
import { callbackOf, callbackPaths } from './callbackPaths';

/** The spec's payment return paths: the money domain's, not these pages'. */
const paymentPaths = ['/third/paypal', '/third/paypalAgreement', '/third/checkout', '/third/payoneer', '/third/visa/pay', '/third/visa/payResult', '/third/paypalConnect'];

describe('the store-platform callback paths', () => {
  it('are the spec\'s 31 callback paths without the 7 payment returns', () => {
    expect(callbackPaths).toHaveLength(24);
    for (const { path } of callbackPaths) expect(paymentPaths).not.toContain(path);
    expect(new Set(callbackPaths.map((entry) => entry.path)).size).toBe(24);
  });

  it('name a known platform, or leave it to the state (shared paths and the Microsoft sign-in)', () => {
    for (const { platform } of callbackPaths) if (platform !== null) expect(storePlatforms).toContain(platform);
    expect(callbackPaths.filter((entry) => entry.platform === null).map((entry) => entry.path).sort())
      .toEqual(['/third/appAuth', '/third/auth', '/third/connect', '/third/msauth']);
  });

  it('are found with or without a trailing slash, and nothing else is', () => {
    expect(callbackOf('/shopify-app-auth')?.step).toBe('install');
    expect(callbackOf('/bigcommerce/app/uninstall/')?.step).toBe('uninstall');
    expect(callbackOf('/third/paypal')).toBeUndefined();
  });
});
