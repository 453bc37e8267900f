/**
 * Developer mailbox: what the server "sent" when no SMTP server is configured (the last 50 mails, codes
 * included). Registered outside production only, and it answers requests from this machine only: on any
 * other address it does not exist (404), so a development server reachable from a network leaks nothing.
 */
import type { FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';
import { outbox } from '../db/schema';
import type { Services } from '../services';
import { languageOf, translate } from './i18n';
import { isLoopbackRequest } from './security';

export function registerDevOutbox(app: FastifyInstance, services: Services): void {
  if (services.config.production) return;
  app.get('/api/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isLoopbackRequest(request)) {
      return reply.code(404).send({ status: 404, message: translate(languageOf(request.headers['accept-language']), 'server.status.apiNotFound'), data: null });
    }
    return { status: 200, message: 'ok', data: await services.db.select().from(outbox).orderBy(desc(outbox.id)).limit(50) };
  });
}
