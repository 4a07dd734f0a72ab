import {
  type CreatedApiToken,
  messages,
  type SessionInfo,
  type UserSummary,
} from '@studio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  addUser,
  authHeaders,
  createTestApp,
  login,
  registerAdmin,
  type TestApp,
} from '../test-support/app';
import {
  type TrpcError,
  trpcMutate,
  trpcMutateBatch,
  trpcQuery,
  trpcQueryBatch,
} from '../test-support/trpc';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await registerAdmin(t.app);
});

afterAll(async () => {
  await t?.close();
});

const asAdmin = () => authHeaders(adminToken);
const users = async () =>
  (await trpcQuery(t.app, 'users.list', undefined, asAdmin())).json().result.data as UserSummary[];
const userId = async (email: string) => {
  const user = (await users()).find((row) => row.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user._id;
};
const expectError = (
  res: Awaited<ReturnType<typeof trpcMutate>>,
  status: number,
  message: string,
) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json<TrpcError>().error.message).toBe(message);
};

describe('users (admins only)', () => {
  it('lists accounts with role, status and sign-in time', async () => {
    expect(await users()).toEqual([
      {
        _id: expect.any(String),
        email: ADMIN.email,
        role: 'admin',
        disabled: false,
        createdAt: expect.any(String),
        lastSignInAt: null,
      },
    ]);
    await login(t.app);
    expect((await users())[0]?.lastSignInAt).toEqual(expect.any(String));
  });

  it('creates an account with a role; refuses a taken e-mail (any case) and bad input', async () => {
    const created = await trpcMutate(
      t.app,
      'users.create',
      { email: 'Writer@Example.com', password: 'writer password', role: 'editor' },
      asAdmin(),
    );
    expect(created.json().result.data).toMatchObject({
      email: 'writer@example.com',
      role: 'editor',
    });
    expectError(
      await trpcMutate(
        t.app,
        'users.create',
        { email: 'WRITER@example.com', password: 'another password', role: 'admin' },
        asAdmin(),
      ),
      409,
      messages.users.emailTaken,
    );
    const bad = await trpcMutate(
      t.app,
      'users.create',
      { email: 'nope', password: 'short', role: 'owner' },
      asAdmin(),
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<TrpcError>()
        .error.data.issues?.map((issue) => issue.path)
        .sort(),
    ).toEqual(['email', 'password', 'role']);
    expect((await users()).map((user) => user.email)).toEqual([ADMIN.email, 'writer@example.com']);
  });

  it('changes a role, and 404s an unknown account', async () => {
    const id = await userId('writer@example.com');
    const res = await trpcMutate(t.app, 'users.update', { id, role: 'admin' }, asAdmin());
    expect(res.json().result.data).toMatchObject({ role: 'admin' });
    await trpcMutate(t.app, 'users.update', { id, role: 'editor' }, asAdmin());
    expectError(
      await trpcMutate(t.app, 'users.update', { id: 'missing', role: 'admin' }, asAdmin()),
      404,
      messages.server.notFound,
    );
  });

  it('never leaves the site without an active admin, and never disables or deletes yourself', async () => {
    const self = await userId(ADMIN.email);
    expectError(
      await trpcMutate(t.app, 'users.update', { id: self, role: 'editor' }, asAdmin()),
      409,
      messages.users.lastAdmin,
    );
    expectError(
      await trpcMutate(t.app, 'users.update', { id: self, disabled: true }, asAdmin()),
      403,
      messages.users.notYourself,
    );
    expectError(
      await trpcMutate(t.app, 'users.delete', { id: self }, asAdmin()),
      403,
      messages.users.notYourself,
    );

    // A second admin may be demoted, disabled or deleted by the first, but not the last.
    const second = {
      email: 'second@example.com',
      password: 'second password',
      role: 'admin',
    } as const;
    const secondToken = await addUser(t.app, adminToken, second);
    const secondId = await userId(second.email);
    const demoted = await trpcMutate(
      t.app,
      'users.update',
      { id: self, role: 'editor' },
      authHeaders(secondToken),
    );
    expect(demoted.statusCode).toBe(200);
    expectError(
      await trpcMutate(
        t.app,
        'users.update',
        { id: secondId, role: 'editor' },
        authHeaders(secondToken),
      ),
      409,
      messages.users.lastAdmin,
    );
    await trpcMutate(t.app, 'users.update', { id: self, role: 'admin' }, authHeaders(secondToken));
    expect((await trpcMutate(t.app, 'users.delete', { id: secondId }, asAdmin())).statusCode).toBe(
      200,
    );
    expect((await users()).map((user) => user.email)).not.toContain(second.email);
    // Its sessions went with it.
    const gone = await trpcQuery(t.app, 'auth.me', undefined, authHeaders(secondToken));
    expect(gone.json().result.data).toBeNull();
  });

  it('refuses anonymous callers with 401', async () => {
    expect((await trpcQuery(t.app, 'users.list')).statusCode).toBe(401);
    expect((await trpcMutate(t.app, 'users.delete', { id: 'x' })).statusCode).toBe(401);
  });
});

