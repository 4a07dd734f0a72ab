import { type CreatedApiToken, type Revision, revisionMessages } from '@studio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createAppWithEditor, EDITOR, type TestApp } from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { type TrpcError, trpcMutate, trpcQuery } from '../test-support/trpc';

let t: TestApp;
let adminToken: string;
let editorToken: string;

const asEditor = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: authHeaders(editorToken), ...(payload ? { payload } : {}) });

async function create(title: string): Promise<string> {
  const res = await asEditor('POST', '/api/podcast', { ...sampleInput('podcast'), title });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string }>()._id;
}

const edit = async (id: string, title: string) => {
  const res = await asEditor('POST', `/api/podcastupdate/${id}`, {
    ...sampleInput('podcast'),
    title,
  });
  expect(res.statusCode, res.body).toBe(200);
};

const history = async (id: string) => {
  const res = await asEditor('GET', `/api/podcastrevisions/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Revision[]>();
};

beforeAll(async () => {
  // Three versions kept of each record, so the trimming shows.
  ({ t, adminToken, editorToken } = await createAppWithEditor({ env: { REVISIONS_KEEP: '3' } }));
});

afterAll(async () => {
  await t?.close();
});

describe('a record’s history', () => {
  it('keeps every version, newest first, with its author and time', async () => {
    const id = await create('First');
    await edit(id, 'Second');
    const versions = await history(id);
    expect(versions.map((version) => version.data.title)).toEqual(['Second', 'First']);
    expect(versions[0]).toMatchObject({
      author: EDITOR.email,
      status: 'published',
      publishAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('keeps the last REVISIONS_KEEP versions of each record', async () => {
    const id = await create('v1');
    for (const title of ['v2', 'v3', 'v4']) await edit(id, title);
    expect((await history(id)).map((version) => version.data.title)).toEqual(['v4', 'v3', 'v2']);
  });

  it('restores a version as a new one; the record and its public answer are as they were', async () => {
    const id = await create('Original');
    await edit(id, 'Mistake');
    const original = (await history(id)).find((version) => version.data.title === 'Original');
    expect(original).toBeDefined();

    const res = await asEditor('POST', `/api/podcastrestore/${id}`, { revision: original?._id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, title: 'Original' });
    expect(res.json()).not.toHaveProperty('status');
    const view = await t.app.inject({ method: 'GET', url: `/api/podcastview/${id}` });
    expect(view.json()).toMatchObject({ title: 'Original' });
    expect((await history(id)).map((version) => version.data.title)).toEqual([
      'Original',
      'Mistake',
      'Original',
    ]);
  });

  it('answers 404 for a version of another record, and for a deleted record', async () => {
    const id = await create('Kept');
    await edit(id, 'Kept 2');
    const other = await create('Other');
    const [otherVersion] = await history(other);
    const wrong = await asEditor('POST', `/api/podcastrestore/${id}`, {
      revision: otherVersion?._id,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: revisionMessages.notFound });

    const [version] = await history(id);
    expect((await asEditor('DELETE', `/api/podcastdelete/${id}`)).statusCode).toBe(200);
    const gone = await asEditor('POST', `/api/podcastrestore/${id}`, { revision: version?._id });
    expect(gone.statusCode).toBe(404);
    expect((await asEditor('GET', `/api/podcastrevisions/${id}`)).statusCode).toBe(404);
  });

  it('refuses a restore without a version (400), anonymous callers (401) and read-only tokens (403)', async () => {
    const id = await create('Guarded');
    const missing = await asEditor('POST', `/api/podcastrestore/${id}`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([
      { path: 'revision', message: revisionMessages.noRevision },
    ]);

    expect(
      (await t.app.inject({ method: 'GET', url: `/api/podcastrevisions/${id}` })).statusCode,
    ).toBe(401);
    const minted = await trpcMutate(
      t.app,
      'apiTokens.create',
      { name: 'Reader', scopes: ['content:read'] },
      authHeaders(adminToken),
    );
    const { token } = minted.json<{ result: { data: CreatedApiToken } }>().result.data;
    const reading = await t.app.inject({
      method: 'GET',
      url: `/api/podcastrevisions/${id}`,
      headers: authHeaders(token),
    });
    expect(reading.statusCode).toBe(200);
    const [version] = reading.json<Revision[]>();
    const restoring = await t.app.inject({
      method: 'POST',
      url: `/api/podcastrestore/${id}`,
      payload: { revision: version?._id },
      headers: authHeaders(token),
    });
    expect(restoring.statusCode).toBe(403);
  });
});

describe('over tRPC', () => {
  it('lists and restores as REST does; a token names itself as the author', async () => {
    const minted = await trpcMutate(
      t.app,
      'apiTokens.create',
      { name: 'Build bot', scopes: ['content:read', 'content:write'] },
      authHeaders(adminToken),
    );
    const { token } = minted.json<{ result: { data: CreatedApiToken } }>().result.data;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/podcast',
      payload: { ...sampleInput('podcast'), title: 'By the bot' },
      headers: authHeaders(token),
    });
    const id = created.json<{ _id: string }>()._id;
    await edit(id, 'By the editor');

    const listed = await trpcQuery(
      t.app,
      'content.podcast.history',
      { id },
      authHeaders(editorToken),
    );
    const versions = listed.json<{ result: { data: Revision[] } }>().result.data;
    expect(versions.map((version) => version.author)).toEqual([
      EDITOR.email,
      'API token “Build bot”',
    ]);

    const restored = await trpcMutate(
      t.app,
      'content.podcast.restore',
      { id, revision: versions[1]?._id },
      authHeaders(editorToken),
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().result.data).toMatchObject({ title: 'By the bot', status: 'published' });

    const anonymous = await trpcQuery(t.app, 'content.podcast.history', { id });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<TrpcError>().error.data.code).toBe('UNAUTHORIZED');
  });
});
