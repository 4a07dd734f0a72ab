import { type CreatedApiToken, orderMessages } from '@studio/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, createAppWithEditor, errorBody, type TestApp } from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { type TrpcError, trpcMutate, trpcQuery } from '../test-support/trpc';

let t: TestApp;
let adminToken: string;
let editorToken: string;
/** The podcasts of the current test, in creation order. */
let created: string[];

const displayed = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/podcastdisplay' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ _id: string }[]>().map((record) => record._id);
};

const reorder = (payload: unknown, token = editorToken) =>
  t.app.inject({
    method: 'POST',
    url: '/api/podcastreorder',
    payload: JSON.stringify(payload),
    headers: { ...authHeaders(token), 'content-type': 'application/json' },
  });

async function addPodcast(variant: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/podcast',
    payload: sampleInput('podcast', variant),
    headers: authHeaders(editorToken),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string }>()._id;
}

beforeAll(async () => {
  ({ t, adminToken, editorToken } = await createAppWithEditor());
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  for (const id of await displayed()) {
    await t.app.inject({
      method: 'DELETE',
      url: `/api/podcastdelete/${id}`,
      headers: authHeaders(editorToken),
    });
  }
  created = [];
  for (let i = 1; i <= 5; i++) created.push(await addPodcast(i));
});

describe('POST /api/<stem>reorder', () => {
  it('sets the whole order: the public list, its ETag and new records follow', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/podcastdisplay' });
    const order = [...created].reverse();

    const res = await reorder({ ids: order });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: orderMessages.saved });

    expect(await displayed()).toEqual(order);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/podcastdisplay',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // A page follows the order too, and a new record goes last.
    const page = await t.app.inject({ method: 'GET', url: '/api/podcastdisplay?limit=2&offset=1' });
    expect(page.json<{ _id: string }[]>().map((record) => record._id)).toEqual(order.slice(1, 3));
    const added = await addPodcast(6);
    expect(await displayed()).toEqual([...order, added]);
  });

  it('moves a run of neighbours (a page) within the places it holds', async () => {
    const [a, b, c, d, e] = created;
    expect((await reorder({ ids: [d, b, c] })).statusCode).toBe(200);
    expect(await displayed()).toEqual([a, d, b, c, e]);
    // Moving one down past its neighbour, as the admin's Move down button does.
    expect((await reorder({ ids: [e, c] })).statusCode).toBe(200);
    expect(await displayed()).toEqual([a, d, b, e, c]);
  });

  it.each([
    ['no ids field', () => ({}), 'ids', orderMessages.noIds],
    ['no ids', () => ({ ids: [] }), 'ids', orderMessages.noIds],
    ['ids that are not a list', () => ({ ids: 'a,b' }), 'ids', orderMessages.noIds],
    [
      'an id twice',
      () => ({ ids: [created[0], created[1], created[0]] }),
      'ids.2',
      orderMessages.twice,
    ],
  ])('refuses %s with 400 and the issue', async (_, body, path, message) => {
    const res = await reorder(body());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect(await displayed()).toEqual(created);
  });

  it('refuses an id of another type or of no record, and a stale list: nothing moves', async () => {
    const music = await t.app.inject({
      method: 'POST',
      url: '/api/music',
      payload: sampleInput('music'),
      headers: authHeaders(editorToken),
    });
    const foreign = music.json<{ _id: string }>()._id;
    const [a, b, c] = created;

    const unknown = await reorder({ ids: [b, foreign, a, 'no-such-id'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: `ids.1: ${orderMessages.unknown}`,
      issues: [
        { path: 'ids.1', message: orderMessages.unknown },
        { path: 'ids.3', message: orderMessages.unknown },
      ],
    });
    // a and c are no longer neighbours once b is between them: the page was read before.
    const stale = await reorder({ ids: [c, a] });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({
      message: `ids: ${orderMessages.stale}`,
      issues: [{ path: 'ids', message: orderMessages.stale }],
    });
    expect(await displayed()).toEqual(created);
  });

  it('refuses anonymous callers (401) and tokens without content:write (403)', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/podcastreorder',
      payload: { ids: created },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(errorBody('Sign in to continue.'));

    const minted = await trpcMutate(
      t.app,
      'apiTokens.create',
      { name: 'reader', scopes: ['content:read'] },
      authHeaders(adminToken),
    );
    const { token } = minted.json<{ result: { data: CreatedApiToken } }>().result.data;
    const forbidden = await reorder({ ids: [...created].reverse() }, token);
    expect(forbidden.statusCode).toBe(403);
    expect(await displayed()).toEqual(created);
  });
});

describe('content.<type>.reorder over tRPC', () => {
  it('sets the order as REST does, and the admin list browses in it', async () => {
    const [a, b, c, d, e] = created;
    const res = await trpcMutate(
      t.app,
      'content.podcast.reorder',
      { ids: [b, a] },
      authHeaders(editorToken),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.data).toEqual({ message: orderMessages.saved });
    expect(await displayed()).toEqual([b, a, c, d, e]);

    const browse = await trpcQuery(
      t.app,
      'content.podcast.browse',
      { limit: 3 },
      authHeaders(editorToken),
    );
    expect(browse.json().result.data.items.map((item: { _id: string }) => item._id)).toEqual([
      b,
      a,
      c,
    ]);
    const newest = await trpcQuery(
      t.app,
      'content.podcast.browse',
      { limit: 2, sort: 'newest' },
      authHeaders(editorToken),
    );
    expect(newest.json().result.data.items.map((item: { _id: string }) => item._id)).toEqual([
      e,
      d,
    ]);
  });

  it('refuses bad ids with 400 and its issues, and anonymous callers with 401', async () => {
    const bad = await trpcMutate(
      t.app,
      'content.podcast.reorder',
      { ids: ['no-such-id'] },
      authHeaders(editorToken),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<TrpcError>().error.data.issues).toEqual([
      { path: 'ids.0', message: orderMessages.unknown },
    ]);
    const anonymous = await trpcMutate(t.app, 'content.podcast.reorder', { ids: created });
    expect(anonymous.statusCode).toBe(401);
    expect(await displayed()).toEqual(created);
  });
});
