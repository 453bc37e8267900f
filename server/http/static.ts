/**
 * The built portal (dist/) with the SPA fallback to index.html for every non-API path, and
 * /static/lang/{lang}.json from dist/ or, before a build, public/.
 *
 * The build writes a brotli (.br) and a gzip (.gz) copy next to every compressible file (vite.config.ts,
 * precompress), so files go out compressed without spending CPU per request: @fastify/static picks the
 * copy the browser's Accept-Encoding allows and answers `Vary: Accept-Encoding`. Hashed assets are
 * immutable; index.html and the translations are revalidated on every load.
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

const LANG_FILE = /^(en|zh|tr)\.json$/;

export async function registerStatic(app: FastifyInstance, config: ServerConfig): Promise<(request: FastifyRequest, reply: FastifyReply) => unknown> {
  const built = existsSync(join(config.distDir, 'index.html'));
  const langDir = [join(config.distDir, 'static/lang'), join(config.publicDir, 'static/lang')].find((dir) => existsSync(join(dir, 'en.json')));
  const assetsDir = join(config.distDir, 'assets') + sep;

  if (langDir) {
    await app.register(async (scope) => {
      await scope.register(fastifyStatic, { root: langDir, prefix: '/static/lang/', wildcard: false, serve: false, preCompressed: true });
      scope.get<{ Params: { file: string } }>('/static/lang/:file', { schema: { hide: true } }, (request, reply) => {
        if (!LANG_FILE.test(request.params.file)) return reply.callNotFound();
        return reply.header('cache-control', 'no-cache').sendFile(request.params.file);
      });
    });
  }

  if (built) {
    await app.register(fastifyStatic, {
      root: config.distDir,
      prefix: '/',
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite's hashed assets never change; everything else is revalidated.
        reply.header('cache-control', path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  if (built) {
    // "/" is the directory itself (index: false above): the portal's router decides where it goes.
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', config.distDir));
  }

  return (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0]);
    if (built && wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html', config.distDir);
    return reply.code(404).type('text/plain').send('Not found');
  };
}
