/**
 * Store platforms calling the server (not the portal): signed webhooks at POST /api/webhooks/:platform and
 * the server-to-server credential POST of platforms that send keys (WooCommerce) at
 * POST /api/stores/callback/:platform. Both read the body raw (signatures are over the exact bytes), in
 * their own encapsulated plugin so the API's JSON parsing elsewhere is unchanged. Also mounts the local
 * sandboxes of platforms without real credentials under /sandbox/<platform>.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { handleWebhook } from '../modules/stores/orderIn';
import { completeCallback } from '../modules/stores/connect';
import { bindPublishing } from '../modules/stores/publish';
import { languageOf } from './i18n';

const MAX_BODY = 2 * 1024 * 1024;

export async function registerStores(app: FastifyInstance, services: Services): Promise<void> {
  bindPublishing(services);
  await app.register(async (scope) => {
    // Not contract calls: kept out of the OpenAPI reference (which documents the contract only).
    scope.addHook('onRoute', (route) => { route.schema = { ...(route.schema ?? {}), hide: true }; });
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_BODY }, (_request, body, done) => done(null, body));

    scope.post<{ Params: { platform: string } }>('/api/webhooks/:platform', async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await handleWebhook(services, request.params.platform, request.headers, raw);
      return reply.code(answer.status).header('cache-control', 'no-store').send({ ok: answer.status === 200 });
    });

    scope.post<{ Params: { platform: string } }>('/api/stores/callback/:platform', async (request, reply) => {
      const resolved = services.stores.registry.get(request.params.platform);
      if (!resolved?.entry.keysPosted) return reply.code(404).send({ ok: false });
      let body: Record<string, unknown>;
      try {
        const parsed = JSON.parse((request.body as Buffer).toString('utf8')) as unknown;
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
        body = parsed as Record<string, unknown>;
      } catch {
        return reply.code(400).send({ ok: false });
      }
      // The state comes back as the platform names it (WooCommerce: user_id).
      const userId = typeof body.user_id === 'string' || typeof body.user_id === 'number' ? String(body.user_id) : '';
      const outcome = await completeCallback(services, { platform: request.params.platform, query: { user_id: userId }, body, caller: null, lang: languageOf(request.headers['accept-language']) });
      return reply.code(outcome.ok ? 200 : 400).header('cache-control', 'no-store').send({ ok: outcome.ok });
    });
  });

  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => { route.schema = { ...(route.schema ?? {}), hide: true }; });
    for (const sandbox of services.stores.registry.sandboxes()) {
      await scope.register(sandbox.plugin, { ...sandbox.options, prefix: sandbox.prefix });
    }
  });
}
