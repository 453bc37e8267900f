import { describe, expect, it, vi } from 'vitest';
import { Type } from 'typebox';
import { ApiError, createClient, REQUEST_TIMEOUT_MS, type ClientDeps } from './client';
import { defineCall } from './contract/define';
import type { Notification } from './errors';

/** A small contract of our own: the client is generic over any table of calls. */
const contract = {
  info: defineCall({ method: 'GET', path: '/api/customer/customer/info', summary: 'info', auth: 'customer', permission: null, data: Type.Object({ id: Type.Integer() }) }),
  products: defineCall({
    method: 'GET', path: '/api/customer/sku-list/all', summary: 'list', auth: 'customer', permission: 'menu:products:myProducts',
    query: Type.Object({ states: Type.Optional(Type.Array(Type.Integer())), filter: Type.Optional(Type.Object({ store: Type.Integer() })) }),
    data: Type.Array(Type.String()),
  }),
  updateProfile: defineCall({
    method: 'PUT', path: '/api/customer/customer/updateProfile/:id', summary: 'update', auth: 'customer', permission: 'account:settings',
    params: Type.Object({ id: Type.Integer() }), body: Type.Object({ firstName: Type.String() }), data: Type.Null(),
  }),
};

interface Seen { url: string; method: string; headers: Headers; body: string | null }

