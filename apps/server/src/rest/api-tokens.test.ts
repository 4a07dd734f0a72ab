import {
  API_TOKEN_PREFIX,
  API_TOKEN_SHOWN,
  type ApiTokenSummary,
  type CreatedApiToken,
  messages,
  type TokenScope,
} from '@studio/contracts';
import { connectDatabase } from '@studio/db';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databaseConfig } from '../database';
import { activityOf, changeUserAs, deleteUserAs } from '../test-support/admin-calls';
import {
  ADMIN,
  addUser,
  appForFile,
  authHeaders,
  createTestApp,
  errorBody,
  registerAdmin,
  type TestApp,
} from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { cvFiles, postApplication } from '../test-support/multipart';
import { contactInput } from '../test-support/samples';
import { enrolTotp } from '../test-support/totp';
import { type TrpcError, trpcMutate, trpcQuery } from '../test-support/trpc';

const file = appForFile({ env: { LOG_LEVEL: 'info' } }, { editor: true });

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** An admin creates a token over tRPC, as the API tokens page does. */
async function createToken(
  input: { name: string; scopes: TokenScope[]; expiresAt?: string | null },
  as = file.adminToken,
) {
  const res = await trpcMutate(file.t.app, 'apiTokens.create', input, authHeaders(as));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: CreatedApiToken } }>().result.data;
}

const listTokens = async () => {
  const res = await trpcQuery(
    file.t.app,
    'apiTokens.list',
    undefined,
    authHeaders(file.adminToken),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: ApiTokenSummary[] } }>().result.data;
};

const withToken = (token: string, options: InjectOptions) =>
  file.t.app.inject({ ...options, headers: { ...options.headers, ...authHeaders(token) } });

/** Changes a token's row behind the app's back (another process, an operator). */
async function updateTokenRow(id: string, set: { expiresAt: string }) {
  const database = await connectDatabase(databaseConfig(file.t.config));
  try {
    await database.db.updateTable('api_token').set(set).where('id', '=', id).execute();
  } finally {
    await database.close();
  }
}

describe('API tokens: created, listed and revoked by admins', () => {
  it('shows the secret once, keeps only what the list shows', async () => {
    const created = await createToken({ name: 'Website build', scopes: ['content:read'] });
    expect(created.token).toMatch(new RegExp(`^${API_TOKEN_PREFIX}[\\w-]{43}$`));
    expect(created.summary).toEqual({
      _id: expect.any(String),
      name: 'Website build',
      prefix: created.token.slice(0, API_TOKEN_PREFIX.length + 8),
      scopes: ['content:read'],
      createdAt: expect.stringMatching(ISO),
      lastUsedAt: null,
      expiresAt: null,
    });
    const listed = await listTokens();
    expect(listed).toContainEqual(created.summary);
    expect(JSON.stringify(listed)).not.toContain(created.token);
    // Stored as a hash: the secret is nowhere in the database.
    const database = await connectDatabase(databaseConfig(file.t.config));
    try {
      const rows = await database.db.selectFrom('api_token').selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(created.token);
    } finally {
      await database.close();
    }
  });

  it.each([
    ['no scope', { name: 'x', scopes: [] }, 'scopes', 'Choose at least one scope.'],
    ['an unknown scope', { name: 'x', scopes: ['users:write'] }, 'scopes.0', undefined],
    [
      'a scope twice',
      { name: 'x', scopes: ['inbox:read', 'inbox:read'] },
      'scopes',
      'Choose each scope once.',
    ],
    ['a blank name', { name: '  ', scopes: ['inbox:read'] }, 'name', 'This field is required.'],
    [
      'an expiry in the past',
      { name: 'x', scopes: ['inbox:read'], expiresAt: '2020-01-01T00:00:00Z' },
      'expiresAt',
      'Choose a time in the future.',
    ],
    [
      'an expiry that is no time',
      { name: 'x', scopes: ['inbox:read'], expiresAt: 'next week' },
      'expiresAt',
      'Enter a date and time (ISO 8601).',
    ],
  ])('refuses %s with 400 and the field issue', async (_, input, path, message) => {
    const res = await trpcMutate(
      file.t.app,
      'apiTokens.create',
      input,
      authHeaders(file.adminToken),
    );
    expect(res.statusCode).toBe(400);
    const issues = res.json<TrpcError>().error.data.issues ?? [];
    expect(issues).toContainEqual({ path, message: message ?? expect.any(String) });
  });

  it('is for admins only: 401 anonymous, 403 for an editor', async () => {
    const input = { name: 'x', scopes: ['content:read'] };
    expect((await trpcMutate(file.t.app, 'apiTokens.create', input)).statusCode).toBe(401);
    const editor = await trpcMutate(
      file.t.app,
      'apiTokens.create',
      input,
      authHeaders(file.editorToken),
    );
    expect(editor.statusCode).toBe(403);
    expect(
      (await trpcQuery(file.t.app, 'apiTokens.list', undefined, authHeaders(file.editorToken)))
        .statusCode,
    ).toBe(403);
  });

  it('revokes at once; an unknown id is 404', async () => {
    const { token, summary } = await createToken({ name: 'Short-lived', scopes: ['content:read'] });
    const count = { method: 'GET', url: '/api/podcastnumber' } as const;
    expect((await withToken(token, count)).statusCode).toBe(200);
    const revoked = await trpcMutate(
      file.t.app,
      'apiTokens.revoke',
      { id: summary._id },
      authHeaders(file.adminToken),
    );
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().result.data).toEqual({
      message: messages.apiTokens.revoked,
      _id: summary._id,
    });
    const after = await withToken(token, count);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(errorBody(messages.server.unauthorized));
    expect((await listTokens()).map((listed) => listed._id)).not.toContain(summary._id);
    const again = await trpcMutate(
      file.t.app,
      'apiTokens.revoke',
      { id: summary._id },
      authHeaders(file.adminToken),
    );
    expect(again.statusCode).toBe(404);
  });
});

