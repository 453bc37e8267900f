import { describe, expect, it } from 'vitest';
import { ERROR_LOG_LIMIT, installErrorLog, recordError, type ErrorLogEntry } from './errorLog';

/** A window stand-in: an EventTarget that can hold __errorLog. */
const fakeWindow = () => Object.assign(new EventTarget(), { __errorLog: undefined as ErrorLogEntry[] | undefined });

describe('the error log', () => {
  it('records window errors and unhandled rejections, readable as window.__errorLog', () => {
    const target = fakeWindow();
    const log: ErrorLogEntry[] = [];
    const stop = installErrorLog(target as never, log);
    const error = Object.assign(new Event('error'), { error: new Error('boom'), filename: 'app.js', lineno: 3, colno: 9, message: 'boom' });
    target.dispatchEvent(error);
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'no answer' }));
    // oxlint-disable-next-line no-underscore-dangle
    expect(target.__errorLog).toBe(log);
    expect(log.map(({ kind, message, source }) => ({ kind, message, source }))).toEqual([
      { kind: 'error', message: 'boom', source: 'app.js:3:9' },
      { kind: 'unhandledrejection', message: 'no answer', source: undefined },
    ]);
    stop();
    target.dispatchEvent(error);
    expect(log).toHaveLength(2);
  });

  it('keeps only the newest entries', () => {
    const log: ErrorLogEntry[] = [];
    for (let i = 0; i < ERROR_LOG_LIMIT + 5; i += 1) recordError({ kind: 'error', message: `e${i}` }, log);
    expect(log).toHaveLength(ERROR_LOG_LIMIT);
    expect(log[0].message).toBe('e5');
  });
});
