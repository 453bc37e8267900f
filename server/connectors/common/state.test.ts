import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConnectorError } from '../store';
import { startSandbox } from './sandbox';
import { approve, queryOf, sampleProduct } from './testing';
import { shoplazzaConnector } from '../shoplazza/index';
import { shoplazzaSandbox } from '../shoplazza/sandbox';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sandbox state file', () => {
  it('keeps tokens and products across a restart of the sandbox, as a real platform would', async () => {
    const app = { clientId: 'c', clientSecret: 's', stateFile: join(dir, 'shoplazza.json') };
    const redirectUri = 'http://portal.test/shoplazza/auth';
    const first = await startSandbox(shoplazzaSandbox, app);
    const connector = shoplazzaConnector({ ...app, baseUrl: first.baseUrl });
    const query = queryOf(await approve(connector.authorizeUrl({ shop: 'keep.myshoplaza.com', state: 's', redirectUri })));
    const connected = await connector.completeAuthorization({ query, redirectUri, now: new Date() });
    const store = { id: 1, platform: 'shoplazza' as const, shop: connected.shop, credentials: connected.credentials };
    const published = await connector.publishProduct(store, sampleProduct(1), null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await first.close();

    const second = await startSandbox(shoplazzaSandbox, app);
    const again = shoplazzaConnector({ ...app, baseUrl: second.baseUrl });
    expect(await again.missingProducts(store, [published.shopProductId, '1'])).toEqual(['1']);
    const reused = await again.completeAuthorization({ query, redirectUri, now: new Date() }).then(() => 'accepted', (e: unknown) => (e instanceof ConnectorError ? e.reason : String(e)));
    expect(reused).toBe('token_exchange_failed');
    await second.close();
  });
});