describe('a token over REST does what its scopes allow, and nothing else', () => {
  it('content:write creates, updates and deletes content and the site settings', async () => {
    const { token, summary } = await createToken({ name: 'CMS sync', scopes: ['content:write'] });
    const created = await withToken(token, {
      method: 'POST',
      url: '/api/podcast',
      payload: sampleInput('podcast', 1),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { _id } = created.json<{ _id: string }>();
    const updated = await withToken(token, {
      method: 'POST',
      url: `/api/podcastupdate/${_id}`,
      payload: sampleInput('podcast', 2),
    });
    expect(updated.statusCode).toBe(200);
    const site = await file.t.app.inject({ url: '/api/siteview' });
    const settings = await withToken(token, {
      method: 'POST',
      url: '/api/siteupdate',
      payload: site.json(),
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(
      (await withToken(token, { method: 'DELETE', url: `/api/podcastdelete/${_id}` })).statusCode,
    ).toBe(200);
    // Counts are reads: content:read, which this token lacks.
    const count = await withToken(token, { method: 'GET', url: '/api/podcastnumber' });
    expect(count.statusCode).toBe(403);
    expect(count.json()).toEqual(errorBody(messages.server.forbidden));
    // Its use is recorded, and every call is attributed to it in the log.
    const listed = (await listTokens()).find((item) => item._id === summary._id);
    expect(listed?.lastUsedAt).toMatch(ISO);
    expect(file.t.logs()).toContainEqual(
      expect.objectContaining({
        msg: 'call by API token',
        apiToken: summary._id,
        scope: 'content:write',
      }),
    );
  });

  it('inbox:read reads the inboxes and the CVs, but deletes nothing and writes no content', async () => {
    const { token } = await createToken({ name: 'Recruiting', scopes: ['inbox:read'] });
    expect(
      (await file.t.app.inject({ method: 'POST', url: '/api/contact', payload: contactInput }))
        .statusCode,
    ).toBe(201);
    const applied = await postApplication(file.t.app, {
      files: [{ filename: 'cv.pdf', content: cvFiles.pdf() }],
    });
    expect(applied.statusCode).toBe(201);
    const { _id, cv } = applied.json<{ _id: string; cv: string }>();

    const messagesList = await withToken(token, { method: 'GET', url: '/api/contactdisplay' });
    expect(messagesList.statusCode).toBe(200);
    expect(messagesList.json<unknown[]>().length).toBeGreaterThan(0);
    expect((await withToken(token, { method: 'GET', url: '/api/careerdisplay' })).statusCode).toBe(
      200,
    );
    const download = await withToken(token, { method: 'GET', url: `/uploads/cvs/${cv}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(cvFiles.pdf())).toBe(true);

    for (const options of [
      { method: 'DELETE', url: `/api/careerdelete/${_id}` },
      { method: 'POST', url: '/api/podcast', payload: sampleInput('podcast', 3) },
      { method: 'GET', url: '/api/podcastnumber' },
    ] satisfies InjectOptions[]) {
      const res = await withToken(token, options);
      expect(res.statusCode, options.url).toBe(403);
    }
  });

  it('never manages accounts or tokens, whatever its scopes', async () => {
    const { token } = await createToken({
      name: 'Everything',
      scopes: ['content:read', 'content:write', 'inbox:read'],
    });
    const headers = authHeaders(token);
    for (const res of [
      await trpcQuery(file.t.app, 'users.list', undefined, headers),
      await trpcQuery(file.t.app, 'apiTokens.list', undefined, headers),
      await trpcMutate(
        file.t.app,
        'apiTokens.create',
        { name: 'y', scopes: ['inbox:read'] },
        headers,
      ),
      await trpcQuery(file.t.app, 'account.sessions', undefined, headers),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
    }
    // Not an account: it is nobody to "me".
    const me = await trpcQuery(file.t.app, 'auth.me', undefined, headers);
    expect(me.json().result.data).toBeNull();
    // The same rules over tRPC as over REST.
    expect(
      (await trpcQuery(file.t.app, 'content.podcast.count', undefined, headers)).statusCode,
    ).toBe(200);
  });

  it("refuses a forged, an expired and a disabled admin's token with 401", async () => {
    const forged = await withToken(`${API_TOKEN_PREFIX}${'A'.repeat(43)}`, {
      method: 'GET',
      url: '/api/podcastnumber',
    });
    expect(forged.statusCode).toBe(401);

    const soon = await createToken({
      name: 'Expiring',
      scopes: ['content:read'],
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(soon.summary.expiresAt).toMatch(ISO);
    const count = { method: 'GET', url: '/api/podcastnumber' } as const;
    expect((await withToken(soon.token, count)).statusCode).toBe(200);
    await updateTokenRow(soon.summary._id, {
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect((await withToken(soon.token, count)).statusCode).toBe(401);

    // A token goes with its creator's rights: disabled, the admin's tokens stop too.
    const second = {
      email: 'second.admin@example.com',
      password: 'second admin pw',
      role: 'admin',
    } as const;
    const secondToken = await addUser(file.t.app, file.adminToken, second);
    const theirs = await createToken({ name: 'Theirs', scopes: ['content:read'] }, secondToken);
    expect((await withToken(theirs.token, count)).statusCode).toBe(200);
    const users = await trpcQuery(
      file.t.app,
      'users.list',
      undefined,
      authHeaders(file.adminToken),
    );
    const id = users
      .json<{ result: { data: { _id: string; email: string }[] } }>()
      .result.data.find((user) => user.email === second.email)?._id;
    const disabled = await trpcMutate(
      file.t.app,
      'users.update',
      { id, disabled: true },
      authHeaders(file.adminToken),
    );
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await withToken(theirs.token, count)).statusCode).toBe(401);
  });
});

const changeUser = (email: string, change: { disabled?: boolean; role?: 'admin' | 'editor' }) =>
  changeUserAs(file.t.app, file.adminToken, email, change);
const activity = (action: string) => activityOf(file.t.app, file.adminToken, action);

const inboxRead = { method: 'GET', url: '/api/contactdisplay' } as const;

/** A second admin, signed in, with one token of its own that reads the inboxes. */
async function adminWithToken(email: string) {
  const account = { email, password: 'another admin pw', role: 'admin' } as const;
  const session = await addUser(file.t.app, file.adminToken, account);
  const created = await createToken({ name: `Token of ${email}`, scopes: ['inbox:read'] }, session);
  expect((await withToken(created.token, inboxRead)).statusCode).toBe(200);
  return { account, session, ...created };
}

describe('a token ends with its account: disable, demotion and reset revoke it for good', () => {
  it('a disabled admin enabled again gets no token back', async () => {
    const { account, token, summary } = await adminWithToken('disabled.admin@example.com');
    await changeUser(account.email, { disabled: true });
    expect((await withToken(token, inboxRead)).statusCode).toBe(401);
    await changeUser(account.email, { disabled: false });
    expect((await withToken(token, inboxRead)).statusCode).toBe(401);
    expect((await listTokens()).map((listed) => listed._id)).not.toContain(summary._id);
    // Told to the activity log, by the admin who disabled the account.
    expect(await activity('api-token-revoked')).toContainEqual(
      expect.objectContaining({
        actor: ADMIN.email,
        type: 'api-token',
        recordId: summary._id,
        title: summary.name,
      }),
    );
  });

  it('an admin made editor and admin again gets no token back', async () => {
    const { account, token } = await adminWithToken('demoted.admin@example.com');
    await changeUser(account.email, { role: 'editor' });
    expect((await withToken(token, inboxRead)).statusCode).toBe(401);
    await changeUser(account.email, { role: 'admin' });
    expect((await withToken(token, inboxRead)).statusCode).toBe(401);
  });

  it("a deleted admin's tokens go with it, told to the activity log", async () => {
    const { account, token, summary } = await adminWithToken('deleted.admin@example.com');
    await deleteUserAs(file.t.app, file.adminToken, account.email);
    expect((await withToken(token, inboxRead)).statusCode).toBe(401);
    expect(await activity('api-token-revoked')).toContainEqual(
      expect.objectContaining({ actor: ADMIN.email, recordId: summary._id }),
    );
  });

  it("the operator's reset (admin:reset-password) revokes that account's tokens, no one else's", async () => {
    const { account, token, summary } = await adminWithToken('operator.reset@example.com');
    const bystander = await createToken({ name: 'Bystander', scopes: ['inbox:read'] });
    const reset = await file.t.app.services.users.setPassword({
      email: account.email,
      password: 'a new operator password',
    });
    expect((await withToken(token, inboxRead)).statusCode).toBe(401);
    expect(reset.revokedTokens).toBe(1);
    expect((await withToken(bystander.token, inboxRead)).statusCode).toBe(200);
    expect(await activity('api-token-revoked')).toContainEqual(
      expect.objectContaining({ recordId: summary._id, title: summary.name }),
    );
  });
});

describe('the activity log tells of tokens, never their secrets', () => {
  it('records who created and who revoked a token', async () => {
    const { token, summary } = await createToken({
      name: 'Audited',
      scopes: ['content:read', 'inbox:read'],
    });
    const revoked = await trpcMutate(
      file.t.app,
      'apiTokens.revoke',
      { id: summary._id },
      authHeaders(file.adminToken),
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    const [created] = (await activity('api-token-created')).filter(
      (entry) => entry.recordId === summary._id,
    );
    expect(created).toMatchObject({
      actor: ADMIN.email,
      type: 'api-token',
      title: 'Audited (content:read, inbox:read)',
    });
    const [gone] = (await activity('api-token-revoked')).filter(
      (entry) => entry.recordId === summary._id,
    );
    expect(gone).toMatchObject({ actor: ADMIN.email, type: 'api-token', title: 'Audited' });
    const everything = await file.t.app.inject({
      method: 'GET',
      url: '/api/auditdisplay?limit=100',
      headers: authHeaders(file.adminToken),
    });
    expect(everything.body).not.toContain(token);
    expect(everything.body).not.toContain(token.slice(API_TOKEN_SHOWN));
  });
});

describe('TWO_FACTOR=required-for-admins: a token waits for its maker to enrol', () => {
  it('refuses the token of an admin who must set up two-factor sign-in, until it is set up', async () => {
    const first = await createTestApp();
    try {
      const session = await registerAdmin(first.app);
      const { token } = (
        await trpcMutate(
          first.app,
          'apiTokens.create',
          { name: 'Build', scopes: ['inbox:read'] },
          authHeaders(session),
        )
      ).json<{ result: { data: CreatedApiToken } }>().result.data;
      const read = (from: TestApp) =>
        from.app.inject({ ...inboxRead, headers: authHeaders(token) });
      expect((await read(first)).statusCode).toBe(200);
      await first.app.close();

      // The same data, now with the requirement: the maker has no second factor.
      const again = await createTestApp({
        dataDir: first.dataDir,
        env: { TWO_FACTOR: 'required-for-admins' },
      });
      try {
        const refused = await read(again);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual(errorBody(messages.apiTokens.makerMustEnrolTwoFactor));
        // The same over tRPC.
        const rpc = await trpcQuery(again.app, 'contact.list', undefined, authHeaders(token));
        expect(rpc.statusCode).toBe(403);
        expect(rpc.json<TrpcError>().error.message).toBe(
          messages.apiTokens.makerMustEnrolTwoFactor,
        );

        await enrolTotp(again.app, session, Date.now());

        expect((await read(again)).statusCode).toBe(200);
      } finally {
        await again.close();
      }
    } finally {
      await first.close();
    }
  });
});
