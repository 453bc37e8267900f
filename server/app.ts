/**
 * Builds the Fastify application: security headers, rate limits, the OpenAPI reference at /api/docs,
 * every implemented contract call, the developer outbox, and the built portal. `main.ts` listens;
 * tests call `inject`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { frameworkErrors, installErrorHandler, installNotFound } from './http/errors';
import { registerCalls } from './http/routes';
import { installSecurityHeaders } from './http/security';
import { registerStatic } from './http/static';
import { registerDevOutbox } from './http/devOutbox';
import type { Handlers } from './http/context';
import type { CallName } from '../src/api/contract';
import type { Services } from './services';
import { authHandlers } from './modules/auth/handlers';
import { commonHandlers } from './modules/common/handlers';
import { customerHandlers, customerSessionReads } from './modules/customer/handlers';
import { cartHandlers, cartSessionReads } from './modules/cart/handlers';
import { paymentHandlers } from './modules/payment/handlers';
import { helpHandlers } from './modules/help/handlers';
import { productsHandlers } from './modules/products/handlers';
import { catalogueHandlers } from './modules/catalogue/handlers';
import { logisticsHandlers } from './modules/logistics/handlers';
import { priceRulesHandlers } from './modules/priceRules/handlers';
import { appsHandlers } from './modules/apps/handlers';
import { jobsHandlers } from './modules/jobs/handlers';
import { viewsHandlers } from './modules/views/handlers';
import { ordersHandlers } from './modules/orders/handlers';
import { adminHandlers } from './modules/admin/handlers';
import { orderFilesHandlers } from './modules/orderFiles/handlers';
import { orderStatsHandlers } from './modules/orderStats/handlers';
import { orderSettingsHandlers } from './modules/orderSettings/handlers';
import { orderKindsHandlers } from './modules/orderKinds/handlers';
import { registerExportDownload } from './modules/orderFiles/exports';
import { registerProductImages } from './modules/products/images';
import { storesHandlers } from './modules/stores/handlers';
import { sourcingHandlers } from './modules/sourcing/handlers';
import { skuDictHandlers } from './modules/skuDict/handlers';
import { registerStores } from './http/webhooks';

/** Every implemented call's handler, by contract name. */
export const handlers: Handlers = {
  ...authHandlers,
  ...commonHandlers,
  ...customerHandlers,
  ...cartHandlers,
  ...paymentHandlers,
  ...helpHandlers,
  ...productsHandlers,
  ...catalogueHandlers,
  ...logisticsHandlers,
  ...priceRulesHandlers,
  ...appsHandlers,
  ...jobsHandlers,
  ...viewsHandlers,
  ...storesHandlers,
  ...ordersHandlers,
  ...adminHandlers,
  ...orderFilesHandlers,
  ...orderStatsHandlers,
  ...orderSettingsHandlers,
  ...orderKindsHandlers,
  ...sourcingHandlers,
  ...skuDictHandlers,
};

/** Answers up to this size are compressed in one synchronous call (app.ts, static.test.ts). */
export const COMPRESS_IN_ONE_CALL = 64 * 1024;

export interface App {
  app: FastifyInstance;
  /** The contract calls this server answers. */
  routed: CallName[];
}

export async function buildApp(services: Services, options: { logger?: boolean } = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger ? { level: services.config.logLevel } : false,
    trustProxy: process.env.TRUST_PROXY === '1',
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    // Request schemas are closed (defineCall): a property they do not name is refused (9001), not silently dropped.
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  installErrorHandler(app);
  // helmet's headers, computed once at start instead of per request (security.ts).
  await installSecurityHeaders(app);
  // API answers above 1 kB go out brotli/gzip-compressed; built files carry precompressed copies (static.ts),
  // which this hook leaves alone (they already have a Content-Encoding). Registered before the static files.
  // Up to 64 kB (a list page is 5-60 kB) an answer is compressed in one synchronous call: @fastify/compress's
  // default bound is 8 kB on 2 cores (4 kB on 4), and above it each answer got its own brotli stream on the thread
  // pool (encoder state, a Readable, a pipeline, a chunked answer). An 11 kB order list page with
  // `Accept-Encoding: br` (every browser) cost 0.89-1.08 ms of API CPU that way, 0.60-0.78 ms in one call.
  // Brotli at quality 2 instead of the plugin's 4 (issue 12: the API's CPU per request): an answer compressed per
  // request costs half the CPU for a few more bytes (zlib, cpuUsage, median of 6 x 1,000): a 20-row order page,
  // 11 kB, 87 -> 46 us and 1,428 -> 1,521 bytes; a 100-row page, 54 kB, 245 -> 109 us and 2,495 -> 2,840 bytes.
  // Built files are compressed at the build, at the highest quality (static.ts), not here.
  await app.register(compress, {
    threshold: 1024, encodings: ['br', 'gzip'], syncThreshold: COMPRESS_IN_ONE_CALL,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } },
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Merchant Portal API', version: services.appVersion, description: 'Every answer is the envelope { status, message, data }; see apiStatus in src/api/contract/shared.ts.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const routed = registerCalls(app, services, handlers, { ...customerSessionReads, ...cartSessionReads });
  registerProductImages(app);
  await registerStores(app, services);
  registerExportDownload(app, services);

  registerDevOutbox(app, services);

  const onNotFound = await registerStatic(app, services.config);
  installNotFound(app, onNotFound);
  return { app, routed };
}
