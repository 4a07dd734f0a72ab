import { messages } from '@studio/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  authHeaders,
  cookieHeaders,
  createTestApp,
  FOREIGN_ORIGIN,
  registerAdmin,
  type TestApp,
} from '../test-support/app';
import { sampleInput } from '../test-support/content';

interface TrpcError {
  error: {
    message: string;
    code: number;
    data: { code: string; httpStatus: number; issues?: { path: string; message: string }[] };
  };
}

let t: TestApp;
let token: string;

const query = (path: string, input?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
    headers,
  });
const mutate = (path: string, input: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    payload: JSON.stringify(input ?? null),
    headers: { 'content-type': 'application/json', ...headers },
  } satisfies InjectOptions);

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  token = await registerAdmin(t.app);
});

afterAll(async () => {
  await t?.close();
});

describe('tRPC at /trpc', () => {
  it('lists public content without a session, the same records as REST', async () => {
    const res = await query('content.podcast.list');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ result: { data: { _id: string }[] } }>().result;
    expect(data).toHaveLength(12);
    const rest = await t.app.inject({ method: 'GET', url: '/api/podcastdisplay' });
    expect(data).toEqual(rest.json());

    const one = await query('content.podcast.get', { id: data[0]?._id });
    expect(one.statusCode).toBe(200);
    expect(one.json().result.data).toEqual(data[0]);
  });

  it('answers a batch of queries', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/content.music.list,content.contactinfo.list?batch=1&input=${encodeURIComponent('{}')}`,
    });
    expect(res.statusCode).toBe(200);
    const [music, info] = res.json<{ result: { data: unknown[] } }[]>();
    expect(music?.result.data).toHaveLength(12);
    expect(info?.result.data).toHaveLength(1);
  });

  it('creates as the admin with the session cookie; REST sees the record', async () => {
    const input = sampleInput('podcast');
    const res = await mutate('content.podcast.create', input, cookieHeaders(token));
    expect(res.statusCode, res.body).toBe(200);
    const { status, publishAt, unpublishAt, version, ...created } = res.json<{
      result: {
        data: {
          _id: string;
          status: string;
          publishAt: string | null;
          unpublishAt: string | null;
          version: number;
        };
      };
    }>().result.data;
    expect(created).toEqual({
      ...input,
      _id: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // The admin's transport answers the publishing and version too: published at once, by default.
    expect({ status, publishAt, unpublishAt, version }).toEqual({
      status: 'published',
      publishAt: null,
      unpublishAt: null,
      version: 1,
    });
    const rest = await t.app.inject({ method: 'GET', url: `/api/podcastview/${created._id}` });
    expect(rest.json()).toEqual(created);

    const count = await query('content.podcast.count', undefined, authHeaders(token));
    expect(count.json().result.data).toBe(13);
  });

  it('refuses an anonymous or forged caller with 401 UNAUTHORIZED, before reading the input', async () => {
    for (const headers of [{}, authHeaders('forged')]) {
      for (const input of [sampleInput('podcast'), { title: 1 }]) {
        const res = await mutate('content.podcast.create', input, headers);
        expect(res.statusCode).toBe(401);
        const { error } = res.json<TrpcError>();
        expect(error.message).toBe(messages.server.unauthorized);
        expect(error.data.code).toBe('UNAUTHORIZED');
        expect(error.data.issues).toBeUndefined();
      }
      const count = await query('content.podcast.count', undefined, headers);
      expect(count.statusCode).toBe(401);
      const contacts = await query('contact.list', undefined, headers);
      expect(contacts.statusCode).toBe(401);
    }
    expect((await query('content.podcast.list')).json().result.data).toHaveLength(13);
  });

  it('refuses invalid input with 400 BAD_REQUEST and issues', async () => {
    const res = await mutate(
      'content.podcast.create',
      { ...sampleInput('podcast'), videoUrl: 'javascript:alert(1)', title: '' },
      authHeaders(token),
    );
    expect(res.statusCode).toBe(400);
    const { error } = res.json<TrpcError>();
    expect(error.data.code).toBe('BAD_REQUEST');
    expect(error.data.issues).toEqual([
      { path: 'title', message: 'This field is required.' },
      { path: 'videoUrl', message: 'Enter an http(s) URL or a path starting with /.' },
    ]);
    expect(res.body).not.toContain('stack');
  });

  it('refuses a body or query input that is not JSON with the fixed message REST answers, never echoing it', async () => {
    const markup = '<script>alert(1)</script>';
    const answers = [
      await t.app.inject({
        method: 'POST',
        url: '/trpc/auth.login',
        payload: markup,
        headers: { 'content-type': 'application/json' },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/trpc/auth.login?batch=1',
        payload: markup,
        headers: { 'content-type': 'application/json' },
      }),
      await t.app.inject({
        method: 'GET',
        url: `/trpc/content.podcast.get?input=${encodeURIComponent(markup)}`,
      }),
      await t.app.inject({
        method: 'GET',
        url: `/trpc/content.podcast.get,content.music.list?batch=1&input=${encodeURIComponent(markup)}`,
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).not.toMatch(/script|alert|Unexpected token/);
      const errors = [res.json<TrpcError | TrpcError[]>()].flat().map((answer) => answer.error);
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) {
        expect(error).toMatchObject({
          message: messages.server.malformedJson,
          data: { code: 'BAD_REQUEST', httpStatus: 400 },
        });
      }
    }
  });

  it('answers its earliest refusals (a batch over the cap, no content type) as JSON too', async () => {
    const answers = [
      await t.app.inject({
        method: 'GET',
        url: `/trpc/${Array(11).fill('content.podcast.list').join(',')}?batch=1`,
      }),
      await t.app.inject({ method: 'POST', url: '/trpc/auth.logout' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([400, 415]);
    for (const res of answers) {
      expect(res.headers['content-type'], res.body).toMatch(/^application\/json/);
      expect(res.json<TrpcError>().error.message).toEqual(expect.any(String));
    }
  });

  it('refuses a cookie write from a foreign origin with 403 FORBIDDEN', async () => {
    const res = await mutate(
      'content.podcast.create',
      sampleInput('podcast'),
      cookieHeaders(token, FOREIGN_ORIGIN),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json<TrpcError>().error).toMatchObject({
      message: messages.server.crossSite,
      data: { code: 'FORBIDDEN' },
    });
  });

  it('maps service errors through the same table as REST (404 NOT_FOUND)', async () => {
    const res = await mutate(
      'content.podcast.delete',
      { id: '01890000-0000-7000-8000-000000000000' },
      authHeaders(token),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json<TrpcError>().error).toMatchObject({
      message: messages.server.notFound,
      data: { code: 'NOT_FOUND' },
    });
  });

  it('signs in, tells who is signed in, and signs out', async () => {
    const login = await mutate('auth.login', ADMIN);
    expect(login.statusCode).toBe(200);
    const { token: session } = login.json().result.data as { token: string };
    expect(login.cookies.find((c) => c.name === 'studio_session')).toMatchObject({
      value: session,
      httpOnly: true,
      sameSite: 'Strict',
    });

    const me = await query('auth.me', undefined, cookieHeaders(session));
    expect(me.json().result.data).toEqual({
      id: expect.any(String),
      email: ADMIN.email,
      role: 'admin',
      mustEnrolTwoFactor: false,
    });
    expect((await query('auth.me')).json().result.data).toBeNull();

    const logout = await mutate('auth.logout', undefined, cookieHeaders(session));
    expect(logout.json().result.data).toEqual({
      status: 'success',
      message: messages.logout.success,
    });
    expect(
      (await query('auth.me', undefined, cookieHeaders(session))).json().result.data,
    ).toBeNull();
  });

  it('answers 404 for an unknown procedure', async () => {
    const res = await query('content.nothing.list');
    expect(res.statusCode).toBe(404);
    expect(res.json<TrpcError>().error.data.code).toBe('NOT_FOUND');
  });
});
