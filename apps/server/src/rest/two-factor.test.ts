import { messages, RECOVERY_CODE_COUNT } from '@studio/contracts';
import { connectDatabase } from '@studio/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseConfig } from '../database';
import { activityOf } from '../test-support/admin-calls';
import { appForFile, authHeaders, errorBody, HOST, login } from '../test-support/app';
import { codeAt, enrolTotp, IN_A_STEP, STEP_MS } from '../test-support/totp';
import { type TrpcError, trpcMutate, trpcQuery } from '../test-support/trpc';

let clock = IN_A_STEP;
const file = appForFile({ now: () => clock });

/** A call of the caller's own two-factor routes, addressed to the site's host. */
const totpCall = (token: string, action: 'setup' | 'enable' | 'disable', payload?: object) =>
  file.t.app.inject({
    method: 'POST',
    url: `/api/account/totp/${action}`,
    headers: { ...authHeaders(token), host: HOST },
    ...(payload ? { payload } : {}),
  });

const signIn = (account: { email: string; password: string }, code?: string) =>
  file.t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: code === undefined ? account : { ...account, code },
  });

const status = async (token: string) =>
  (await trpcQuery(file.t.app, 'twoFactor.status', undefined, authHeaders(token))).json().result
    .data;

const auditOf = (action: string) => activityOf(file.t.app, file.adminToken, action);

/** Moves the clock on by whole steps (each sign-in's code needs a step of its own). */
const laterSteps = (steps: number) => {
  clock += steps * STEP_MS;
};

