import {
  type Passkey,
  RECENT_SIGN_IN_MINUTES,
  type RegistrationOptions,
  recentSignInMessages,
  type TotpSetupAnswer,
  type TwoFactorStatus,
} from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import {
  appForFile,
  authHeaders,
  cookieHeaders,
  errorBody,
  HOST,
  login,
  SAME_ORIGIN,
} from '../test-support/app';
import { codeAt, IN_A_STEP } from '../test-support/totp';
import { type TrpcError, trpcMutate, trpcQuery } from '../test-support/trpc';
import { SoftAuthenticator } from '../test-support/webauthn';
import { appRouter } from '../trpc/root';
import { restRouteTable } from './table';

const WINDOW_MS = RECENT_SIGN_IN_MINUTES * 60_000;
const verbs = { get: 'GET', post: 'POST', patch: 'PATCH', delete: 'DELETE' } as const;
const refusal = recentSignInMessages.required;

let clock = IN_A_STEP;
const file = appForFile({ now: () => clock });

/** A signed-in account's REST call to this site's host (the relying party). */
const post = (token: string, url: string, payload?: object) =>
  file.t.app.inject({
    method: 'POST',
    url,
    headers: { ...authHeaders(token), host: HOST },
    ...(payload ? { payload } : {}),
  });

const passkeyOptions = (token: string) => post(token, '/api/account/passkeys/options');

