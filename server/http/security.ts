/**
 * Security headers (helmet) with a content security policy the built portal runs under: scripts,
 * styles and fonts from this origin only (vanilla-extract emits static CSS; fonts ship with the app),
 * inline style attributes allowed because the run-time partner theme sets CSS variables inline, and
 * the third-party support chat widget's origin for its script, connections and frame.
 */
import { createHash } from 'node:crypto';
import type { FastifyHelmetOptions } from '@fastify/helmet';

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
