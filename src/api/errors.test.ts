import { describe, expect, it } from 'vitest';
import { classifyOutcome, socialLoginSucceeded, type Outcome, type Verdict } from './errors';

/** Keys come back marked so the test sees what was translated; `server.*` counts as a key. */
const translator = {
  t: (key: string) => `t(${key})`,
  hasKey: (key: string) => key.startsWith('server.') || key === 'unauthorizedOperation',
};

const answer = (httpStatus: number, body: unknown): Outcome => ({ type: 'response', httpStatus, body });
const envelope = (status: number, message = '') => answer(200, { status, message, data: null });

describe('the error catalogue (spec section 8)', () => {
  const rows: [string, Outcome, Verdict][] = [
    ['HTTP 401: sign out, go to /login', answer(401, { status: 40101, message: 'x' }), { ok: false, expired: true, notification: null }],
    ['HTTP 401 without a body', answer(401, undefined), { ok: false, expired: true, notification: null }],
    ['status 40101: sign out, go to /login', envelope(40101, 'server.tokenInvalid'), { ok: false, expired: true, notification: null }],
    ['status 40301: red unauthorizedOperation for 5 s', envelope(40301, 'server.noPermission'),
      { ok: false, expired: false, notification: { kind: 'error', message: 't(unauthorizedOperation)', timeout: 5000 } }],
    ['status 40001: warning error.IncorrectAccountOrPwd', envelope(40001, 'whatever'),
      { ok: false, expired: false, notification: { kind: 'warning', message: 't(error.IncorrectAccountOrPwd)' } }],
    ['status 500: warning serverBusy', envelope(500, 'NullPointerException'),
      { ok: false, expired: false, notification: { kind: 'warning', message: 't(serverBusy)' } }],
    ['HTTP 500 with no envelope: warning serverBusy', answer(500, 'Internal Server Error'),
      { ok: false, expired: false, notification: { kind: 'warning', message: 't(serverBusy)' } }],
    ['status 6001: warning with the translated message', envelope(6001, 'server.validateCodeRequired'),
      { ok: false, expired: false, notification: { kind: 'warning', message: 't(server.validateCodeRequired)' } }],
    ['status 60 (the family head): warning', envelope(60, 'server.x'),
      { ok: false, expired: false, notification: { kind: 'warning', message: 't(server.x)' } }],
    ['status 410: warning with the translated message', envelope(410, 'server.tooMany'),
      { ok: false, expired: false, notification: { kind: 'warning', message: 't(server.tooMany)' } }],
    ['status 700: warning; a plain-text message is shown as written', envelope(700, 'Store already connected'),
      { ok: false, expired: false, notification: { kind: 'warning', message: 'Store already connected' } }],
    ['status 9001: error with the translated message', envelope(9001, 'server.invalidInput'),
      { ok: false, expired: false, notification: { kind: 'error', message: 't(server.invalidInput)' } }],
    ['status 9002: error with the translated message', envelope(9002, 'server.notFound'),
      { ok: false, expired: false, notification: { kind: 'error', message: 't(server.notFound)' } }],
    ['status 200: success', envelope(200, 'server.saved'),
      { ok: true, expired: false, notification: { kind: 'success', message: 't(server.saved)' } }],
    ['HTTP 200 with a body that has no status: success', answer(200, { version: '1' }),
      { ok: true, expired: false, notification: { kind: 'success', message: 'requestSucceeded' } }],
    ['anything else: error with the body message for 5 s', envelope(4220, 'Amount too small'),
      { ok: false, expired: false, notification: { kind: 'error', message: 'Amount too small', timeout: 5000 } }],
    ['HTTP 404 with no message: error, generic text, 5 s', answer(404, undefined),
      { ok: false, expired: false, notification: { kind: 'error', message: 't(error.requestFailed)', timeout: 5000 } }],
    ['status 610 (starts with 60? no): anything else', envelope(610, 'Other'),
      { ok: false, expired: false, notification: { kind: 'error', message: 'Other', timeout: 5000 } }],
    ['network failure: warning serverBusy', { type: 'network', error: new TypeError('fetch failed') },
      { ok: false, expired: false, notification: { kind: 'warning', message: 't(serverBusy)' } }],
  ];
  it.each(rows)('%s', (_, outcome, verdict) => {
    expect(classifyOutcome(outcome, translator)).toEqual(verdict);
  });
});

describe('social login success (spec section 8)', () => {
  it.each([
    ['code 200, no error field', { code: 200, token: 't' }, true],
    ['code "200" as text', { code: '200', token: 't' }, true],
    ['code 200 with an error', { code: 200, error: 'denied' }, false],
    ['code 6010 not bound', { code: 6010, socialInfo: { accessToken: 'a' } }, false],
    ['no code', { error: 'x' }, false],
    ['nothing', null, false],
  ])('%s', (_, social, expected) => {
    expect(socialLoginSucceeded(social as never)).toBe(expected);
  });
});
