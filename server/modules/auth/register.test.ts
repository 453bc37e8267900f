/** Registration with an e-mail code, forgotten password, and social sign-in with bind/register. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, startTestServer, codeIn, type TestServer, SERVER_START_MS } from '../../test/harness';
import { socialProviders } from '../../connectors/social/provider';
import { devSocialProvider } from '../../connectors/social/dev';
import { createServices } from '../../services';
import { loadConfig } from '../../config';

let server: TestServer;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startTestServer({ smtpUrl: mailbox.url });
}, SERVER_START_MS);
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

describe('registration', () => {
  it('signs the sign-up code mail with the partner the visitor came through', async () => {
    const username = 'partner-visitor@shop.test';
    expect((await server.call('sendRegisterCode', { body: { username, language: 'tr', parterSource: 'kervan' } })).status).toBe(200);
    expect((await mailbox.next(username)).subject).toContain('Kervan Ticaret');
    const other = 'platform-visitor@shop.test';
    await server.call('sendRegisterCode', { body: { username: other, language: 'en', parterSource: 'no-such-partner' } });
    expect((await mailbox.next(other)).subject).not.toContain('Kervan');
  });

  it('checks whether an e-mail is registered', async () => {
    expect((await server.call('checkEmailRegistered', { query: { username: ' MERCHANT@demo.shop ' } })).data).toEqual({ registered: true });
    expect((await server.call('checkEmailRegistered', { query: { username: 'new@shop.test' } })).data).toEqual({ registered: false });
    expect((await server.call('checkEmailRegistered', { query: {} })).status).toBe(9001);
  });

  it('registers with the e-mailed code, signs in, and keeps the partner brand', async () => {
    const username = 'ada@shop.test';
    const sent = await server.call('sendRegisterCode', { body: { username: ` ${username} `, language: 'zh' } });
    expect(sent.status).toBe(200);
    const mail = await mailbox.next(username);
    expect(mail.subject).toContain('注册验证码');
    const code = codeIn(mail);

    const mismatch = await server.call('register', { body: { username, password: 'Secret#123', cfgPwd: 'Other#123', code } });
    expect(mismatch.status).toBe(6005);
    const wrongCode = await server.call('register', { body: { username, password: 'Secret#123', cfgPwd: 'Secret#123', code: 'ABCDEF' } });
    expect(wrongCode.status).toBe(6002);

    const done = await server.call('register', {
      body: { username, password: 'Secret#123', rePassword: 'Secret#123', code, seq: sent.data.seq, firstName: 'Ada', lastName: 'Lovelace', language: 'zh', parterSource: 'lumen', channelSource: 'ads' },
    });
    expect(done.status).toBe(200);
    const info = await server.call('customerInfo', { token: done.data.token });
    expect(info.data).toMatchObject({ username, firstName: 'Ada', parterSource: 'lumen', countryId: 232, currencyCode: 'USD', refId: null, hasAuthStore: false, language: 'zh' });
    // The code is spent, and the address is now taken.
    expect((await server.call('register', { body: { username, password: 'Secret#123', code } })).status).toBe(6003);
    expect((await server.call('sendRegisterCode', { body: { username } })).status).toBe(6003);
    expect((await server.login(username, 'Secret#123')).length).toBeGreaterThan(20);
  });

  it('refuses fields the schema does not name (issue 14 #1: joining a merchant as a sub-account) and spends nothing', async () => {
    const username = 'intruder@shop.test';
    await server.call('sendRegisterCode', { body: { username } });
    const code = codeIn(await mailbox.next(username));
    const merchant = await server.call('customerInfo', { token: await server.login('merchant@demo.shop', 'Merchant#2026') });
    const attack = {
      username, password: 'Secret#123', cfgPwd: 'Secret#123', code,
      refId: merchant.data.id, roleName: 'Owner', permissions: ['cart', 'order'], isShowUserSettings: 1, hasInvoicePower: true,
    };
    const refused = await server.call('register', { body: attack });
    expect(refused.status).toBe(9001);
    expect(refused.message).toContain('refId');
    expect((await server.call('checkEmailRegistered', { query: { username } })).data).toEqual({ registered: false });

    // Even past the schema (a caller in the server), registration takes only its own fields.
    const { register } = await import('./register');
    const signedIn = await register(server.services, attack as never, { ip: '127.0.0.1', lang: 'en' });
    const info = await server.call('customerInfo', { token: signedIn.token });
    expect(info.data).toMatchObject({ username, refId: null, roleInfos: [], permissions: [], isShowUserSettings: 0, hasInvoicePower: false });
  });

  it('rejects a malformed address and a short password', async () => {
    expect((await server.call('sendRegisterCode', { body: { username: 'not-an-email' } })).status).toBe(9001);
    expect((await server.call('register', { body: { username: 'b@shop.test', password: 'short', code: 'ABCDEF' } })).status).toBe(9001);
  });

  it('does not register with a code sent to another address', async () => {
    await server.call('sendRegisterCode', { body: { username: 'first@shop.test' } });
    const code = codeIn(await mailbox.next('first@shop.test'));
    const answer = await server.call('register', { body: { username: 'second@shop.test', password: 'Secret#123', code } });
    expect(answer.status).toBe(6002);
  });
});

describe('forgotten password', () => {
  it('e-mails a reset code, checks it, resets the password and ends every session', async () => {
    const username = 'staff@demo.shop';
    const before = await server.login(username, 'Staff#2026');
    expect((await server.call('findPwdByEmail', { body: { username: 'ghost@demo.shop' } })).status).toBe(6004);
    const sent = await server.call('findPwdByEmail', { body: { username, language: 'en' } });
    expect(sent).toMatchObject({ status: 200, data: { codeValid: false } });
    const mail = await mailbox.next(username);
    expect(mail.subject).toBe('Merchant Portal: reset your password');
    const code = codeIn(mail);

    expect((await server.call('findPwdByEmail', { body: { username, code: 'ZZZZZZ' } })).status).toBe(6002);
    expect((await server.call('findPwdByEmail', { body: { username, code } })).data).toEqual({ codeValid: true });
    expect((await server.call('resetPwdByCode', { body: { username, password: 'NewStaff#2026', cfgPwd: 'mismatch', code } })).status).toBe(6005);
    expect((await server.call('resetPwdByCode', { body: { username: ` ${username}`, password: 'NewStaff#2026', cfgPwd: 'NewStaff#2026', code } })).status).toBe(200);

    expect((await server.call('customerInfo', { token: before })).status).toBe(40101);
    expect((await server.call('login', { body: { username, password: 'Staff#2026' } })).status).toBe(40001);
    expect((await server.login(username, 'NewStaff#2026')).length).toBeGreaterThan(20);
    // A code works once.
    expect((await server.call('resetPwdByCode', { body: { username, password: 'Again#2026', code } })).status).toBe(6002);
  });
});

describe('social sign-in (development provider)', () => {
  it('answers 6010 with socialInfo for an unbound identity, then binds a new account and signs in', async () => {
    const first = await server.call('socialLogin', { body: { provider: 'dev', code: 'grace@shop.test|Grace|Hopper' } });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ code: 6010, socialInfo: { provider: 'dev', email: 'grace@shop.test', firstName: 'Grace' } });
    expect(first.data.token).toBeUndefined();

    const bound = await server.call('socialBindRegister', {
      body: { accessToken: first.data.socialInfo.accessToken, username: 'grace@shop.test', password: 'Secret#123', cfgPwd: 'Secret#123' },
    });
    expect(bound.data).toMatchObject({ code: 200 });
    expect(bound.data.error).toBeUndefined();
    const again = await server.call('socialLogin', { body: { provider: 'dev', code: 'grace@shop.test' } });
    expect(again.data.code).toBe(200);
    expect((await server.call('customerInfo', { token: again.data.token })).data).toMatchObject({ username: 'grace@shop.test', firstName: 'Grace', lastName: 'Hopper' });
  });

  it('binds an identity to an existing account only with that account\'s password', async () => {
    const first = await server.call('socialLogin', { body: { provider: 'dev', code: 'merchant-alt@gmail.test' } });
    const accessToken = first.data.socialInfo.accessToken;
    expect((await server.call('socialBindRegister', { body: { accessToken, username: 'merchant@demo.shop', password: 'wrong-password' } })).status).toBe(40001);
    const ok = await server.call('socialBindRegister', { body: { accessToken, username: 'merchant@demo.shop', password: 'Merchant#2026' } });
    expect(ok.data.code).toBe(200);
    const login = await server.call('socialLogin', { body: { provider: 'dev', code: 'merchant-alt@gmail.test' } });
    expect((await server.call('customerInfo', { token: login.data.token })).data.username).toBe('merchant@demo.shop');
    // The same identity cannot then be bound to another account.
    const elsewhere = await server.call('socialBindRegister', { body: { accessToken, username: 'partner@demo.shop', password: 'Partner#2026' } });
    expect(elsewhere.status).toBe(6008);
  });

  it('needs an e-mail code to register an address other than the provider-verified one', async () => {
    const first = await server.call('socialLogin', { body: { provider: 'dev', code: 'linus@social.test' } });
    const body = { accessToken: first.data.socialInfo.accessToken, username: 'linus@shop.test', password: 'Secret#123' };
    expect((await server.call('socialBindRegister', { body })).status).toBe(6001);
    await server.call('sendRegisterCode', { body: { username: 'linus@shop.test' } });
    const code = codeIn(await mailbox.next('linus@shop.test'));
    expect((await server.call('socialBindRegister', { body: { ...body, code } })).data.code).toBe(200);
  });

  it('refuses forged tickets, unknown providers and codes the provider rejects', async () => {
    expect((await server.call('socialBindRegister', { body: { accessToken: 'forged.ticket.value', username: 'x@shop.test', password: 'Secret#123' } })).status).toBe(6007);
    const unknown = await server.call('socialLogin', { body: { provider: 'myspace', code: 'a@b.co' } });
    expect(unknown.data).toMatchObject({ code: 6007 });
    expect(unknown.data.error).toContain('myspace');
    expect((await server.call('socialLogin', { body: { provider: 'dev', code: 'not an email' } })).data.code).toBe(6007);
  });

  it('offers the development provider outside production only', async () => {
    const production = await createServices(server.services.db, { ...loadConfig({}), production: true });
    const development = await createServices(server.services.db, { ...loadConfig({}), production: false });
    expect(production.social.has('dev')).toBe(false);
    expect(development.social.has('dev')).toBe(true);
    expect(socialProviders(devSocialProvider).get('dev')).toBe(devSocialProvider);
  });
});
