import { type CreatedApiToken, publishMessages } from '@studio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createAppWithEditor, errorBody, type TestApp } from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { type TrpcError, trpcData, trpcMutate, trpcQuery } from '../test-support/trpc';

let t: TestApp;
let adminToken: string;
let editorToken: string;
/** The app's clock: the tests move it to see a schedule come due. */
let clock = Date.parse('2026-12-01T09:00:00.000Z');
const HOUR = 3_600_000;

interface Managed {
  _id: string;
  title: string;
  status: string;
  publishAt: string | null;
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? authHeaders(token) : {} });
const ids = (body: { _id: string }[]) => body.map((record) => record._id);
const publicIds = async () => ids((await get('/api/podcastdisplay')).json());

async function create(body: object): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/podcast',
    payload: { ...sampleInput('podcast'), ...body },
    headers: authHeaders(editorToken),
  });
  expect(res.statusCode, res.body).toBe(201);
  const record = res.json<Record<string, unknown>>();
  // SPEC.md's answer: the record's fields, id and times; the publishing is read on request.
  expect(record).not.toHaveProperty('status');
  return String(record._id);
}

const update = (id: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/podcastupdate/${id}`,
    payload: { ...sampleInput('podcast', 2), ...body },
    headers: authHeaders(editorToken),
  });

beforeAll(async () => {
  ({ t, adminToken, editorToken } = await createAppWithEditor({ now: () => clock }));
});

afterAll(async () => {
  await t?.close();
});

describe('drafts', () => {
  it('a record created without a status is published; a draft is nobody’s but the editors’', async () => {
    const published = await create({ title: 'Published at once' });
    const draft = await create({ title: 'A draft', status: 'draft' });

    expect(await publicIds()).toContain(published);
    expect(await publicIds()).not.toContain(draft);
    expect((await get(`/api/podcastview/${draft}`)).statusCode).toBe(404);

    // Signed in, `?status=all` shows everything with its publishing, as the caller's own answer.
    const all = await get('/api/podcastdisplay?status=all', editorToken);
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('private, no-cache');
    const records = all.json<Managed[]>();
    expect(records.find((record) => record._id === draft)).toMatchObject({
      title: 'A draft',
      status: 'draft',
      publishAt: null,
    });
    expect(records.find((record) => record._id === published)).toMatchObject({
      status: 'published',
    });
    const view = await get(`/api/podcastview/${draft}?status=all`, editorToken);
    expect(view.json<Managed>()).toMatchObject({ _id: draft, status: 'draft' });
  });

  it('an update that leaves the status out keeps it; publishing shows the record and moves the ETag', async () => {
    const draft = await create({ title: 'Still a draft', status: 'draft' });
    const before = await get('/api/podcastdisplay');

    expect((await update(draft, { title: 'Edited draft' })).statusCode).toBe(200);
    expect(await publicIds()).not.toContain(draft);

    expect((await update(draft, { status: 'published' })).statusCode).toBe(200);
    const after = await get('/api/podcastdisplay');
    expect(ids(after.json())).toContain(draft);
    expect(after.headers.etag).not.toBe(before.headers.etag);

    // And back: unpublished, it is gone again.
    expect((await update(draft, { status: 'draft' })).statusCode).toBe(200);
    expect(await publicIds()).not.toContain(draft);
  });
});

describe('scheduling', () => {
  it('a published record with a future publishAt appears on time, with a new ETag', async () => {
    const at = new Date(clock + HOUR).toISOString();
    const scheduled = await create({ title: 'Scheduled', status: 'published', publishAt: at });
    const before = await get('/api/podcastdisplay');
    expect(ids(before.json())).not.toContain(scheduled);
    expect((await get(`/api/podcastview/${scheduled}`)).statusCode).toBe(404);
    const unchanged = await get('/api/podcastdisplay', undefined);
    expect(unchanged.headers.etag).toBe(before.headers.etag);

    clock += HOUR - 1;
    expect(await publicIds()).not.toContain(scheduled);
    clock += 1;
    const due = await get('/api/podcastdisplay');
    expect(ids(due.json())).toContain(scheduled);
    expect(due.headers.etag).not.toBe(before.headers.etag);
    expect((await get(`/api/podcastview/${scheduled}`)).statusCode).toBe(200);
  });

  it('takes any ISO time with an offset, stores it in UTC, and clears it with null', async () => {
    const id = await create({ status: 'published', publishAt: '2030-01-01T10:00:00+02:00' });
    const view = await get(`/api/podcastview/${id}?status=all`, editorToken);
    expect(view.json<Managed>().publishAt).toBe('2030-01-01T08:00:00.000Z');
    expect((await update(id, { publishAt: null })).statusCode).toBe(200);
    expect(await publicIds()).toContain(id);
  });
});

describe('bad input and access', () => {
  it.each([
    ['publishAt not a date', { publishAt: 'tomorrow' }, 'publishAt', publishMessages.badTime],
    [
      'publishAt without a zone',
      { publishAt: '2030-01-01T10:00:00' },
      'publishAt',
      publishMessages.badTime,
    ],
    ['an unknown status', { status: 'hidden' }, 'status', publishMessages.badStatus],
  ])(
    'refuses %s with 400 and the field’s issue, storing nothing',
    async (_, body, path, message) => {
      const before = await get('/api/podcastdisplay?status=all', editorToken);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/podcast',
        payload: { ...sampleInput('podcast'), ...body },
        headers: authHeaders(editorToken),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: `${path}: ${message}`, issues: [{ path, message }] });
      const after = await get('/api/podcastdisplay?status=all', editorToken);
      expect(after.json()).toHaveLength(before.json<unknown[]>().length);
    },
  );

  it('refuses ?status=all without a session or token (401), to a token without content:read (403), and another value (400)', async () => {
    const anonymous = await get('/api/podcastdisplay?status=all');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(errorBody('Sign in to continue.'));
    expect((await get('/api/podcastview/anything?status=all')).statusCode).toBe(401);

    const minted = await trpcMutate(
      t.app,
      'apiTokens.create',
      { name: 'inbox only', scopes: ['inbox:read'] },
      authHeaders(adminToken),
    );
    const { token } = minted.json<{ result: { data: CreatedApiToken } }>().result.data;
    expect((await get('/api/podcastdisplay?status=all', token)).statusCode).toBe(403);

    const bad = await get('/api/podcastdisplay?status=drafts', editorToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'status', message: publishMessages.badStatusFilter },
    ]);
  });
});

describe('over tRPC', () => {
  const query = async <T>(path: string, input: unknown, token?: string) => {
    return trpcData<T>(await trpcQuery(t.app, path, input, token ? authHeaders(token) : {}));
  };

  it('creates a draft; the public list, page and get leave it out, preview shows it', async () => {
    const res = await trpcMutate(
      t.app,
      'content.podcast.create',
      { ...sampleInput('podcast'), title: 'tRPC draft', status: 'draft' },
      authHeaders(editorToken),
    );
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json<{ result: { data: Managed } }>().result.data;
    expect(draft).toMatchObject({ status: 'draft', publishAt: null });

    expect(ids(await query<Managed[]>('content.podcast.list', undefined))).not.toContain(draft._id);
    const page = await query<{ items: Managed[] }>('content.podcast.page', { limit: 100 });
    expect(ids(page.items)).not.toContain(draft._id);
    expect((await trpcQuery(t.app, 'content.podcast.get', { id: draft._id })).statusCode).toBe(404);

    const preview = await query<Managed[]>('content.podcast.list', { preview: true }, editorToken);
    expect(preview.find((record) => record._id === draft._id)?.status).toBe('draft');
    const previewPage = await query<{ items: Managed[] }>(
      'content.podcast.page',
      { limit: 100, preview: true },
      editorToken,
    );
    expect(ids(previewPage.items)).toContain(draft._id);
    expect(
      await query<Managed>('content.podcast.get', { id: draft._id, preview: true }, editorToken),
    ).toMatchObject({ title: 'tRPC draft', status: 'draft' });

    const anonymous = await trpcQuery(t.app, 'content.podcast.list', { preview: true });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<TrpcError>().error.data.code).toBe('UNAUTHORIZED');
  });

  it('browses by publishing state, every record with its badge’s state', async () => {
    const scheduled = await create({
      title: 'Browse scheduled',
      status: 'published',
      publishAt: new Date(clock + HOUR).toISOString(),
    });
    const draft = await create({ title: 'Browse draft', status: 'draft' });
    const browse = (status?: string) =>
      query<{ items: Managed[] }>(
        'content.podcast.browse',
        { limit: 100, ...(status ? { status } : {}) },
        editorToken,
      );
    expect(ids((await browse('scheduled')).items)).toEqual([scheduled]);
    expect(ids((await browse('draft')).items)).toContain(draft);
    expect(ids((await browse('draft')).items)).not.toContain(scheduled);
    const published = (await browse('published')).items;
    expect(published.every((record) => record.status === 'published')).toBe(true);
    expect(ids(published)).not.toContain(scheduled);
    expect((await browse()).items.length).toBeGreaterThan(published.length);
  });
});
