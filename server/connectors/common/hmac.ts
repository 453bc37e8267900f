/**
 * Signature helpers every platform's rule is built from: HMAC digests, a timing-safe comparison, and
 * the "sorted query" source strings most platforms sign (`k=v&k=v`, or `kvkv` for TikTok/AliExpress).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type Digest = 'sha256' | 'sha512' | 'sha1';

export const hmacHex = (secret: string, data: string | Buffer, digest: Digest = 'sha256') =>
  createHmac(digest, secret).update(data).digest('hex');

export const hmacBase64 = (secret: string, data: string | Buffer, digest: Digest = 'sha256') =>
  createHmac(digest, secret).update(data).digest('base64');

export const sha256Base64Url = (data: string) => createHash('sha256').update(data).digest('base64url');

/** Constant-time string comparison; false for different lengths or a missing value. */
export function safeEqual(expected: string, given: string | undefined | null): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Go's url.QueryEscape (form encoding: space as `+`; only A-Z a-z 0-9 - _ . ~ left as they are). */
export const formEscape = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).replace(/%20/g, '+');

/**
 * `a=1&b=2` of the params sorted by key, without the excluded keys (the signature itself); `encode`
 * form-encodes keys and values as Go's url.Values.Encode does (Shoplazza's SDK signs that form).
 */
export function sortedQuery(params: Record<string, string>, exclude: string[] = [], encode = false): string {
  const escape = encode ? formEscape : (text: string) => text;
  return Object.keys(params)
    .filter((key) => !exclude.includes(key))
    .sort()
    .map((key) => `${escape(key)}=${escape(params[key])}`)
    .join('&');
}

/** `a1b2` of the params sorted by key (TikTok Shop and AliExpress concatenate keys and values). */
export function sortedConcat(params: Record<string, string>, exclude: string[] = []): string {
  return Object.keys(params)
    .filter((key) => !exclude.includes(key))
    .sort()
    .map((key) => `${key}${params[key]}`)
    .join('');
}

/** One header value (Node gives arrays for repeated headers; a repeated signature header is refused). */
export function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name.toLowerCase()] ?? headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Whether a platform timestamp (seconds or milliseconds, told by its size) lies within `windowMs` of
 * `now`, either side: a callback from the future is as suspect as a stale one.
 */
export function withinWindow(timestamp: string | undefined, now: Date, windowMs: number): boolean {
  if (!timestamp || !/^\d{9,13}$/.test(timestamp)) return false;
  const value = Number(timestamp);
  const ms = timestamp.length >= 13 ? value : value * 1000;
  return Math.abs(now.getTime() - ms) <= windowMs;
}

/**
 * Standard Webhooks (standardwebhooks.com, used by Etsy): `webhook-signature` holds space-separated
 * `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">`; a `whsec_` secret is base64.
 */
export function standardWebhookSignature(secret: string, id: string, timestamp: string, body: Buffer | string) {
  const key = secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : Buffer.from(secret);
  return createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest('base64');
}

export function verifyStandardWebhook(secret: string, headers: Record<string, string | string[] | undefined>, body: Buffer, now: Date, toleranceMs = 5 * 60_000) {
  const id = headerOf(headers, 'webhook-id');
  const timestamp = headerOf(headers, 'webhook-timestamp');
  const signatures = headerOf(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures || !withinWindow(timestamp, now, toleranceMs)) return false;
  const expected = standardWebhookSignature(secret, id, timestamp, body);
  return signatures.split(' ').some((entry) => entry.startsWith('v1,') && safeEqual(expected, entry.slice(3)));
}
