/**
 * The API client: one `call(name, { params, query, body })` per contract entry, typed from the
 * contract. It adds `Authorization: Bearer <token>` when a token is held and `Accept-Language`,
 * serialises the query the API's way, waits at most 240 s, and hands every outcome to the error
 * catalogue (errors.ts), then applies the verdict: data, a notification, or a session expiry.
 */
import type { $Fetch } from 'ofetch';
import type { TSchema } from 'typebox';
import type { BodyOf, CallDef, DataOf, ParamsOf, QueryOf } from './contract/define';
import { classifyOutcome, effectiveStatus, type Notification, type Outcome, type Translator } from './errors';
import { fillPath, withQuery, type QueryObject } from './query';

/** Spec section 9. */
export const REQUEST_TIMEOUT_MS = 240_000;

export interface ClientDeps {
  baseURL?: string;
  getToken(): string | null;
  getLanguage(): string;
  translator: Translator;
  notify(notification: Notification): void;
  /** 401 or 40101: the session is over (the session machine signs out and goes to /login). */
  onExpired(): void;
  /** A fetch implementation (tests hand in a fake one). */
  fetch?: typeof globalThis.fetch;
  timeout?: number;
  /**
   * The calls missing from the table handed in, in two tiers: the signed-in shell's first calls (`shell`, loaded
   * with the shell: loadMore) and all the others (`rest`), each loaded once, on the first call it holds (a build
   * hands the client the calls of the pages before sign-in only: vite.config.ts, clientContract). A call is
   * looked for in the shell's tier first, then in the rest.
   */
  moreCalls?: (tier: MoreCalls) => Promise<Readonly<Record<string, CallRoute>>>;
}

/** What the client reads of a call: where it goes. */
export type CallRoute = Pick<CallDef, 'method' | 'path'>;
/** The tiers of the call table beyond the client's own (ClientDeps.moreCalls). */
export type MoreCalls = 'shell' | 'rest';

export interface CallExtras {
  /** Show the success message of the answer (for saves and other mutations; reads stay quiet). */
  notifySuccess?: boolean;
  /** Do not show failure notifications: the caller presents the error itself. Expiry still signs out. */
  silent?: boolean;
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header: a call that moves money is done once per key. */
  idempotencyKey?: string;
}

// Not distributive ([C] extends [...]): for a generic call (useCall's N) a distributive form made TypeScript
// multiply the params, body and query shapes of every call in the contract (TS2590 past ~190 calls).
type ParamsPart<C extends CallDef> = [C] extends [{ params: TSchema }] ? { params: ParamsOf<C> } : { params?: undefined };
type BodyPart<C extends CallDef> = [C] extends [{ body: TSchema }] ? { body: BodyOf<C> } : { body?: undefined };
type QueryPart<C extends CallDef> = [C] extends [{ query: TSchema }] ? { query?: QueryOf<C> } : { query?: undefined };
/** `params` and `body` are required when the call declares them; `query` is always optional. */
export type CallOptions<C extends CallDef> = ParamsPart<C> & BodyPart<C> & QueryPart<C> & CallExtras;

type OptionalIfEmpty<O> = object extends Omit<O, keyof CallExtras> ? [options?: O] : [options: O];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A failed call, carrying what the catalogue decided. */
export class ApiError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    readonly body: unknown,
    readonly notification: Notification | null,
    readonly expired: boolean,
  ) {
    super(notification?.message ?? `${call} failed with status ${status}`);
    this.name = 'ApiError';
  }
}

export type CallFn<T extends Record<string, CallDef>> = <N extends keyof T & string>(
  name: N,
  ...options: OptionalIfEmpty<CallOptions<T[N]>>
) => Promise<DataOf<T[N]>>;

/**
 * ofetch loads with the first call, not with the first page: the sign-in page paints without it (issue 13's
 * /login budget) and the first call waits for one small chunk. A failed load is forgotten, so the next call
 * retries it (it counts as a network outcome meanwhile).
 */
let ofetchModule: Promise<typeof import('ofetch')> | undefined;
function loadOfetch() {
  ofetchModule ??= import('ofetch').catch((error: unknown) => {
    ofetchModule = undefined;
    throw error;
  });
  return ofetchModule;
}

/**
 * Starts loading ofetch without a call: for code that knows calls are about to follow (the app machines'
 * chunk, whose session machine asks who is signed in at once), so the two chunks load side by side rather
 * than one after the other. A failure here is left to the first call, which retries the load.
 */