async function passkeysOf(token: string): Promise<Passkey[]> {
  const res = await file.t.app.inject({
    url: '/api/account/passkeys',
    headers: { ...authHeaders(token), host: HOST },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const twoFactorOf = async (token: string): Promise<TwoFactorStatus> =>
  (await trpcQuery(file.t.app, 'twoFactor.status', undefined, authHeaders(token))).json().result
    .data;

const expectRefused = (res: { statusCode: number; body: string; json(): unknown }) => {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json()).toEqual(errorBody(refusal));
};

describe('changing how an account signs in needs a recent sign-in', () => {
  it('flags passkey registration and TOTP set-up and turning on in the access table, nothing else', () => {
    const flagged = restRouteTable()
      .filter((route) => route.access.recentSignIn)
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    expect(flagged).toEqual([
      'post /api/account/passkeys',
      'post /api/account/passkeys/options',
      'post /api/account/totp/enable',
      'post /api/account/totp/setup',
    ]);
  });

  it(`refuses each flagged REST call to a session signed in over ${RECENT_SIGN_IN_MINUTES} minutes ago (bearer and cookie), 403`, async () => {
    const { token } = await file.newEditor();
    clock += WINDOW_MS + 1;
    for (const route of restRouteTable().filter((entry) => entry.access.recentSignIn)) {
      for (const headers of [authHeaders(token), cookieHeaders(token)]) {
        const res = await file.t.app.inject({
          method: verbs[route.method],
          url: route.path,
          headers: { ...headers, host: HOST, 'content-type': 'application/json' },
          payload: '{}',
        });
        expect(res.statusCode, `${route.method} ${route.path}`).toBe(403);
        expect(res.json()).toEqual(errorBody(refusal));
      }
    }
    // The other calls of the account page still work for it.
    expect(await passkeysOf(token)).toEqual([]);
    expect(await twoFactorOf(token)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });

  it('refuses the same tRPC procedures, and only those of passkeys and two-factor sign-in', async () => {
    const { token } = await file.newEditor();
    clock += WINDOW_MS + 1;
    const refused: string[] = [];
    const paths = Object.keys(appRouter._def.procedures).filter((path) =>
      /^(passkeys|twoFactor)\./.test(path),
    );
    for (const path of paths) {
      const query = await trpcQuery(file.t.app, path, {}, authHeaders(token));
      // A mutation read as a query is refused (405) before the session is looked at.
      const res =
        query.statusCode === 405
          ? await trpcMutate(file.t.app, path, {}, authHeaders(token))
          : query;
      if (res.statusCode === 403) {
        expect(res.json<TrpcError>().error.message, path).toBe(refusal);
        refused.push(path);
      }
    }
    expect(refused.sort()).toEqual([
      'passkeys.add',
      'passkeys.registrationOptions',
      'twoFactor.enable',
      'twoFactor.setup',
    ]);
  });

  it('takes the exact window: refused a millisecond after it, never before', async () => {
    const { token } = await file.newEditor();
    clock += WINDOW_MS;
    expect((await passkeyOptions(token)).statusCode).toBe(200);
    clock += 1;
    expectRefused(await passkeyOptions(token));
  });

  it('adds no passkey for an old session, even with a valid answer to options it got when fresh', async () => {
    const { account, token } = await file.newEditor();
    const optionsRes = await passkeyOptions(token);
    expect(optionsRes.statusCode, optionsRes.body).toBe(200);
    const response = new SoftAuthenticator().register(
      optionsRes.json<RegistrationOptions>(),
      SAME_ORIGIN,
    );
    clock += WINDOW_MS + 1;
    expectRefused(await post(token, '/api/account/passkeys', { response }));
    const viaTrpc = await trpcMutate(file.t.app, 'passkeys.add', { response }, authHeaders(token));
    expect(viaTrpc.json<TrpcError>().error).toMatchObject({
      message: refusal,
      data: { code: 'FORBIDDEN', httpStatus: 403 },
    });
    expect(await passkeysOf(token)).toEqual([]);

    // Signed in again with the password: the new session may add one.
    const fresh = await login(file.t.app, account);
    const authenticator = new SoftAuthenticator();
    const options = await passkeyOptions(fresh);
    expect(options.statusCode, options.body).toBe(200);
    const added = await post(fresh, '/api/account/passkeys', {
      response: authenticator.register(options.json<RegistrationOptions>(), SAME_ORIGIN),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await passkeysOf(fresh)).toHaveLength(1);

    // A passkey sign-in is a sign-in too: its session is recent, until the window passes.
    clock += WINDOW_MS + 1;
    expectRefused(await passkeyOptions(fresh));
    const signInOptions = await file.t.app.inject({
      method: 'POST',
      url: '/api/login/passkey/options',
      headers: { host: HOST },
    });
    const signedIn = await file.t.app.inject({
      method: 'POST',
      url: '/api/login/passkey',
      headers: { host: HOST },
      payload: { response: authenticator.signIn(signInOptions.json(), SAME_ORIGIN) },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const byPasskey = signedIn.json<{ token: string }>().token;
    expect((await passkeyOptions(byPasskey)).statusCode).toBe(200);
  });

  it('neither sets up nor turns on TOTP for an old session; a new sign-in (with its code) may', async () => {
    const { account, token } = await file.newEditor();
    const setup = await post(token, '/api/account/totp/setup');
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json<TotpSetupAnswer>();
    clock += WINDOW_MS + 1;

    // Refused: no new secret replaces the one waiting, and the right code turns nothing on.
    expectRefused(await post(token, '/api/account/totp/setup'));
    const viaTrpc = await trpcMutate(file.t.app, 'twoFactor.setup', undefined, authHeaders(token));
    expect(viaTrpc.json<TrpcError>().error).toMatchObject({
      message: refusal,
      data: { code: 'FORBIDDEN', httpStatus: 403 },
    });
    expectRefused(await post(token, '/api/account/totp/enable', { code: codeAt(secret, clock) }));
    const enableViaTrpc = await trpcMutate(
      file.t.app,
      'twoFactor.enable',
      { code: codeAt(secret, clock) },
      authHeaders(token),
    );
    expect(enableViaTrpc.json<TrpcError>().error.message).toBe(refusal);
    expect(await twoFactorOf(token)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    // The password alone still signs in: nothing was turned on.
    const fresh = await login(file.t.app, account);

    // The fresh session turns on the secret set up before: the refused set-up replaced nothing.
    const enabled = await post(fresh, '/api/account/totp/enable', { code: codeAt(secret, clock) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(await twoFactorOf(fresh)).toMatchObject({ enabled: true });

    // A sign-in with password and code is recent as well.
    clock += WINDOW_MS + 1;
    expectRefused(await passkeyOptions(fresh));
    const withCode = await file.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { ...account, code: codeAt(secret, clock) },
    });
    expect(withCode.statusCode, withCode.body).toBe(200);
    expect((await passkeyOptions(withCode.json<{ token: string }>().token)).statusCode).toBe(200);
  });
});
