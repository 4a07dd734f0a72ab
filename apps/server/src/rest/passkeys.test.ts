import {
  type AuditEntry,
  messages,
  type Passkey,
  passkeyMessages,
  type RegistrationOptions,
  type SignInOptions,
} from '@studio/contracts';
import { connectDatabase, type Database } from '@studio/db';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseConfig } from '../database';
import {
  ADMIN,
  addUser,
  authHeaders,
  cookieHeaders,
  createTestApp,
  EDITOR,
  errorBody,
  FOREIGN_ORIGIN,
  HOST,
  issuesShape,
  registerAdmin,
  SAME_ORIGIN,
  type TestApp,
} from '../test-support/app';
import { trpcData, trpcMutate, trpcQuery } from '../test-support/trpc';
import { SoftAuthenticator, type Tweaks } from '../test-support/webauthn';

const LINUX_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** A signed-in account's requests, to this site's host (the relying party "studio.test"). */
const asAccount = (token: string) => ({ ...authHeaders(token), host: HOST });

/** Calls of one test app, by an account's token or by anyone. */
function passkeyCalls(t: TestApp) {
  const calls = {
    async registrationOptions(token: string): Promise<RegistrationOptions> {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/passkeys/options',
        headers: asAccount(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    async add(
      token: string,
      authenticator: SoftAuthenticator,
      {
        name,
        tweaks,
        origin = SAME_ORIGIN,
      }: { name?: string; tweaks?: Tweaks; origin?: string } = {},
    ) {
      const options = await calls.registrationOptions(token);
      return t.app.inject({
        method: 'POST',
        url: '/api/account/passkeys',
        headers: asAccount(token),
        payload: { name, response: authenticator.register(options, origin, tweaks) },
      });
    },
    /** A new authenticator's passkey on the account. */
    async register(token: string, name?: string) {
      const authenticator = new SoftAuthenticator();
      const res = await calls.add(token, authenticator, { name });
      expect(res.statusCode, res.body).toBe(201);
      return { authenticator, passkey: res.json<Passkey>() };
    },
    list: async (token: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/account/passkeys',
        headers: asAccount(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Passkey[]>();
    },
    signInOptions: (remoteAddress?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login/passkey/options',
        headers: { host: HOST },
        remoteAddress,
      }),
    async options(remoteAddress?: string): Promise<SignInOptions> {
      const res = await calls.signInOptions(remoteAddress);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    answer: (response: unknown, remoteAddress?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login/passkey',
        headers: { host: HOST },
        payload: { response },
        remoteAddress,
      }),
    /** Asks for options and signs them with the authenticator. */
    async signIn(authenticator: SoftAuthenticator, tweaks?: Tweaks, remoteAddress?: string) {
      const options = await calls.options(remoteAddress);
      return calls.answer(authenticator.signIn(options, SAME_ORIGIN, tweaks), remoteAddress);
    },
  };
  return calls;
}

const sessionCookie = (res: LightMyRequestResponse) =>
  res.cookies.find((cookie) => cookie.name === 'studio_session');

const expectRefused = (res: LightMyRequestResponse, status: number, message: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual(errorBody(message));
};

describe('passkeys of an account', () => {
  let t: TestApp;
  let calls: ReturnType<typeof passkeyCalls>;
  let adminToken: string;
  let editorToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    calls = passkeyCalls(t);
    adminToken = await registerAdmin(t.app);
    editorToken = await addUser(t.app, adminToken, EDITOR);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('registers a passkey, lists it, and signs in with it alone: a session like the password sign-in', async () => {
    const options = await calls.registrationOptions(editorToken);
    // A discoverable, verified credential for this site, for the caller's account.
    expect(options).toMatchObject({
      rp: { id: HOST, name: expect.any(String) },
      user: { name: EDITOR.email },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const authenticator = new SoftAuthenticator();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/account/passkeys',
      headers: { ...asAccount(editorToken), 'user-agent': LINUX_CHROME },
      remoteAddress: '198.51.100.7',
      payload: { name: '  Work laptop ', response: authenticator.register(options, SAME_ORIGIN) },
    });
    expect(added.statusCode, added.body).toBe(201);
    const passkey = added.json<Passkey>();
    // Where it was added from: its owner tells theirs from one a stranger left.
    expect(passkey).toEqual({
      id: expect.any(String),
      name: 'Work laptop',
      createdAt: expect.any(String),
      lastUsedAt: null,
      browser: 'Chrome 156 on Linux',
      ip: '198.51.100.7',
    });
    expect(await calls.list(editorToken)).toEqual([passkey]);
    // The key itself is never answered.
    expect(added.body).not.toContain('publicKey');

    const signInOptions = await calls.options();
    expect(signInOptions).toMatchObject({ rpId: HOST, userVerification: 'required' });
    // Discoverable: the browser offers whichever passkey the person has; no e-mail is asked.
    expect(signInOptions.allowCredentials ?? []).toEqual([]);
    const res = await calls.answer(authenticator.signIn(signInOptions, SAME_ORIGIN));
    expect(res.statusCode, res.body).toBe(200);
    const { token, message } = res.json<{ token: string; message: string }>();
    expect(message).toBe(messages.login.success);
    expect(sessionCookie(res)).toMatchObject({ value: token, httpOnly: true, sameSite: 'Strict' });
    const [used] = await calls.list(token);
    expect(used?.lastUsedAt).toEqual(expect.any(String));

    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/auditdisplay?action=signed-in',
      headers: authHeaders(adminToken),
    });
    expect(audit.json<AuditEntry[]>()[0]).toMatchObject({
      actor: EDITOR.email,
      action: 'signed-in',
    });
  });

  it('names a passkey given no name by its place in the list', async () => {
    const { token } = await newAccount('names');
    const first = await calls.register(token);
    const second = await calls.register(token, '');
    expect([first.passkey.name, second.passkey.name]).toEqual([
      passkeyMessages.defaultName(1),
      passkeyMessages.defaultName(2),
    ]);
  });

  it('renames and removes a passkey; a removed one no longer signs in', async () => {
    const { token } = await newAccount('rename');
    const { authenticator, passkey } = await calls.register(token, 'Phone');
    const rename = (name: unknown, id = passkey.id) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/account/passkeys/${id}`,
        headers: asAccount(token),
        payload: { name },
      });

    const renamed = await rename(' Old phone ');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ ...passkey, name: 'Old phone' });
    for (const bad of ['   ', 'x'.repeat(101), 42]) {
      const res = await rename(bad);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        message: expect.stringMatching(/^name: /),
        issues: issuesShape,
      });
    }
    expectRefused(await rename('Anything', 'no-such-passkey'), 404, messages.server.notFound);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/passkeys/${passkey.id}`,
      headers: asAccount(token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: passkeyMessages.removed });
    expect(await calls.list(token)).toEqual([]);
    expectRefused(await calls.signIn(authenticator), 401, passkeyMessages.unknown);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/passkeys/${passkey.id}`,
      headers: asAccount(token),
    });
    expectRefused(again, 404, messages.server.notFound);
  });

  it("keeps each account's passkeys its own: another's are invisible and untouchable (404)", async () => {
    const owner = await newAccount('owner');
    const other = await newAccount('other');
    const { passkey } = await calls.register(owner.token, 'Mine');
    expect(await calls.list(other.token)).toEqual([]);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/account/passkeys/${passkey.id}`,
      headers: asAccount(other.token),
      payload: { name: 'Stolen' },
    });
    expectRefused(patch, 404, messages.server.notFound);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/passkeys/${passkey.id}`,
      headers: asAccount(other.token),
    });
    expectRefused(remove, 404, messages.server.notFound);
    // The admin has no say over another account's passkeys either.
    const asAdmin = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/passkeys/${passkey.id}`,
      headers: asAccount(adminToken),
    });
    expectRefused(asAdmin, 404, messages.server.notFound);
    expect(await calls.list(owner.token)).toEqual([passkey]);

    // Another account's registration challenge does not register a passkey here.
    const options = await calls.registrationOptions(owner.token);
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/account/passkeys',
      headers: asAccount(other.token),
      payload: { response: new SoftAuthenticator().register(options, SAME_ORIGIN) },
    });
    expectRefused(stolen, 400, passkeyMessages.expired);
  });

  it('needs a signed-in session: anonymous callers get 401, API tokens and foreign pages 403', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/account/passkeys' });
    expectRefused(anonymous, 401, messages.server.unauthorized);
    const created = await trpcMutate(
      t.app,
      'apiTokens.create',
      { name: 'Build', scopes: ['content:read', 'content:write', 'inbox:read'] },
      authHeaders(adminToken),
    );
    const apiToken = created.json<{ result: { data: { token: string } } }>().result.data.token;
    for (const [method, url] of [
      ['GET', '/api/account/passkeys'],
      ['POST', '/api/account/passkeys/options'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: asAccount(apiToken) });
      expectRefused(res, 403, messages.server.forbidden);
    }
    // A cookie write from another site's page.
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/account/passkeys/options',
      headers: cookieHeaders(adminToken, FOREIGN_ORIGIN),
    });
    expectRefused(crossSite, 403, messages.server.crossSite);
    // The site's own page, by its cookie.
    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/account/passkeys/options',
      headers: cookieHeaders(adminToken),
    });
    expect(sameSite.statusCode, sameSite.body).toBe(200);
  });

  it('refuses a passkey made for another origin or relying party, without user verification, or answering no challenge of ours', async () => {
    const { token } = await newAccount('wrong');
    const cases: [Tweaks | undefined, string | undefined, string][] = [
      [undefined, FOREIGN_ORIGIN, passkeyMessages.notVerified],
      [{ rpId: 'evil.example' }, undefined, passkeyMessages.notVerified],
      [{ userVerified: false }, undefined, passkeyMessages.notVerified],
      [{ type: 'webauthn.get' }, undefined, passkeyMessages.notVerified],
      [{ challenge: 'bm90LW91cnM' }, undefined, passkeyMessages.expired],
    ];
    for (const [tweaks, origin, message] of cases) {
      const res = await calls.add(token, new SoftAuthenticator(), { tweaks, origin });
      expectRefused(res, 400, message);
    }
    expect(await calls.list(token)).toEqual([]);
  });

  it('uses a registration challenge once, and refuses a passkey registered already (409)', async () => {
    const { token } = await newAccount('twice');
    const authenticator = new SoftAuthenticator();
    const options = await calls.registrationOptions(token);
    const response = authenticator.register(options, SAME_ORIGIN);
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/passkeys',
        headers: asAccount(token),
        payload: { response },
      });
    expect((await add()).statusCode).toBe(201);
    expectRefused(await add(), 400, passkeyMessages.expired);

    // The browser is told which passkeys the account has, so it does not make one twice...
    const next = await calls.registrationOptions(token);
    expect(next.excludeCredentials).toEqual([
      { id: authenticator.id, type: 'public-key', transports: ['internal'] },
    ]);
    // ...and the same credential offered again is refused.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/account/passkeys',
      headers: asAccount(token),
      payload: { response: authenticator.register(next, SAME_ORIGIN) },
    });
    expectRefused(again, 409, passkeyMessages.alreadyRegistered);
  });

  it('a new registration request replaces the earlier one', async () => {
    const { token } = await newAccount('replace');
    const first = await calls.registrationOptions(token);
    await calls.registrationOptions(token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/passkeys',
      headers: asAccount(token),
      payload: { response: new SoftAuthenticator().register(first, SAME_ORIGIN) },
    });
    expectRefused(res, 400, passkeyMessages.expired);
  });

  it('refuses bad input with 400 and issues', async () => {
    const bodies: unknown[] = [
      {},
      { response: {} },
      { response: { id: 'a', rawId: 'a', type: 'password', response: {} } },
      { name: 'x'.repeat(101), response: null },
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/passkeys',
        headers: asAccount(adminToken),
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), issues: issuesShape });
    }
    const signIn = await calls.answer({ id: 'not base64url!', rawId: 'x' });
    expect(signIn.statusCode, signIn.body).toBe(400);
    expect(signIn.json()).toEqual({ message: expect.any(String), issues: issuesShape });
  });

  it('refuses a sign-in for another origin or relying party, or without user verification', async () => {
    const { token } = await newAccount('wrong-sign-in');
    const { authenticator } = await calls.register(token);
    for (const tweaks of [
      { origin: FOREIGN_ORIGIN },
      { origin: 'http://studio.test:8080' },
      { rpId: 'evil.example' },
      { userVerified: false },
      { type: 'webauthn.create' },
    ]) {
      expectRefused(await calls.signIn(authenticator, tweaks), 401, passkeyMessages.notVerified);
    }
    // The same passkey, answering as it should, still signs in.
    expect((await calls.signIn(authenticator)).statusCode).toBe(200);
  });

  it('refuses a passkey under another host name than the one it was registered under, even signed for that one', async () => {
    const { token } = await newAccount('other-host');
    const { authenticator } = await calls.register(token);
    // The site reached by another name (no PUBLIC_URL): the key signs for that name's options,
    // which WebAuthn's own checks accept; the passkey belongs to studio.test all the same.
    const otherHost = { host: 'other.test' };
    const options = await t.app.inject({
      method: 'POST',
      url: '/api/login/passkey/options',
      headers: otherHost,
    });
    expect(options.json<SignInOptions>().rpId).toBe('other.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/passkey',
      headers: otherHost,
      payload: { response: authenticator.signIn(options.json(), 'http://other.test') },
    });
    expectRefused(res, 401, passkeyMessages.notVerified);
    expect(sessionCookie(res)).toBeUndefined();
    // Under its own name it still signs in.
    expect((await calls.signIn(authenticator)).statusCode).toBe(200);
  });

  it('binds a passkey added before relying-party ids were kept to the first it signs in under', async () => {
    const { token, id } = await newAccount('older');
    const { authenticator } = await calls.register(token);
    await withDatabase((db) =>
      db.updateTable('passkey').set({ rpId: null }).where('userId', '=', id).execute(),
    );
    expect((await calls.signIn(authenticator)).statusCode).toBe(200);
    const options = await t.app.inject({
      method: 'POST',
      url: '/api/login/passkey/options',
      headers: { host: 'other.test' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/passkey',
      headers: { host: 'other.test' },
      payload: { response: authenticator.signIn(options.json(), 'http://other.test') },
    });
    expectRefused(res, 401, passkeyMessages.notVerified);
  });

  it('uses a sign-in challenge once: a replayed answer, or one to no challenge of ours, is refused', async () => {
    const { token } = await newAccount('replay');
    const { authenticator } = await calls.register(token);
    const options = await calls.options();
    const response = authenticator.signIn(options, SAME_ORIGIN);
    expect((await calls.answer(response)).statusCode).toBe(200);
    expectRefused(await calls.answer(response), 401, passkeyMessages.expired);
    // A challenge the server never handed out, and a registration challenge.
    const made = authenticator.signIn({ challenge: 'bWFkZS11cA' }, SAME_ORIGIN);
    expectRefused(await calls.answer(made), 401, passkeyMessages.expired);
    const registration = await calls.registrationOptions(token);
    const crossed = authenticator.signIn({ challenge: registration.challenge }, SAME_ORIGIN);
    expectRefused(await calls.answer(crossed), 401, passkeyMessages.expired);
  });

  it('keeps the signature counter, and refuses an authenticator whose counter went back (a clone)', async () => {
    const { token, id } = await newAccount('counter');
    const { authenticator } = await calls.register(token);
    authenticator.counter = 41;
    expect((await calls.signIn(authenticator)).statusCode).toBe(200);
    expect(await storedCounter(id)).toBe(42);
    authenticator.counter = 100;
    expect((await calls.signIn(authenticator)).statusCode).toBe(200);
    expect(await storedCounter(id)).toBe(101);
    // A copy of the key still counting from before.
    authenticator.counter = 50;
    expectRefused(await calls.signIn(authenticator), 401, passkeyMessages.notVerified);
    expect(await storedCounter(id)).toBe(101);
  });

  it('lets one of two answers carrying the same counter sign in, when they arrive together', async () => {
    const { token } = await newAccount('race');
    const { authenticator } = await calls.register(token);
    const [first, second] = [await calls.options(), await calls.options()];
    authenticator.counter = 7;
    const one = authenticator.signIn(first, SAME_ORIGIN);
    authenticator.counter = 7;
    const other = authenticator.signIn(second, SAME_ORIGIN);
    const statuses = (await Promise.all([calls.answer(one), calls.answer(other)])).map(
      (res) => res.statusCode,
    );
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('signs in an authenticator that keeps no counter (always 0), again and again', async () => {
    const { token } = await newAccount('no-counter');
    const authenticator = new SoftAuthenticator(false);
    expect((await calls.add(token, authenticator)).statusCode).toBe(201);
    for (let i = 0; i < 3; i += 1) expect((await calls.signIn(authenticator)).statusCode).toBe(200);
  });

  it("refuses a passkey naming another account's user handle", async () => {
    const { token } = await newAccount('handle');
    const { authenticator } = await calls.register(token);
    const res = await calls.signIn(authenticator, { userHandle: Buffer.from('someone-else') });
    expectRefused(res, 401, passkeyMessages.notVerified);
  });

  it('refuses a sign-in with a passkey the site does not know, saying so (401)', async () => {
    const res = await calls.signIn(new SoftAuthenticator());
    expectRefused(res, 401, passkeyMessages.unknown);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/auditdisplay?action=sign-in-failed',
      headers: authHeaders(adminToken),
    });
    expect(audit.json<AuditEntry[]>()[0]).toMatchObject({ action: 'sign-in-failed', actor: null });
  });

  it('refuses the passkey of a disabled account (403)', async () => {
    const { token, id } = await newAccount('disabled');
    const { authenticator } = await calls.register(token);
    const disable = await trpcMutate(
      t.app,
      'users.update',
      { id, disabled: true },
      authHeaders(adminToken),
    );
    expect(disable.statusCode, disable.body).toBe(200);
    const res = await calls.signIn(authenticator);
    expectRefused(res, 403, messages.login.disabled);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('goes the same way over tRPC, as the admin and the login page call it', async () => {
    const { token } = await newAccount('trpc');
    const headers = asAccount(token);
    const data = trpcData;
    const authenticator = new SoftAuthenticator();
    const options = data<RegistrationOptions>(
      await trpcMutate(t.app, 'passkeys.registrationOptions', undefined, headers),
    );
    const added = data<Passkey>(
      await trpcMutate(
        t.app,
        'passkeys.add',
        { name: 'Key', response: authenticator.register(options, SAME_ORIGIN) },
        headers,
      ),
    );
    expect(data(await trpcQuery(t.app, 'passkeys.list', undefined, headers))).toEqual([added]);
    const renamed = data<Passkey>(
      await trpcMutate(t.app, 'passkeys.rename', { id: added.id, name: 'Blue key' }, headers),
    );
    expect(renamed.name).toBe('Blue key');

    const signInOptions = data<SignInOptions>(
      await trpcMutate(t.app, 'passkeys.signInOptions', undefined, { host: HOST }),
    );
    const signedIn = await trpcMutate(
      t.app,
      'passkeys.signIn',
      { response: authenticator.signIn(signInOptions, SAME_ORIGIN) },
      { host: HOST },
    );
    const answer = data<{ token: string; message: string }>(signedIn);
    expect(answer.message).toBe(messages.login.success);
    expect(sessionCookie(signedIn)?.value).toBe(answer.token);

    expect(data(await trpcMutate(t.app, 'passkeys.remove', { id: added.id }, headers))).toEqual({
      message: passkeyMessages.removed,
    });
    const other = await trpcMutate(t.app, 'passkeys.remove', { id: added.id }, headers);
    expect(other.statusCode).toBe(404);
  });

  /** A fresh editor account (its own passkeys), signed in: its token and id. */
  async function newAccount(name: string) {
    const account = {
      email: `${name}@example.com`,
      password: 'a long enough password',
      role: 'editor',
    } as const;
    const token = await addUser(t.app, adminToken, account);
    const me = await trpcQuery(t.app, 'auth.me', undefined, authHeaders(token));
    return { token, id: me.json<{ result: { data: { id: string } } }>().result.data.id };
  }

  /** Reads or changes the app's database behind its back. */
  async function withDatabase<T>(use: (db: Kysely<Database>) => Promise<T>) {
    const database = await connectDatabase(databaseConfig(t.config));
    try {
      return await use(database.db);
    } finally {
      await database.close();
    }
  }

  /** The counter stored for the account's one passkey. */
  async function storedCounter(userId: string) {
    const row = await withDatabase((db) =>
      db
        .selectFrom('passkey')
        .select('counter')
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow(),
    );
    return row.counter;
  }
});

describe('passkey sign-ins and the per-address sign-in limit', () => {
  let t: TestApp;
  let calls: ReturnType<typeof passkeyCalls>;
  let authenticator: SoftAuthenticator;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_LOGIN_IP: '3/300' } });
    calls = passkeyCalls(t);
    const token = await registerAdmin(t.app);
    ({ authenticator } = await calls.register(token));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts no successful passkey sign-in', async () => {
    const address = '192.0.2.10';
    for (let i = 0; i < 5; i += 1) {
      const res = await calls.signIn(authenticator, undefined, address);
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('counts failed ones with the wrong passwords from the same address', async () => {
    const address = '192.0.2.20';
    // One wrong password, two failed passkey attempts: the address's three.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ADMIN.email, password: 'not the password' },
      remoteAddress: address,
    });
    expect(wrong.statusCode).toBe(401);
    expect((await calls.signIn(new SoftAuthenticator(), undefined, address)).statusCode).toBe(401);
    const unanswered = await calls.signInOptions(address);
    expect(unanswered.statusCode).toBe(200);

    const refused = await calls.signInOptions(address);
    expectRefused(refused, 429, messages.server.rateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The right password is refused too now: the count is the address's, whatever the way.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: ADMIN,
      remoteAddress: address,
    });
    expect(right.statusCode).toBe(429);
    // Another address is not concerned.
    expect((await calls.signIn(authenticator, undefined, '192.0.2.30')).statusCode).toBe(200);
  });

  it('counts answers to no challenge of ours', async () => {
    const address = '192.0.2.40';
    const made = authenticator.signIn({ challenge: 'bWFkZS11cA' }, SAME_ORIGIN);
    for (let i = 0; i < 3; i += 1) {
      expectRefused(await calls.answer(made, address), 401, passkeyMessages.expired);
    }
    expectRefused(await calls.answer(made, address), 429, messages.server.rateLimited);
  });
});