export function preloadOfetch(): void {
  loadOfetch().catch(() => undefined);
}

export function createClient<T extends Record<string, CallDef>>(contract: T, deps: ClientDeps) {
  const defaults = {
    baseURL: deps.baseURL,
    timeout: deps.timeout ?? REQUEST_TIMEOUT_MS,
    // The catalogue decides what a failure means; a retry would repeat non-idempotent calls.
    retry: 0 as const,
    ignoreResponseError: true,
  };
  let fetcher: Promise<$Fetch> | undefined;
  /** This client's ofetch instance, made on the first call (see loadOfetch). */
  const getFetch = () =>
    (fetcher ??= loadOfetch().then(
      ({ createFetch, ofetch }) => (deps.fetch ? createFetch({ fetch: deps.fetch, defaults }) : ofetch.create(defaults)),
      (error: unknown) => {
        fetcher = undefined;
        throw error;
      },
    ));

  /** The request headers of every call. */
  function headers(): Record<string, string> {
    const token = deps.getToken();
    return {
      'Accept-Language': deps.getLanguage(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    };
  }

  async function request(name: string, def: CallRoute, options: Partial<CallOptions<CallDef>> = {}): Promise<unknown> {
    const url = withQuery(
      fillPath(def.path, options.params as Record<string, string | number> | undefined),
      options.query as QueryObject | undefined,
    );
    let outcome: Outcome;
    try {
      const $fetch = await getFetch();
      // A caller that left while ofetch was loading: no request at all.
      options.signal?.throwIfAborted();
      const response = await $fetch.raw(url, {
        method: def.method,
        headers: options.idempotencyKey ? { ...headers(), 'Idempotency-Key': options.idempotencyKey } : headers(),
        body: options.body as Record<string, unknown> | undefined,
        signal: options.signal,
      });
      // ofetch's parsed body (JSON when the answer says so) lives in `_data`.
      // oxlint-disable-next-line no-underscore-dangle
      outcome = { type: 'response', httpStatus: response.status, body: response._data };
    } catch (error) {
      if (options.signal?.aborted) throw error;
      outcome = { type: 'network', error };
    }
    const verdict = classifyOutcome(outcome, deps.translator);
    const body = outcome.type === 'response' ? outcome.body : undefined;
    if (verdict.ok) {
      if (options.notifySuccess) deps.notify(verdict.notification);
      return isObject(body) ? (body.data ?? null) : null;
    }
    if (verdict.expired) deps.onExpired();
    else if (!options.silent) deps.notify(verdict.notification);
    const status = outcome.type === 'response' ? effectiveStatus(outcome) : 0;
    throw new ApiError(name, status, body, verdict.notification, verdict.expired);
  }

  type Table = Readonly<Record<string, CallRoute>>;
  const tiers = new Map<MoreCalls, Promise<Table>>();
  /**
   * Loads a tier of the calls the table lacks (once). A failed load (a dropped connection, a deploy that replaced
   * the chunk) is forgotten, so the next call tries again instead of failing until the page is reloaded.
   */
  const load = (tier: MoreCalls): Promise<Table> => {
    let loading = tiers.get(tier);
    if (!loading) {
      loading = (deps.moreCalls ? deps.moreCalls(tier) : Promise.resolve({})).catch((error: unknown) => {
        tiers.delete(tier);
        throw error;
      });
      tiers.set(tier, loading);
    }
    return loading;
  };
  /** The shell's first calls: the shell starts loading them as it loads, so its first calls do not wait. */
  const loadMore = (): Promise<Table> => load('shell');
  /** Every other call: loaded by the first call of one, or ahead of it (the router, once the browser is idle). */
  const loadRest = (): Promise<Table> => load('rest');

  const call = (async (name: string, options?: Partial<CallOptions<CallDef>>) => {
    const def: CallRoute | undefined = Object.hasOwn(contract, name) ? contract[name] : ((await loadMore())[name] ?? (await loadRest())[name]);
    if (!def) throw new Error(`Unknown API call "${name}"`);
    return request(name, def, options);
  }) as CallFn<T>;

  return { call, headers, loadMore, loadRest };
}

export type Client<T extends Record<string, CallDef>> = ReturnType<typeof createClient<T>>;
