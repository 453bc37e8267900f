/**
 * Security headers (helmet) with a content security policy the built portal runs under: scripts,
 * styles and fonts from this origin only (vanilla-extract emits static CSS; fonts ship with the app),
 * inline style attributes allowed because the run-time partner theme sets CSS variables inline, and
 * the third-party support chat widget's origin for its script, connections and frame.
 */
import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/**
 * React Aria's usePress injects this one fixed <style> element (id react-aria-pressable-style);
 * allowing exactly its hash keeps `style-src` free of 'unsafe-inline'. security.test.ts checks the
 * installed react-aria still injects this text.
 */
export const REACT_ARIA_PRESSABLE_STYLE = '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';
const styleHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const originOf = (url: string | undefined): string | null => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

export function helmetOptions(env: NodeJS.ProcessEnv = process.env): FastifyHelmetOptions {
  const widget = originOf(env.VITE_CHAT_WIDGET_URL ?? 'https://widget.merchantportal.com/chat.js');
  const extra = widget ? [widget] : [];
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...extra],
        styleSrc: ["'self'", styleHash(REACT_ARIA_PRESSABLE_STYLE)],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extra],
        frameSrc: extra.length ? extra : ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // The portal opens partner and third-party pages in new tabs; keep the referrer to this origin only.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets for these options, in its order, computed ONCE: helmet's values depend on its
 * options only (no CSP nonces here), yet @fastify/helmet builds a new helmet middleware per request,
 * parsing the CSP directives again each time (~20 µs of every answer, issues 10/12/13). They are read from
 * @fastify/helmet itself on a throwaway instance, so they stay exactly its headers across upgrades
 * (headers.test.ts compares them with the plugin's on real answers).
 */
export async function securityHeaders(options: FastifyHelmetOptions = helmetOptions()): Promise<[string, string][]> {
  const probe = Fastify();
  let headers: [string, string][] = [];
  await probe.register(helmet, options);
  probe.get('/', (_request, reply) => {
    // Raw names keep helmet's spelling on the wire (Content-Security-Policy).
    // (Node's OutgoingMessage has getRawHeaderNames since 15.13; @types/node declares it on ClientRequest only.)
    const names = (reply.raw as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames();
    headers = names.map((name) => {
      const value = reply.raw.getHeader(name);
      return [name, Array.isArray(value) ? value.join(', ') : String(value)];
    });
    return '';
  });
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  if (!headers.some(([name]) => name.toLowerCase() === 'content-security-policy')) throw new Error('helmet set no content security policy');
  return headers;
}

/**
 * Sets the security headers on every answer the way @fastify/helmet does (on the raw response in an
 * onRequest hook, so error, 404 and static answers carry them and a route's own header still wins).
 */
export async function installSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions = helmetOptions()): Promise<void> {
  const headers = await securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (let i = 0; i < headers.length; i += 1) raw.setHeader(headers[i][0], headers[i][1]);
    done();
  });
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether a request comes from this machine: the socket's own address is loopback AND no proxy relayed it
 * (behind a proxy every socket is loopback, and X-Forwarded-For can be forged, so neither alone is enough).
 * Developer-only endpoints (the outbox, the dev social provider) answer such requests only.
 */
export function isLoopbackRequest(request: { socket?: { remoteAddress?: string }; headers: Record<string, unknown> }): boolean {
  const address = request.socket?.remoteAddress ?? '';
  return LOOPBACK.has(address) && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
}
