/**
 * HTTP for connectors: every call has a timeout, answers are parsed as JSON, and an HTTP failure
 * becomes a `ConnectorError` whose message carries the status and the platform's own short reason,
 * never the request (which holds tokens).
 */
import { ConnectorError } from '../store';

export type FetchLike = typeof fetch;

/** What every connector factory takes: the app's credentials and, for the sandbox, the base URL. */
export interface ConnectorConfig {
  clientId: string;
  clientSecret: string;
  /**
   * The local sandbox's base URL (e.g. http://127.0.0.1:8080/sandbox/etsy). Set: every platform host
   * is replaced by it (the sandbox serves the same paths). Unset: the platform's real hosts.
   */
  baseUrl?: string;
  fetch?: FetchLike;
  /** Per call; default 15 s. */
  timeoutMs?: number;
  /** Scopes asked for at authorisation; each connector has the ones it needs as default. */
  scopes?: string[];
}

export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** A JSON value (sent as application/json), form parameters, or a prepared string. */
  json?: unknown;
  form?: Record<string, string>;
  body?: string;
}

export interface HttpResponse<T> {
  status: number;
  headers: Headers;
  data: T;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** The platform's own words for a failure, shortened; tokens never appear in what platforms echo back. */
function reasonOf(data: unknown): string {
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    for (const key of ['error_description', 'message', 'msg', 'error', 'errors', 'sub_msg']) {
      const value = record[key];
      if (typeof value === 'string' && value) return value.slice(0, 200);
      if (value && typeof value === 'object') return JSON.stringify(value).slice(0, 200);
    }
  }
  return typeof data === 'string' ? data.slice(0, 200) : '';
}

export async function http<T>(config: Pick<ConnectorConfig, 'fetch' | 'timeoutMs'>, request: HttpRequest): Promise<HttpResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined = request.body;
  if (request.json !== undefined) {
    body = JSON.stringify(request.json);
    headers['content-type'] ??= 'application/json';
  } else if (request.form) {
    body = new URLSearchParams(request.form).toString();
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
  }
  const doFetch = config.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(request.url, {
      method: request.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ConnectorError('platform_error', timedOut ? `${new URL(request.url).host} did not answer in time` : `${new URL(request.url).host} could not be reached`);
  }
  const text = await response.text();
  let data: unknown = text;
  if (text && /json/.test(response.headers.get('content-type') ?? '')) {
    try { data = JSON.parse(text); } catch { data = text; }
  } else if (!text) {
    data = null;
  }
  if (!response.ok) {
    const reason = reasonOf(data);
    const message = `${response.status}${reason ? `: ${reason}` : ''}`;
    if (response.status === 401 || response.status === 403) throw new ConnectorError('unauthorized', message);
    if (response.status === 404) throw new ConnectorError('not_found', message);
    throw new ConnectorError('platform_error', message);
  }
  return { status: response.status, headers: response.headers, data: data as T };
}

/** `https://host` of a platform, or the sandbox's base URL standing in for every host of the platform. */
export const originOf = (config: Pick<ConnectorConfig, 'baseUrl'>, host: string) =>
  config.baseUrl ? config.baseUrl.replace(/\/$/, '') : `https://${host}`;

/** A shop's own origin (Shoplazza, Shopline, AllValue, Shoper): the sandbox serves each shop under `/<shop>`. */
export const shopOriginOf = (config: Pick<ConnectorConfig, 'baseUrl'>, shopHost: string) =>
  config.baseUrl ? `${config.baseUrl.replace(/\/$/, '')}/${shopHost}` : `https://${shopHost}`;

/** Integer cents to the decimal string platforms take ("12.50"). */
export const centsToDecimal = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** A platform's decimal amount ("12.5", 12.5) to integer cents, without floating-point drift. */
export function decimalToCents(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,}))?$/.exec(text);
  if (!match) throw new ConnectorError('platform_error', `unreadable amount ${JSON.stringify(value).slice(0, 20)}`);
  const fraction = (match[3] ?? '').padEnd(2, '0');
  const cents = Number(match[2]) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2] ?? 0) >= 5 ? 1 : 0);
  return match[1] ? -cents : cents;
}

/** A signed body as JSON, or null when it is not a JSON object (the caller refuses it). */
export function jsonOf(raw: Buffer | string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(typeof raw === 'string' ? raw : raw.toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
