/**
 * Shopify's signature rules against the published examples (shopify.dev "Verify a request": secret
 * "hush"), and the connector's refusals without a server: a bad hmac, a stale timestamp, a shop outside
 * the myshopify.com pattern, an unsigned or wrongly signed webhook.
 */
import { describe, expect, it } from 'vitest';
import { createShopifyConnector, signShopifyQuery, verifyShopifyQuery, verifyShopifyWebhook, SHOP_PATTERN } from './connector';
import { hmacBase64 } from '../common/hmac';
import { ConnectorError } from '../store';

const docs = { code: '0907a61c0c8d55e99db179b68161bc00', shop: 'some-shop.myshopify.com', timestamp: '1337178173' };

describe('Shopify HMAC (published test vectors)', () => {
  it('accepts the documented callback queries, with and without state', () => {
    expect(verifyShopifyQuery({ ...docs, hmac: '4712bf92ffc2917d15a2f5a273e39f0116667419aa4b6ac0b3baaf26fa3c4d20' }, 'hush')).toBe(true);
    expect(verifyShopifyQuery({ ...docs, state: '0.6784241404160823', hmac: '700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf' }, 'hush')).toBe(true);
    expect(signShopifyQuery(docs, 'hush').hmac).toBe('4712bf92ffc2917d15a2f5a273e39f0116667419aa4b6ac0b3baaf26fa3c4d20');
  });

  it('refuses a changed parameter, another secret, an upper-cased or missing hmac', () => {
    const hmac = '4712bf92ffc2917d15a2f5a273e39f0116667419aa4b6ac0b3baaf26fa3c4d20';
    expect(verifyShopifyQuery({ ...docs, shop: 'other-shop.myshopify.com', hmac }, 'hush')).toBe(false);
    expect(verifyShopifyQuery({ ...docs, hmac }, 'hush!')).toBe(false);
    expect(verifyShopifyQuery({ ...docs, hmac: hmac.toUpperCase() }, 'hush')).toBe(false);
    expect(verifyShopifyQuery(docs, 'hush')).toBe(false);
  });

  it('verifies webhooks as base64 HMAC-SHA256 of the raw bytes', () => {
    const body = Buffer.from('{"id":820982911946154508,"email":"jon@example.com"}');
    const header = hmacBase64('hush', body);
    expect(verifyShopifyWebhook(body, 'hush', header)).toBe(true);
    // Re-serialised JSON (other whitespace) is other bytes: refused.
    expect(verifyShopifyWebhook(Buffer.from('{"id": 820982911946154508, "email": "jon@example.com"}'), 'hush', header)).toBe(false);
    expect(verifyShopifyWebhook(body, 'hush', undefined)).toBe(false);
  });

  it('knows a shop domain when it sees one', () => {
    expect(SHOP_PATTERN.test('some-shop.myshopify.com')).toBe(true);
    for (const bad of ['evil.com', 'some-shop.myshopify.com.evil.com', '-x.myshopify.com', 'a b.myshopify.com', 'https://x.myshopify.com']) expect(SHOP_PATTERN.test(bad)).toBe(false);
  });
});

describe('Shopify connector refusals', () => {
  const connector = createShopifyConnector({ clientId: 'app', clientSecret: 'hush', baseUrl: 'http://127.0.0.1:9' });
  const refusal = async (query: Record<string, string>, now: Date) =>
    connector.completeAuthorization({ query, redirectUri: 'http://localhost/shopify-app-auth', now }).then(() => null, (error: unknown) => (error as ConnectorError).reason);

  it('refuses before any network call', async () => {
    const now = new Date(Number(docs.timestamp) * 1000);
    expect(await refusal(signShopifyQuery({ ...docs, shop: 'evil.example.com' }, 'hush'), now)).toBe('bad_shop');
    expect(await refusal({ ...docs, hmac: 'f'.repeat(64) }, now)).toBe('bad_signature');
    expect(await refusal(signShopifyQuery(docs, 'hush'), new Date(now.getTime() + 11 * 60_000))).toBe('expired');
    expect(await refusal(signShopifyQuery(docs, 'hush'), new Date(now.getTime() - 11 * 60_000))).toBe('expired');
  });

  it('refuses webhooks with a bad signature or shop', () => {
    const body = Buffer.from('{"id":1}');
    const headers = { 'x-shopify-topic': 'orders/create', 'x-shopify-shop-domain': 'some-shop.myshopify.com' };
    expect(connector.verifyWebhook({ ...headers, 'x-shopify-hmac-sha256': hmacBase64('other', body) }, body)).toBeNull();
    expect(connector.verifyWebhook({ ...headers, 'x-shopify-shop-domain': 'evil.com', 'x-shopify-hmac-sha256': hmacBase64('hush', body) }, body)).toBeNull();
    expect(connector.verifyWebhook({ ...headers, 'x-shopify-topic': 'products/delete', 'x-shopify-hmac-sha256': hmacBase64('hush', body) }, body)).toEqual({ topic: 'products/delete', shop: 'some-shop.myshopify.com', shopProductId: '1' });
  });
});