describe('the account page', () => {
  const OWNER = { email: 'owner@example.com', password: 'owner password', role: 'editor' } as const;
  const sessions = async (token: string) =>
    (
      await trpcQuery(t.app, 'account.sessions', undefined, {
        ...authHeaders(token),
        'user-agent': 'Test agent',
      })
    ).json().result.data as SessionInfo[];

  it('lists the own active sessions, marking the current one', async () => {
    const first = await addUser(t.app, adminToken, OWNER);
    const second = await login(t.app, OWNER);
    const list = await sessions(first);
    expect(list).toHaveLength(2);
    expect(list.filter((session) => session.current)).toHaveLength(1);
    expect(list[0]).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      userAgent: expect.toBeOneOf([null, expect.any(String)]),
      ip: '127.0.0.1',
      current: expect.any(Boolean),
    });
    // The other session is listed but not current; the admin's sessions are not listed.
    expect((await sessions(second)).map((s) => s.id).sort()).toEqual(list.map((s) => s.id).sort());
  });

  it("revokes one of its own sessions, never another account's", async () => {
    const keep = await login(t.app, OWNER);
    const drop = await login(t.app, OWNER);
    const target = (await sessions(drop)).find((session) => session.current);
    const revoked = await trpcMutate(
      t.app,
      'account.revokeSession',
      { id: target?.id },
      authHeaders(keep),
    );
    expect(revoked.json().result.data).toEqual({ message: messages.account.sessionRevoked });
    expect(
      (await trpcQuery(t.app, 'auth.me', undefined, authHeaders(drop))).json().result.data,
    ).toBeNull();

    const adminSession = (await sessions(adminToken)).find((session) => session.current);
    expectError(
      await trpcMutate(t.app, 'account.revokeSession', { id: adminSession?.id }, authHeaders(keep)),
      404,
      messages.server.notFound,
    );
    expect(
      (await trpcQuery(t.app, 'auth.me', undefined, asAdmin())).json().result.data,
    ).not.toBeNull();
  });

  it('changes the password with the current one, signing out every other session', async () => {
    const current = await login(t.app, OWNER);
    const other = await login(t.app, OWNER);
    const wrong = await trpcMutate(
      t.app,
      'account.changePassword',
      { currentPassword: 'not it at all', newPassword: 'brand new password' },
      authHeaders(current),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<TrpcError>().error.data.issues).toEqual([
      { path: 'currentPassword', message: messages.account.wrongPassword },
    ]);
    const short = await trpcMutate(
      t.app,
      'account.changePassword',
      { currentPassword: OWNER.password, newPassword: 'short' },
      authHeaders(current),
    );
    expect(short.json<TrpcError>().error.data.issues?.[0]?.path).toBe('newPassword');

    const changed = await trpcMutate(
      t.app,
      'account.changePassword',
      { currentPassword: OWNER.password, newPassword: 'brand new password' },
      authHeaders(current),
    );
    expect(changed.json().result.data).toEqual({ message: messages.account.passwordChanged });
    expect(
      (await trpcQuery(t.app, 'auth.me', undefined, authHeaders(other))).json().result.data,
    ).toBeNull();
    expect(
      (await trpcQuery(t.app, 'auth.me', undefined, authHeaders(current))).json().result.data,
    ).not.toBeNull();
    const old = await t.app.inject({ method: 'POST', url: '/api/login', payload: OWNER });
    expect(old.statusCode).toBe(401);
    expect(await login(t.app, { email: OWNER.email, password: 'brand new password' })).toEqual(
      expect.any(String),
    );
  });

  it('asks whether to revoke its API tokens too: kept unless asked, revoked and said when asked', async () => {
    const holder = {
      email: 'token.holder@example.com',
      password: 'holder password',
      role: 'admin',
    } as const;
    const session = await addUser(t.app, adminToken, holder);
    const makeToken = async (name: string) => {
      const res = await trpcMutate(
        t.app,
        'apiTokens.create',
        { name, scopes: ['inbox:read'] },
        authHeaders(session),
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ result: { data: CreatedApiToken } }>().result.data.token;
    };
    const first = await makeToken('First');
    const second = await makeToken('Second');
    const bystander = await trpcMutate(
      t.app,
      'apiTokens.create',
      { name: 'Not theirs', scopes: ['inbox:read'] },
      asAdmin(),
    );
    const bystanderToken = bystander.json<{ result: { data: CreatedApiToken } }>().result.data
      .token;
    const reads = async (token: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/contactdisplay',
          headers: authHeaders(token),
        })
      ).statusCode;
    const count = async () => {
      const res = await trpcQuery(t.app, 'account.apiTokenCount', undefined, authHeaders(session));
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ result: { data: number } }>().result.data;
    };
    expect(await count()).toBe(2);

    // Not asked (today's callers): the tokens stay, the answer is today's.
    const kept = await trpcMutate(
      t.app,
      'account.changePassword',
      { currentPassword: holder.password, newPassword: 'holder password 2' },
      authHeaders(session),
    );
    expect(kept.json().result.data).toEqual({ message: messages.account.passwordChanged });
    expect(await reads(first)).toBe(200);
    const notAsked = await trpcMutate(
      t.app,
      'account.changePassword',
      {
        currentPassword: 'holder password 2',
        newPassword: 'holder password 3',
        revokeApiTokens: false,
      },
      authHeaders(session),
    );
    expect(notAsked.json().result.data).toEqual({ message: messages.account.passwordChanged });
    expect(await reads(second)).toBe(200);
    const notABoolean = await trpcMutate(
      t.app,
      'account.changePassword',
      {
        currentPassword: 'holder password 3',
        newPassword: 'holder password 4',
        revokeApiTokens: 'yes',
      },
      authHeaders(session),
    );
    expect(notABoolean.statusCode).toBe(400);
    expect(notABoolean.json<TrpcError>().error.data.issues?.[0]?.path).toBe('revokeApiTokens');

    // Asked: every token this account made stops, and the answer says so; others' stay.
    const revoked = await trpcMutate(
      t.app,
      'account.changePassword',
      {
        currentPassword: 'holder password 3',
        newPassword: 'holder password 4',
        revokeApiTokens: true,
      },
      authHeaders(session),
    );
    expect(await reads(first)).toBe(401);
    expect(await reads(second)).toBe(401);
    expect(revoked.json().result.data).toEqual({
      message: messages.account.passwordChangedAndEnded({ apiTokens: 2 }),
    });
    expect(await reads(bystanderToken)).toBe(200);
    expect(await count()).toBe(0);
    // Nothing left to revoke: the plain answer.
    const again = await trpcMutate(
      t.app,
      'account.changePassword',
      {
        currentPassword: 'holder password 4',
        newPassword: 'holder password 5',
        revokeApiTokens: true,
      },
      authHeaders(session),
    );
    expect(again.json().result.data).toEqual({ message: messages.account.passwordChanged });
  });

  it('refuses anonymous callers with 401', async () => {
    expect((await trpcQuery(t.app, 'account.sessions')).statusCode).toBe(401);
    const res = await trpcMutate(t.app, 'account.changePassword', {
      currentPassword: 'a',
      newPassword: 'bbbbbbbb',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('tRPC batches', () => {
  it('caps a batch at TRPC_MAX_BATCH calls', async () => {
    const ten = await trpcQueryBatch(t.app, Array(10).fill('content.podcast.list'));
    expect(ten.statusCode).toBe(200);
    const eleven = await trpcQueryBatch(t.app, Array(11).fill('content.podcast.list'));
    expect(eleven.statusCode).toBe(400);
  });

  it('refuses password-hashing calls inside a batch, doing none of them', async () => {
    const wrong = { email: ADMIN.email, password: 'wrong password' };
    const batch = await trpcMutateBatch(t.app, [
      { path: 'auth.login', input: wrong },
      { path: 'auth.login', input: wrong },
    ]);
    const answers = batch.json<TrpcError[]>();
    expect(answers.map((answer) => answer.error.message)).toEqual([
      messages.server.batchRefused,
      messages.server.batchRefused,
    ]);
    const create = await trpcMutateBatch(
      t.app,
      [
        {
          path: 'users.create',
          input: { email: 'b1@example.com', password: 'long enough', role: 'editor' },
        },
        { path: 'content.podcast.delete', input: { id: 'nothing' } },
      ],
      asAdmin(),
    );
    expect(create.json<TrpcError[]>()[0]?.error.message).toBe(messages.server.batchRefused);
    expect((await users()).map((user) => user.email)).not.toContain('b1@example.com');
  });
});
