import { access, messages } from '@studio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  addUser,
  authHeaders,
  createAppWithEditor,
  EDITOR,
  errorBody,
  login,
  type TestApp,
} from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { postApplication } from '../test-support/multipart';
import { contactInput } from '../test-support/samples';
import { type TrpcError, trpcMutate, trpcQuery } from '../test-support/trpc';

let t: TestApp;
let adminToken: string;
let editorToken: string;
let cvName: string;
let applicationId: string;
let messageId: string;

beforeAll(async () => {
  ({ t, adminToken, editorToken } = await createAppWithEditor({ env: { REGISTRATION: 'open' } }));

  const contact = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: contactInput,
  });
  messageId = contact.json<{ _id: string }>()._id;
  const career = await postApplication(t.app);
  expect(career.statusCode).toBe(201);
  ({ _id: applicationId, cv: cvName } = career.json<{ _id: string; cv: string }>());
});

afterAll(async () => {
  await t?.close();
});

describe('the access table', () => {
  it('gives content to editors and admins, inboxes, CVs and users to admins only', () => {
    const levels = (rules: Record<string, { level: string }>) =>
      Object.values(rules).map((rule) => rule.level);
    const signedIn = levels(access.content).filter((level) => level !== 'public');
    expect(signedIn.length).toBeGreaterThan(0);
    expect(signedIn.every((level) => level === 'editor')).toBe(true);
    expect(
      [access.contact.list, access.career.list, access.career.downloadCv].map((r) => r.level),
    ).toEqual(Array(3).fill('admin'));
    expect(levels(access.users)).toEqual(Array(4).fill('admin'));
    expect(levels(access.apiTokens)).toEqual(Array(3).fill('admin'));
  });
});

