/** The built portal with its SPA fallback, the translation files, and the developer outbox (never in production). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gzipSync, gunzipSync } from 'node:zlib';
import { startTestServer, type TestServer, SERVER_START_MS } from '../test/harness';
import { createServices } from '../services';
import { buildApp, COMPRESS_IN_ONE_CALL } from '../app';

let server: TestServer;
const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};`;
const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'static/lang'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets/app-1a2b.js'), 'console.log(1)');
  // What the build's precompress step writes next to a compressible file.
  writeFileSync(join(dist, 'assets/big-3c4d.js'), bigScript);
  writeFileSync(join(dist, 'assets/big-3c4d.js.br'), brotliCompressSync(bigScript));
  writeFileSync(join(dist, 'assets/big-3c4d.js.gz'), gzipSync(bigScript));
  writeFileSync(join(dist, 'static/lang/en.json'), '{"built":true}');
  server = await startTestServer({ config: { distDir: dist } });
}, SERVER_START_MS);
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built portal', () => {
  it('answers every portal path with index.html, revalidated', async () => {
    for (const url of ['/', '/dashboard', '/products/detail/12?tab=images', '/login']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and a missing file as 404', async () => {
    const asset = await server.app.inject({ url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await server.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sends the precompressed copy the browser accepts, saying it varies on Accept-Encoding', async () => {
    const br = await server.app.inject({ url: '/assets/big-3c4d.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);

    const gzip = await server.app.inject({ url: '/assets/big-3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);

    const plain = await server.app.inject({ url: '/assets/big-3c4d.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(bigScript);
  });

  it('compresses API answers above 1 kB, and leaves small ones alone', async () => {
    const countries = await server.app.inject({ url: '/api/customer/common/nonAuth/getCountryList', headers: { 'accept-encoding': 'br' } });
    expect(countries.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(countries.rawPayload).toString())).toMatchObject({ status: 200 });
    const small = await server.app.inject({ url: '/api/customer/nothing', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses an API answer up to 64 kB in one call: a Content-Length, not a chunked stream', async () => {
    const { app } = await buildApp(server.services);
    // A list page's size: above @fastify/compress's own bound for one call on this machine (4-64 kB by its cores).
    const records = Array.from({ length: 200 }, (_, i) => ({ id: i, number: `MB${String(i).padStart(9, '0')}`, buyerName: `Buyer ${i * 7919}`, status: 'shipped' }));
    app.get('/api/test/page', async () => ({ status: 200, message: 'Success', data: { records } }));
    try {
      const text = JSON.stringify({ status: 200, message: 'Success', data: { records } });
      expect(text.length).toBeGreaterThan(8 * 1024);
      expect(text.length).toBeLessThan(COMPRESS_IN_ONE_CALL);
      for (const encoding of ['br', 'gzip']) {
        const answer = await app.inject({ url: '/api/test/page', headers: { 'accept-encoding': encoding } });
        expect(answer.headers['content-encoding'], encoding).toBe(encoding);
        expect(answer.headers['transfer-encoding'], encoding).toBeUndefined();
        expect(Number(answer.headers['content-length']), encoding).toBe(answer.rawPayload.length);
        expect((encoding === 'br' ? brotliDecompressSync : gunzipSync)(answer.rawPayload).toString(), encoding).toBe(text);
        // Brotli at quality 2 (app.ts: half the CPU of the plugin's 4 per answer): the same bytes zlib writes at 2.
        if (encoding === 'br') expect(answer.rawPayload.equals(brotliCompressSync(text, { params: { [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } }))).toBe(true);
      }
    } finally {
      await app.close();
    }
  });

  it('serves /static/lang/{lang}.json from the build, and only the three languages', async () => {
    const en = await server.app.inject({ url: '/static/lang/en.json' });
    expect(en.json()).toEqual({ built: true });
    expect((await server.app.inject({ url: '/static/lang/fr.json' })).statusCode).toBe(404);
  });

  it('keeps unknown API paths out of the fallback', async () => {
    const response = await server.app.inject({ url: '/api/customer/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404 });
  });
});

describe('developer outbox', () => {
  it('lists the mail the server kept, outside production only', async () => {
    await server.call('findPwdByEmail', { body: { username: 'merchant@demo.shop' } });
    const listed = (await server.app.inject({ url: '/api/dev/outbox' })).json() as { data: { recipient: string; subject: string }[] };
    expect(listed.data[0]).toMatchObject({ recipient: 'merchant@demo.shop', subject: 'Merchant Portal: reset your password' });

    const production = await createServices(server.services.db, { ...server.config, production: true });
    const { app } = await buildApp(production);
    try {
      expect((await app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
