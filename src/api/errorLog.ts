/**
 * Unhandled client errors (window `error` and `unhandledrejection`) pushed to a list a developer can
 * read: `window.__errorLog` in the browser console, or `errorLog` from this module.
 */
export interface ErrorLogEntry {
  at: string;
  kind: 'error' | 'unhandledrejection';
  message: string;
  stack?: string;
  source?: string;
}

/** Oldest entries are dropped beyond this, so a loop of errors cannot eat the page's memory. */
export const ERROR_LOG_LIMIT = 100;

export const errorLog: ErrorLogEntry[] = [];

export function recordError(entry: Omit<ErrorLogEntry, 'at'>, log: ErrorLogEntry[] = errorLog, now = new Date()): ErrorLogEntry {
  const full = { at: now.toISOString(), ...entry };
  log.push(full);
  if (log.length > ERROR_LOG_LIMIT) log.splice(0, log.length - ERROR_LOG_LIMIT);
  return full;
}

const describe = (reason: unknown): { message: string; stack?: string } =>
  reason instanceof Error ? { message: reason.message, stack: reason.stack } : { message: String(reason) };

type ErrorTarget = Pick<Window, 'addEventListener' | 'removeEventListener'> & { __errorLog?: ErrorLogEntry[] };

/** Starts listening; returns a function that stops. */
export function installErrorLog(target: ErrorTarget | undefined = globalThis.window, log: ErrorLogEntry[] = errorLog): () => void {
  if (!target) return () => {};
  // The agreed developer handle in the browser console (shared decisions).
  // oxlint-disable-next-line no-underscore-dangle
  target.__errorLog = log;
  const onError = (event: Event) => {
    const e = event as ErrorEvent;
    const { message, stack } = e.error ? describe(e.error) : { message: e.message, stack: undefined };
    recordError({ kind: 'error', message, stack, source: e.filename ? `${e.filename}:${e.lineno}:${e.colno}` : undefined }, log);
  };
  const onRejection = (event: Event) => {
    recordError({ kind: 'unhandledrejection', ...describe((event as PromiseRejectionEvent).reason) }, log);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

declare global {
  interface Window {
    __errorLog?: ErrorLogEntry[];
  }
}