describe('an editor over REST', () => {
  it('creates, updates, counts and deletes content', async () => {
    const headers = authHeaders(editorToken);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/podcast',
      payload: sampleInput('podcast'),
      headers,
    });
    expect(created.statusCode).toBe(201);
    const { _id } = created.json<{ _id: string }>();
    const updated = await t.app.inject({
      method: 'POST',
      url: `/api/podcastupdate/${_id}`,
      payload: sampleInput('podcast', 2),
      headers,
    });
    expect(updated.statusCode).toBe(200);
    const count = await t.app.inject({ method: 'GET', url: '/api/podcastnumber', headers });
    expect(count.json()).toBe(1);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/podcastdelete/${_id}`,
      headers,
    });
    expect(removed.statusCode).toBe(200);
  });

  it('gets 403 { message } for inboxes and CVs, and nothing changes', async () => {
    const headers = authHeaders(editorToken);
    const calls = [
      { method: 'GET', url: '/api/contactdisplay' },
      { method: 'DELETE', url: `/api/contactdelete/${messageId}` },
      { method: 'GET', url: '/api/careerdisplay' },
      { method: 'DELETE', url: `/api/careerdelete/${applicationId}` },
      { method: 'GET', url: `/uploads/cvs/${cvName}` },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json()).toEqual(errorBody(messages.server.forbidden));
    }
    const admin = authHeaders(adminToken);
    const messagesLeft = await t.app.inject({
      method: 'GET',
      url: '/api/contactdisplay',
      headers: admin,
    });
    expect(messagesLeft.json()).toHaveLength(1);
    const cv = await t.app.inject({ method: 'GET', url: `/uploads/cvs/${cvName}`, headers: admin });
    expect(cv.statusCode).toBe(200);
  });
});

describe('an editor over tRPC', () => {
  it('uses content procedures, and gets FORBIDDEN for inboxes and users', async () => {
    const headers = authHeaders(editorToken);
    const created = await trpcMutate(t.app, 'content.music.create', sampleInput('music'), headers);
    expect(created.statusCode).toBe(200);
    for (const path of ['contact.list', 'career.list', 'users.list']) {
      const res = await trpcQuery(t.app, path, undefined, headers);
      expect(res.statusCode, path).toBe(403);
      const body = res.json<TrpcError>();
      expect(body.error.message).toBe(messages.server.forbidden);
      expect(body.error.data.code).toBe('FORBIDDEN');
    }
    for (const [path, input] of [
      ['contact.delete', { id: messageId }],
      ['career.delete', { id: applicationId }],
      ['users.create', { email: 'x@example.com', password: 'long enough', role: 'admin' }],
    ] as const) {
      const res = await trpcMutate(t.app, path, input, headers);
      expect(res.statusCode, path).toBe(403);
    }
  });

  it('tells the SPA its role', async () => {
    const me = await trpcQuery(t.app, 'auth.me', undefined, authHeaders(editorToken));
    expect(me.json().result.data).toEqual({
      id: expect.any(String),
      email: EDITOR.email,
      role: 'editor',
      mustEnrolTwoFactor: false,
    });
  });
});

describe('accounts waiting for a role', () => {
  const waiting = { email: 'waiting@example.com', password: 'waiting password' };

  it('cannot sign in until an admin grants a role, then has exactly that role', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: waiting,
    });
    expect(registered.statusCode).toBe(202);
    const refused = await t.app.inject({ method: 'POST', url: '/api/login', payload: waiting });
    // Answered as a wrong password: a 403 would tell that the e-mail was new (decision 065).
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(errorBody(messages.login.invalidCredentials));

    const users = await trpcQuery(t.app, 'users.list', undefined, authHeaders(adminToken));
    const user = (
      users.json().result.data as { _id: string; email: string; role: string | null }[]
    ).find((row) => row.email === waiting.email);
    expect(user?.role).toBeNull();
    const granted = await trpcMutate(
      t.app,
      'users.update',
      { id: user?._id, role: 'editor' },
      authHeaders(adminToken),
    );
    expect(granted.json().result.data).toMatchObject({ email: waiting.email, role: 'editor' });

    const token = await login(t.app, waiting);
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/contactdisplay',
      headers: authHeaders(token),
    });
    expect(inbox.statusCode).toBe(403);
  });

  it('takes a role change into account on the next request of a live session', async () => {
    const headers = authHeaders(editorToken);
    const me = await trpcQuery(t.app, 'auth.me', undefined, headers);
    const { id } = me.json().result.data as { id: string };
    await trpcMutate(t.app, 'users.update', { id, role: 'admin' }, authHeaders(adminToken));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/contactdisplay', headers })).statusCode,
    ).toBe(200);
    await trpcMutate(t.app, 'users.update', { id, role: 'editor' }, authHeaders(adminToken));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/contactdisplay', headers })).statusCode,
    ).toBe(403);
  });
});

describe('a disabled account', () => {
  it('is signed out at once and cannot sign in until enabled again', async () => {
    const account = {
      email: 'temp@example.com',
      password: 'temporary password',
      role: 'editor',
    } as const;
    const token = await addUser(t.app, adminToken, account);
    const me = await trpcQuery(t.app, 'auth.me', undefined, authHeaders(token));
    const { id } = me.json().result.data as { id: string };

    await trpcMutate(t.app, 'users.update', { id, disabled: true }, authHeaders(adminToken));
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/podcast',
      payload: sampleInput('podcast'),
      headers: authHeaders(token),
    });
    expect(write.statusCode).toBe(401);
    const refused = await t.app.inject({ method: 'POST', url: '/api/login', payload: account });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorBody(messages.login.disabled));

    await trpcMutate(t.app, 'users.update', { id, disabled: false }, authHeaders(adminToken));
    expect(await login(t.app, account)).toEqual(expect.any(String));
  });
});

it('keeps the first account an admin', async () => {
  const me = await trpcQuery(t.app, 'auth.me', undefined, authHeaders(await login(t.app, ADMIN)));
  expect(me.json().result.data.role).toBe('admin');
});