describe('setting it up', () => {
  it('answers a base32 secret and an otpauth:// address naming the site and the account', async () => {
    const { account, token } = await file.newEditor();

    const res = await totpCall(token, 'setup');

    expect(res.statusCode, res.body).toBe(200);
    const { secret, otpauthUrl } = res.json<{ secret: string; otpauthUrl: string }>();
    expect(Object.keys(res.json()).sort()).toEqual(['otpauthUrl', 'secret']);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/${HOST}:${account.email}`);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe(HOST);
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    // Waiting for its first code: sign-in still needs the password alone.
    expect(await status(token)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await signIn(account)).statusCode).toBe(200);
  });

  it('set up again replaces the secret waiting for its first code', async () => {
    const { token } = await file.newEditor();
    const first = (await totpCall(token, 'setup')).json<{ secret: string }>().secret;
    const second = (await totpCall(token, 'setup')).json<{ secret: string }>().secret;
    expect(second).not.toBe(first);

    const stale = await totpCall(token, 'enable', { code: codeAt(first, clock) });
    expect(stale.statusCode).toBe(400);

    const res = await totpCall(token, 'enable', { code: codeAt(second, clock) });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a wrong code with 400 and its message; nothing is on', async () => {
    const { account, token } = await file.newEditor();
    const { secret } = (await totpCall(token, 'setup')).json<{ secret: string }>();
    const wrong = codeAt(secret, clock + 5 * STEP_MS);

    const res = await totpCall(token, 'enable', { code: wrong });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `code: ${messages.twoFactor.wrongCode}`,
      issues: [{ path: 'code', message: messages.twoFactor.wrongCode }],
    });
    expect(await status(token)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await signIn(account)).statusCode).toBe(200);
  });

  it('refuses a code that is not six digits, and turning on what was never set up', async () => {
    const { token } = await file.newEditor();
    const malformed = await totpCall(token, 'enable', { code: '12ab56' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(`code: ${messages.twoFactor.codeFormat}`);
    expect((await totpCall(token, 'enable', {})).statusCode).toBe(400);

    const nothing = await totpCall(token, 'enable', { code: '123456' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual(errorBody(messages.twoFactor.notSetUp));
  });

  it('turns on with the first code: ten single-use recovery codes, shown once, stored hashed', async () => {
    const { account, token } = await file.newEditor();

    const { recoveryCodes } = await enrolTotp(file.t.app, token, clock);

    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/);
    expect(await status(token)).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    const database = await connectDatabase(databaseConfig(file.t.config));
    try {
      const stored = await database.db.selectFrom('recovery_code').selectAll().execute();
      const text = JSON.stringify(stored);
      for (const code of recoveryCodes) {
        expect(text).not.toContain(code);
        expect(text).not.toContain(code.replaceAll('-', ''));
      }
    } finally {
      await database.close();
    }
    const [entry] = await auditOf('two-factor-enabled');
    expect(entry).toMatchObject({ actor: account.email, type: 'account' });
  });

  it('never replaces a secret in force: setting up or turning on again is 409', async () => {
    const { account, token } = await file.newEditor();
    const { secret } = await enrolTotp(file.t.app, token, clock);

    const again = await totpCall(token, 'setup');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBody(messages.twoFactor.alreadyOn));
    const enable = await totpCall(token, 'enable', { code: codeAt(secret, clock) });
    expect(enable.statusCode).toBe(409);

    // The first secret still signs in.
    laterSteps(1);
    expect((await signIn(account, codeAt(secret, clock))).statusCode).toBe(200);
  });

  it('is for signed-in accounts only: anonymous 401, an API token 403', async () => {
    expect(
      (await file.t.app.inject({ method: 'POST', url: '/api/account/totp/setup' })).statusCode,
    ).toBe(401);
    const created = await trpcMutate(
      file.t.app,
      'apiTokens.create',
      { name: 'integration', scopes: ['content:read', 'content:write', 'inbox:read'] },
      authHeaders(file.adminToken),
    );
    expect(created.statusCode, created.body).toBe(200);
    const apiToken: string = created.json().result.data.token;
    for (const action of ['setup', 'enable', 'disable'] as const) {
      const res = await totpCall(apiToken, action, { code: '123456', password: 'x' });
      expect(res.statusCode, action).toBe(403);
    }
  });
});

describe('signing in', () => {
  let account: { email: string; password: string };
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    const created = await file.newEditor();
    account = created.account;
    ({ secret, recoveryCodes } = await enrolTotp(file.t.app, created.token, clock));
  });

  it('the password alone is 401 with twoFactorRequired, no token and no cookie', async () => {
    laterSteps(1);
    const res = await signIn(account);

    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: messages.twoFactor.codeRequired,
      twoFactorRequired: true,
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it("a wrong password stays SPEC's refusal, without twoFactorRequired", async () => {
    const res = await signIn({ ...account, password: 'not the password' }, codeAt(secret, clock));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorBody(messages.login.invalidCredentials));
  });

  it("the current code gives SPEC's { token, message } and the cookie", async () => {
    laterSteps(1);
    const res = await signIn(account, codeAt(secret, clock));

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ token: expect.any(String), message: messages.login.success });
    expect(res.headers['set-cookie']).toContain('studio_session=');
  });

  it('each code is used once: the same code again is refused', async () => {
    laterSteps(1);
    const code = codeAt(secret, clock);
    expect((await signIn(account, code)).statusCode).toBe(200);

    const again = await signIn(account, code);

    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      message: messages.twoFactor.invalidCode,
      twoFactorRequired: true,
    });
  });

  it('takes the code of the step before or after (a clock off by up to 30 s), not two steps off', async () => {
    laterSteps(10);
    expect((await signIn(account, codeAt(secret, clock - STEP_MS))).statusCode).toBe(200);
    laterSteps(10);
    expect((await signIn(account, codeAt(secret, clock + STEP_MS))).statusCode).toBe(200);
    laterSteps(10);
    expect((await signIn(account, codeAt(secret, clock - 2 * STEP_MS))).statusCode).toBe(401);
    expect((await signIn(account, codeAt(secret, clock + 2 * STEP_MS))).statusCode).toBe(401);
  });

  it('refuses a code older than one already used, even within the window', async () => {
    laterSteps(10);
    // The next step's code first (a fast phone), then the current one: older, refused.
    expect((await signIn(account, codeAt(secret, clock + STEP_MS))).statusCode).toBe(200);
    expect((await signIn(account, codeAt(secret, clock))).statusCode).toBe(401);
  });

  it('an unused recovery code signs in once, typed in any case and without dashes', async () => {
    const [code = ''] = recoveryCodes;
    const typed = code.replaceAll('-', '').toUpperCase();

    const res = await signIn(account, typed);

    expect(res.statusCode, res.body).toBe(200);
    const token = res.json<{ token: string }>().token;
    expect(await status(token)).toEqual({
      enabled: true,
      recoveryCodesLeft: RECOVERY_CODE_COUNT - 1,
    });
    const again = await signIn(account, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().twoFactorRequired).toBe(true);
    const [entry] = await auditOf('recovery-code-used');
    expect(entry).toMatchObject({ actor: account.email, type: 'account' });
  });

  it("refuses another account's recovery code", async () => {
    const other = await file.newEditor();
    const { recoveryCodes: theirs } = await enrolTotp(file.t.app, other.token, clock);
    expect((await signIn(account, theirs[0])).statusCode).toBe(401);
    expect((await signIn(other.account, theirs[0])).statusCode).toBe(200);
  });

  it('over tRPC: the same refusal with twoFactorRequired, then a session with the code', async () => {
    laterSteps(10);
    const alone = await trpcMutate(file.t.app, 'auth.login', account);
    expect(alone.statusCode).toBe(401);
    const error = alone.json<TrpcError>().error;
    expect(error.message).toBe(messages.twoFactor.codeRequired);
    expect(error.data.twoFactorRequired).toBe(true);
    expect(error.data.code).toBe('UNAUTHORIZED');

    const res = await trpcMutate(file.t.app, 'auth.login', {
      ...account,
      code: codeAt(secret, clock),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.data).toEqual({
      token: expect.any(String),
      message: messages.login.success,
    });
  });

  it('refuses a code that is no code (a number, a list, an object, 100 characters) with 400 on code, no session', async () => {
    for (const code of [123456, ['123456'], { code: '123456' }, '1'.repeat(100)]) {
      const res = await file.t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { ...account, code },
      });
      expect(res.statusCode, JSON.stringify(code)).toBe(400);
      const body = res.json<{ message: string; issues?: { path: string }[]; token?: string }>();
      expect(body.issues?.map(({ path }) => path)).toEqual(['code']);
      expect(body.token).toBeUndefined();
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('an account without it ignores a code and signs in with the password', async () => {
    const plain = await file.newEditor();
    expect((await signIn(plain.account, '000000')).statusCode).toBe(200);
  });
});

describe('turning it off', () => {
  it('refuses a wrong password (400, on the password field) and keeps it on', async () => {
    const { account, token } = await file.newEditor();
    const { secret } = await enrolTotp(file.t.app, token, clock);

    const res = await totpCall(token, 'disable', { password: 'not the password' });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `password: ${messages.account.wrongPassword}`,
      issues: [{ path: 'password', message: messages.account.wrongPassword }],
    });
    expect((await status(token)).enabled).toBe(true);
    laterSteps(1);
    expect((await signIn(account)).statusCode).toBe(401);
    expect((await signIn(account, codeAt(secret, clock))).statusCode).toBe(200);
  });

  it('with the password: off, its recovery codes gone, sign-in by password alone', async () => {
    const { account, token } = await file.newEditor();
    const { recoveryCodes } = await enrolTotp(file.t.app, token, clock);

    const res = await totpCall(token, 'disable', { password: account.password });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: messages.twoFactor.disabled });
    expect(await status(token)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await signIn(account)).statusCode).toBe(200);
    // Set up afresh, the old recovery codes open nothing.
    const { secret } = await enrolTotp(file.t.app, token, clock);
    expect((await signIn(account, recoveryCodes[0])).statusCode).toBe(401);
    laterSteps(1);
    expect((await signIn(account, codeAt(secret, clock))).statusCode).toBe(200);
    const [entry] = await auditOf('two-factor-disabled');
    expect(entry).toMatchObject({ actor: account.email, type: 'account' });
  });

  it('over tRPC: status, set-up, turning on and off', async () => {
    const { account, token } = await file.newEditor();
    const headers = { ...authHeaders(token), host: HOST };
    const setup = await trpcMutate(file.t.app, 'twoFactor.setup', undefined, headers);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUrl } = setup.json().result.data;
    expect(otpauthUrl).toContain(`secret=${secret}`);

    const wrong = await trpcMutate(file.t.app, 'twoFactor.enable', { code: '000000' }, headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<TrpcError>().error.data.issues).toEqual([
      { path: 'code', message: messages.twoFactor.wrongCode },
    ]);
    const enable = await trpcMutate(
      file.t.app,
      'twoFactor.enable',
      { code: codeAt(secret, clock) },
      headers,
    );
    expect(enable.statusCode, enable.body).toBe(200);
    expect(enable.json().result.data.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(await status(token)).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });

    const refused = await trpcMutate(
      file.t.app,
      'twoFactor.disable',
      { password: 'wrong one' },
      headers,
    );
    expect(refused.statusCode).toBe(400);
    const off = await trpcMutate(file.t.app, 'twoFactor.disable', account, headers);
    expect(off.statusCode, off.body).toBe(200);
    expect(await status(token)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });
});

describe('the operator', () => {
  it('turns it off for an e-mail and signs that account out everywhere (admin:reset-2fa)', async () => {
    const { account, token } = await file.newEditor();
    await enrolTotp(file.t.app, token, clock);

    const reset = await file.t.app.services.twoFactor.reset(account.email.toUpperCase());

    expect(reset).toEqual({ email: account.email, wasOn: true });
    expect(
      (await trpcQuery(file.t.app, 'twoFactor.status', undefined, authHeaders(token))).statusCode,
    ).toBe(401);
    const fresh = await login(file.t.app, account);
    expect(await status(fresh)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const [entry] = await auditOf('two-factor-reset');
    expect(entry).toMatchObject({ actor: 'operator', type: 'account', title: account.email });
    await expect(file.t.app.services.twoFactor.reset('nobody@example.com')).rejects.toThrow(
      messages.users.noSuchEmail,
    );
  });
});
