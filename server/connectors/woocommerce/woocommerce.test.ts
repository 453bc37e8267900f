/**
 * WooCommerce's rules without a server: the authorize URL of /wc-auth/v1/authorize, the POSTed keys
 * (state as user_id, key formats, read_write), and webhook signatures (base64 HMAC-SHA256 of the raw
 * body with the webhook's secret, which we derive per shop).
 */
import { describe, expect, it } from 'vitest';
import { createWooConnector, signWooWebhook, wooWebhookSecret, SHOP_PATTERN } from './connector';
import type { ConnectorError } from '../store';

const connector = createWooConnector({ clientId: 'Merchant Portal', clientSecret: 'app-secret', callbackUrl: 'https://portal.example/api/stores/callback/woocommerce' });

describe('WooCommerce', () => {
  it('builds the authorize URL with the state as user_id and both URLs', () => {
    const url = new URL(connector.authorizeUrl({ shop: 'https://shop.example', state: 'st4te', redirectUri: 'https://portal.example/woocommerce/app/auth' }));
    expect(url.origin + url.pathname).toBe('https://shop.example/wc-auth/v1/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app_name: 'Merchant Portal', scope: 'read_write', user_id: 'st4te',
      return_url: 'https://portal.example/woocommerce/app/auth', callback_url: 'https://portal.example/api/stores/callback/woocommerce',
    });
    expect(connector.callbackState?.({ user_id: 'st4te', success: '1' })).toBe('st4te');
  });

  it('accepts only https store addresses', () => {
    expect(SHOP_PATTERN.test('https://shop.example')).toBe(true);
    expect(SHOP_PATTERN.test('https://example.com/shop')).toBe(true);
    for (const bad of ['http://shop.example', 'https://shop', 'https://shop.example/?x=1', 'javascript:alert(1)', 'https://a..b']) expect(SHOP_PATTERN.test(bad)).toBe(false);
  });

  it('refuses POSTed keys of another state, of the wrong shape or without read_write', async () => {
    const reason = (body: Record<string, unknown>) => connector.completeAuthorization({ query: { shop: 'https://shop.example', user_id: 'st4te' }, body, redirectUri: '', now: new Date() })
      .then(() => null, (error: unknown) => (error as ConnectorError).reason);
    const keys = { consumer_key: `ck_${'1'.repeat(40)}`, consumer_secret: `cs_${'2'.repeat(40)}`, key_permissions: 'read_write' };
    expect(await reason({ ...keys, user_id: 'other' })).toBe('bad_state');
    expect(await reason({ ...keys, user_id: 'st4te', consumer_key: 'ck_short' })).toBe('bad_signature');
    expect(await reason({ ...keys, user_id: 'st4te', key_permissions: 'read' })).toBe('unauthorized');
  });

  it('verifies X-WC-Webhook-Signature over the raw body', () => {
    const shop = 'https://shop.example';
    const body = Buffer.from(JSON.stringify({ id: 7 }));
    const good = { 'x-wc-webhook-source': `${shop}/`, 'x-wc-webhook-topic': 'product.deleted', 'x-wc-webhook-signature': signWooWebhook(wooWebhookSecret('app-secret', shop), body) };
    expect(connector.verifyWebhook(good, body)).toEqual({ topic: 'products/delete', shop, shopProductId: '7' });
    expect(connector.verifyWebhook({ ...good, 'x-wc-webhook-signature': signWooWebhook('guess', body) }, body)).toBeNull();
    expect(connector.verifyWebhook({ ...good, 'x-wc-webhook-source': 'https://other.example/' }, body)).toBeNull();
    expect(connector.verifyWebhook(good, Buffer.from(JSON.stringify({ id: 8 })))).toBeNull();
  });
});