function setup(answer: (seen: Seen) => Response | Promise<Response>, token: string | null = 'tok-1') {
  const seen: Seen[] = [];
  const notifications: Notification[] = [];
  const onExpired = vi.fn();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const entry = { url: request.url, method: request.method, headers: request.headers, body: init?.body ? String(init.body) : null };
    seen.push(entry);
    return answer(entry);
  });
  const deps: ClientDeps = {
    baseURL: 'http://portal.test',
    getToken: () => token,
    getLanguage: () => 'tr',
    translator: { t: (key) => `t(${key})`, hasKey: (key) => key.startsWith('server.') },
    notify: (n) => notifications.push(n),
    onExpired,
    fetch: fetch as unknown as typeof globalThis.fetch,
  };
  return { client: createClient(contract, deps), seen, notifications, onExpired };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the API client', () => {
  it('sends the token and the language, and returns the envelope data', async () => {
    const { client, seen } = setup(() => json({ status: 200, message: 'ok', data: { id: 7 } }));
    await expect(client.call('info')).resolves.toEqual({ id: 7 });
    expect(seen[0].url).toBe('http://portal.test/api/customer/customer/info');
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok-1');
    expect(seen[0].headers.get('accept-language')).toBe('tr');
  });

  it('sends no Authorization header without a token', async () => {
    const { client, seen } = setup(() => json({ status: 200, message: '', data: { id: 1 } }), null);
    await client.call('info');
    expect(seen[0].headers.has('authorization')).toBe(false);
  });

  it('serialises the query with repeated keys and dots', async () => {
    const { client, seen } = setup(() => json({ status: 200, message: '', data: [] }));
    await client.call('products', { query: { states: [1, 2], filter: { store: 3 } } });
    expect(seen[0].url).toBe('http://portal.test/api/customer/sku-list/all?states=1&states=2&filter.store=3');
  });

  it('fills path parameters and sends the JSON body', async () => {
    const { client, seen, notifications } = setup(() => json({ status: 200, message: 'server.saved', data: null }));
    await client.call('updateProfile', { params: { id: 9 }, body: { firstName: 'Ada' }, notifySuccess: true });
    expect(seen[0].method).toBe('PUT');
    expect(seen[0].url).toBe('http://portal.test/api/customer/customer/updateProfile/9');
    expect(JSON.parse(seen[0].body ?? '')).toEqual({ firstName: 'Ada' });
    expect(seen[0].headers.get('content-type')).toBe('application/json');
    expect(notifications).toEqual([{ kind: 'success', message: 't(server.saved)' }]);
  });

  it('reads an answer that is not JSON as text (a proxy error page) and applies the catalogue to its HTTP status', async () => {
    const { client, notifications } = setup(() => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(client.call('info')).rejects.toMatchObject({ status: 502, body: '<h1>Bad gateway</h1>' });
    expect(notifications).toHaveLength(1);
  });

  it('passes the caller\'s abort on (leaving a page) without a notification', async () => {
    const controller = new AbortController();
    const notifications: Notification[] = [];
    const client = createClient(contract, {
      getToken: () => null, getLanguage: () => 'en', onExpired: () => {}, notify: (n) => notifications.push(n),
      translator: { t: (k) => k, hasKey: () => false }, baseURL: 'http://portal.test',
      fetch: ((_: unknown, init?: RequestInit) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as typeof fetch,
    });
    const pending = client.call('info', { signal: controller.signal });
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
    expect(notifications).toEqual([]);
  });

  it('keeps reads quiet on success', async () => {
    const { client, notifications } = setup(() => json({ status: 200, message: 'ok', data: { id: 1 } }));
    await client.call('info');
    expect(notifications).toEqual([]);
  });

  it('shows the catalogue message and rejects with ApiError on a business failure', async () => {
    const { client, notifications } = setup(() => json({ status: 40301, message: 'server.noPermission', data: null }));
    const error = await client.call('info').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 40301, expired: false, call: 'info' });
    expect(notifications).toEqual([{ kind: 'error', message: 't(unauthorizedOperation)', timeout: 5000 }]);
  });

  it('lets the caller present the error itself when silent', async () => {
    const { client, notifications } = setup(() => json({ status: 700, message: 'server.rule', data: null }));
    await expect(client.call('info', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(notifications).toEqual([]);
  });

  it('reports session expiry for HTTP 401 and for status 40101, without a message', async () => {
    for (const answer of [() => json({ status: 40101, message: 'x', data: null }, 401), () => json({ status: 40101, message: 'x', data: null })]) {
      const { client, onExpired, notifications } = setup(answer);
      await expect(client.call('info')).rejects.toMatchObject({ expired: true });
      expect(onExpired).toHaveBeenCalledTimes(1);
      expect(notifications).toEqual([]);
    }
  });

  it('turns a network failure into the serverBusy warning', async () => {
    const { client, notifications } = setup(() => {
      throw new TypeError('fetch failed');
    });
    await expect(client.call('info')).rejects.toMatchObject({ status: 0 });
    expect(notifications).toEqual([{ kind: 'warning', message: 't(serverBusy)' }]);
  });

  it('waits 240 seconds at most (spec section 9)', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(240_000);
  });

  it('gives up after the timeout with the serverBusy warning', async () => {
    const seen: Notification[] = [];
    const client = createClient(contract, {
      getToken: () => null, getLanguage: () => 'en', onExpired: () => {}, notify: (n) => seen.push(n),
      translator: { t: (k) => k, hasKey: () => false }, baseURL: 'http://portal.test', timeout: 20,
      fetch: ((_: unknown, init?: RequestInit) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as typeof fetch,
    });
    await expect(client.call('info')).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([{ kind: 'warning', message: 'serverBusy' }]);
  });

  it('loads the calls its table lacks once, on the first such call, and sends them like the others', async () => {
    const seen: string[] = [];
    const moreCalls = vi.fn(async () => ({ products: { method: 'GET' as const, path: contract.products.path } }));
    const client = createClient({ info: contract.info } as unknown as typeof contract, {
      getToken: () => null, getLanguage: () => 'en', onExpired: () => {}, notify: () => {},
      translator: { t: (k) => k, hasKey: () => false }, baseURL: 'http://portal.test', moreCalls,
      fetch: (async (input: RequestInfo | URL) => {
        seen.push(String(input));
        return json({ status: 200, message: '', data: [] });
      }) as typeof fetch,
    });
    await client.call('info');
    expect(moreCalls).not.toHaveBeenCalled();
    await Promise.all([client.call('products'), client.call('products', { query: { states: [2] } })]);
    expect(moreCalls).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['http://portal.test/api/customer/customer/info', 'http://portal.test/api/customer/sku-list/all', 'http://portal.test/api/customer/sku-list/all?states=2']);
    await expect((client.call as (name: string) => Promise<unknown>)('updateProfile')).rejects.toThrow(/Unknown API call "updateProfile"/);
  });

  it('tries the missing calls again after a failed load', async () => {
    const moreCalls = vi.fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ products: { method: 'GET' as const, path: contract.products.path } });
    const client = createClient({ info: contract.info } as unknown as typeof contract, {
      getToken: () => null, getLanguage: () => 'en', onExpired: () => {}, notify: () => {},
      translator: { t: (k) => k, hasKey: () => false }, baseURL: 'http://portal.test', moreCalls,
      fetch: (async () => json({ status: 200, message: '', data: [] })) as typeof fetch,
    });
    await expect(client.call('products')).rejects.toThrow(/Failed to fetch/);
    await expect(client.call('products')).resolves.toEqual([]);
    expect(moreCalls).toHaveBeenCalledTimes(2);
  });

  it('rejects a call that is not in the contract', async () => {
    const { client } = setup(() => json({}));
    await expect((client.call as (name: string) => Promise<unknown>)('nope')).rejects.toThrow(/Unknown API call "nope"/);
  });
});
