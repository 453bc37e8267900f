/**
 * Every failure becomes the envelope in the caller's language: service failures (ApiFailure),
 * schema validation (9001 naming the field), bad JSON, rate limits (HTTP 429, envelope 410), unknown API paths (404)
 * and anything unexpected (500, logged, never a stack trace in the answer).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiStatus } from '../../src/api/contract/shared';
import { ApiFailure, messageKeyOf } from './envelope';
import { languageOf, translate, type Lang } from './i18n';

interface AjvError { instancePath?: string; keyword: string; params?: Record<string, unknown>; message?: string }

/** The field a schema refusal is about, as a dotted path ("variants.2.compareAtPrice"); '' for the whole part. */
export function validationField(errors: AjvError[]): string {
  const first = errors[0];
  const path = (first?.instancePath ?? '').split('/').filter(Boolean);
  if (first?.keyword === 'required' && typeof first.params?.missingProperty === 'string') path.push(first.params.missingProperty);
  if (first?.keyword === 'additionalProperties' && typeof first.params?.additionalProperty === 'string') path.push(first.params.additionalProperty);
  return path.join('.');
}

/** "Invalid input: username must have at least 3 characters." */
export function validationMessage(lang: Lang, errors: AjvError[], context: string | undefined): string {
  const first = errors[0];
  const field = validationField(errors) || (context === 'body' ? translate(lang, 'server.validation.body') : context ?? '');
  const keyword = first?.keyword ?? 'other';
  const limit = first?.params?.limit ?? first?.params?.comparison;
  const reasonKey = `server.validation.${keyword}`;
  const reason = translate(lang, reasonKey, { limit: String(limit ?? ''), type: String(first?.params?.type ?? '') });
  return translate(lang, 'server.status.invalidInput', {
    field,
    reason: reason === reasonKey ? translate(lang, 'server.validation.other') : reason,
  });
}

/**
 * A 9001 about one field names it in `data.field` (the form kit shows the message on that field). Sent
 * as text: the route's response schema describes the call's success data, and would drop or refuse this.
 */
function sendInvalidInput(reply: FastifyReply, message: string, field: string) {
  if (!field) return reply.send({ status: apiStatus.invalidInput, message, data: null });
  return reply.type('application/json; charset=utf-8').send(JSON.stringify({ status: apiStatus.invalidInput, message, data: { field } }));
}

export function sendFailure(reply: FastifyReply, lang: Lang, failure: ApiFailure) {
  const message = translate(lang, failure.messageKey, failure.params);
  const field = failure.params.field;
  if (failure.status === apiStatus.invalidInput && typeof field === 'string') return sendInvalidInput(reply.code(failure.httpStatus), message, field);
  return reply.code(failure.httpStatus).send({ status: failure.status, message, data: null });
}

/** Must run before routes are added: a route keeps the error handler in force when it was registered. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    if (error instanceof ApiFailure) return sendFailure(reply, lang, error);
    if (error.validation) {
      const errors = error.validation as AjvError[];
      return sendInvalidInput(reply.code(200), validationMessage(lang, errors, error.validationContext), validationField(errors));
    }
    if (error.statusCode === 429) {
      // HTTP 429 (proxies, monitoring and clients recognise throttling; Retry-After is set by the limiter),
      // with the spec's 410 in the envelope, which is what the portal reads to show the message.
      return reply.code(429).send({ status: apiStatus.tooManyRequests, message: translate(lang, messageKeyOf(apiStatus.tooManyRequests)), data: null });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const key = error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP') ? 'server.status.invalidJson' : messageKeyOf(apiStatus.invalidInput);
      const message = key === 'server.status.invalidJson' ? translate(lang, key) : translate(lang, key, { field: '', reason: translate(lang, 'server.validation.other') });
      return reply.code(200).send({ status: apiStatus.invalidInput, message, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ status: apiStatus.serverBusy, message: translate(lang, messageKeyOf(apiStatus.serverBusy)), data: null });
  });
}

/**
 * Fastify's own refusals before routing (a malformed percent-encoding, a path parameter over maxParamLength)
 * answer with the envelope too, instead of Fastify's default JSON.
 */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = languageOf(request.headers['accept-language']);
  return reply.code(200).send({
    status: apiStatus.invalidInput,
    message: translate(lang, messageKeyOf(apiStatus.invalidInput), { field: 'URL', reason: translate(lang, 'server.validation.other') }),
    data: null,
  });
}

/** Unknown /api paths answer 404 in the envelope; other paths go to the portal (SPA fallback). */
export function installNotFound(app: FastifyInstance, onNotFound: (request: FastifyRequest, reply: FastifyReply) => unknown) {
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      const lang = languageOf(request.headers['accept-language']);
      return reply.code(404).send({ status: 404, message: translate(lang, 'server.status.apiNotFound'), data: null });
    }
    return onNotFound(request, reply);
  });
}
