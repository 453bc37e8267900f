/**
 * The error catalogue of spec section 8 as one pure function: every outcome of a call (an HTTP
 * answer with its envelope, or a network failure) becomes a verdict — data or not, session expired
 * or not, and the notification to show. The client applies the verdict; this module decides it.
 */
export type NotificationKind = 'success' | 'warning' | 'error';

/** What the app shows through the Toast queue; `message` is already translated. */
export interface Notification {
  kind: NotificationKind;
  message: string;
  /** Milliseconds before it closes by itself; absent = the Toast region's default. */
  timeout?: number;
}

/** How the catalogue reaches translations (injected so the table test needs no dictionary). */
export interface Translator {
  t(key: string): string;
  /** True when `key` is a translation key (server messages may be keys or plain text). */
  hasKey(key: string): boolean;
}

export type Outcome =
  | { type: 'response'; httpStatus: number; body: unknown }
  | { type: 'network'; error?: unknown };

export type Verdict =
  /** Status 200: the data is good; `notification` is shown only when the caller asks for it. */
  | { ok: true; expired: false; notification: Notification }
  /** 401 / 40101: sign out and go to /login; no message of its own. */
  | { ok: false; expired: true; notification: null }
  | { ok: false; expired: false; notification: Notification };

/** The catalogue's fixed timeouts. */
export const LONG_MESSAGE_MS = 5000;

interface EnvelopeLike {
  status?: unknown;
  message?: unknown;
}

const envelopeOf = (body: unknown): EnvelopeLike =>
  typeof body === 'object' && body !== null ? (body as EnvelopeLike) : {};

/** The status the catalogue reads: the envelope's status when there is one, else the HTTP status. */
export function effectiveStatus(outcome: Extract<Outcome, { type: 'response' }>): number {
  const status = Number(envelopeOf(outcome.body).status);
  return Number.isFinite(status) && status !== 0 ? status : outcome.httpStatus;
}

/** A server message may be a translation key; translate it when it is one, else show it as written. */
function translated(message: unknown, translator: Translator): string {
  const text = typeof message === 'string' ? message : '';
  if (!text) return translator.t('error.requestFailed');
  return translator.hasKey(text) ? translator.t(text) : text;
}

export function classifyOutcome(outcome: Outcome, translator: Translator): Verdict {
  if (outcome.type === 'network') {
    return { ok: false, expired: false, notification: { kind: 'warning', message: translator.t('serverBusy') } };
  }
  if (outcome.httpStatus === 401) return { ok: false, expired: true, notification: null };
  const status = effectiveStatus(outcome);
  const code = String(status);
  const message = envelopeOf(outcome.body).message;
  const fail = (notification: Notification): Verdict => ({ ok: false, expired: false, notification });

  if (status === 40101) return { ok: false, expired: true, notification: null };
  if (status === 40301) return fail({ kind: 'error', message: translator.t('unauthorizedOperation'), timeout: LONG_MESSAGE_MS });
  if (status === 40001) return fail({ kind: 'warning', message: translator.t('error.IncorrectAccountOrPwd') });
  if (status === 500) return fail({ kind: 'warning', message: translator.t('serverBusy') });
  if (code.startsWith('60') || status === 410 || status === 700) {
    return fail({ kind: 'warning', message: translated(message, translator) });
  }
  if (code.startsWith('900')) return fail({ kind: 'error', message: translated(message, translator) });
  if (status === 200) {
    return { ok: true, expired: false, notification: { kind: 'success', message: translated(message || 'requestSucceeded', translator) } };
  }
  return fail({ kind: 'error', message: translated(message, translator), timeout: LONG_MESSAGE_MS });
}

/** The social login answer (spec section 3). */
export interface SocialLoginResponse {
  code?: number | string;
  error?: unknown;
  socialInfo?: { accessToken?: string; [key: string]: unknown } | null;
  [key: string]: unknown;
}

/**
 * Social login succeeds only with code 200 and no error field; otherwise the response is handed
 * back as is and no token is stored (spec section 8).
 */
export function socialLoginSucceeded(response: SocialLoginResponse | null | undefined): boolean {
  if (!response || typeof response !== 'object') return false;
  return Number(response.code) === 200 && !('error' in response && response.error !== undefined && response.error !== null && response.error !== '');
}