describe('the site passkeys belong to', () => {
  it('is refused (400) when the request names no host a URL can hold', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login/passkey/options',
        headers: { host: 'studio test' },
      });
      expectRefused(res, 400, messages.server.badRequest);
    } finally {
      await t.close();
    }
  });

  it('is PUBLIC_URL when set, whatever host the request names', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: 'https://studio.example/' } });
    try {
      const calls = passkeyCalls(t);
      const token = await registerAdmin(t.app);
      const options = await calls.registrationOptions(token);
      expect(options.rp.id).toBe('studio.example');
      const authenticator = new SoftAuthenticator();
      const add = await t.app.inject({
        method: 'POST',
        url: '/api/account/passkeys',
        headers: asAccount(token),
        payload: { response: authenticator.register(options, 'https://studio.example') },
      });
      expect(add.statusCode, add.body).toBe(201);
      const signInOptions = await calls.options();
      expect(signInOptions.rpId).toBe('studio.example');
      // The request's own host (studio.test) is not the site.
      const local = await calls.answer(authenticator.signIn(signInOptions, SAME_ORIGIN));
      expectRefused(local, 401, passkeyMessages.notVerified);
      const site = await calls.answer(
        authenticator.signIn(await calls.options(), 'https://studio.example'),
      );
      expect(site.statusCode, site.body).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("is the request's scheme and host as a trusted proxy forwards them (TRUST_PROXY)", async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const calls = passkeyCalls(t);
      const token = await registerAdmin(t.app);
      const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'studio.example' };
      const optionsRes = await t.app.inject({
        method: 'POST',
        url: '/api/account/passkeys/options',
        headers: { ...asAccount(token), ...forwarded },
      });
      const options = optionsRes.json<RegistrationOptions>();
      expect(options.rp.id).toBe('studio.example');
      const authenticator = new SoftAuthenticator();
      const add = await t.app.inject({
        method: 'POST',
        url: '/api/account/passkeys',
        headers: { ...asAccount(token), ...forwarded },
        payload: { response: authenticator.register(options, 'https://studio.example') },
      });
      expect(add.statusCode, add.body).toBe(201);
      // Without the proxy's word, the same answer is for another site.
      const signInOptions = await calls.options();
      expect(signInOptions.rpId).toBe(HOST);
      const direct = await calls.answer(
        authenticator.signIn(signInOptions, 'https://studio.example', { rpId: 'studio.example' }),
      );
      expectRefused(direct, 401, passkeyMessages.notVerified);
    } finally {
      await t.close();
    }
  });
});
