import {
  type MediaRecord,
  messages,
  type Revision,
  type TrashEntry,
  versionMessages,
} from '@studio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenWith as tokenWithScopes } from '../test-support/admin-calls';
import { ADMIN, authHeaders, createAppWithEditor, EDITOR, type TestApp } from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { jpeg, mediaForm } from '../test-support/media';
import { type TrpcError, trpcMutate, trpcQuery } from '../test-support/trpc';

let t: TestApp;
let editorToken: string;
let adminToken: string;

beforeAll(async () => {
  ({ t, editorToken, adminToken } = await createAppWithEditor());
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'DELETE';

const call = (method: Method, url: string, payload?: object, headers: object = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...authHeaders(editorToken), ...headers },
    ...(payload ? { payload } : {}),
  });

const ifMatch = (etag: string | undefined) => ({ 'if-match': String(etag) });

async function create(title: string): Promise<string> {
  const res = await call('POST', '/api/podcast', { ...sampleInput('podcast'), title });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string }>()._id;
}

/** The record's view: its body and its ETag. */
async function view(id: string) {
  const res = await call('GET', `/api/podcastview/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json<{ title: string }>(), etag: String(res.headers.etag) };
}

const update = (id: string, title: string, headers: object = {}) =>
  call('POST', `/api/podcastupdate/${id}`, { ...sampleInput('podcast'), title }, headers);

const mutate = (path: string, input: unknown) =>
  trpcMutate(t.app, path, input, authHeaders(editorToken));

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * A 412's body: the words, the record as it is now and, when the activity log knows, who
 * changed it (in this file every write is the editor's unless it says otherwise).
 */
function expectStale(
  res: Awaited<ReturnType<typeof call>>,
  current: object,
  changedBy: string | null = EDITOR.email,
) {
  expect(res.statusCode, res.body).toBe(412);
  expect(res.json()).toEqual({
    message: versionMessages.stale,
    current: expect.objectContaining(current),
    ...(changedBy ? { changedBy: { actor: changedBy, at: expect.stringMatching(ISO_TIME) } } : {}),
  });
  expect(res.headers.etag).toMatch(/^W\/"\d+-/);
}

/** A new API token with these scopes. */
const tokenWith = (scopes: string[]) => tokenWithScopes(t.app, adminToken, scopes);

/** A draft the editor changed once: at version 2 (its first tag is stale). */
async function changedDraft(title: string): Promise<string> {
  const res = await call('POST', '/api/podcast', {
    ...sampleInput('podcast'),
    title,
    status: 'draft',
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ _id: string }>()._id;
  const changed = await call('POST', `/api/podcastupdate/${id}`, {
    ...sampleInput('podcast'),
    title: `${title}, changed`,
    status: 'draft',
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return id;
}

describe('record versions over REST (If-Match)', () => {
  it('tags a record with its version, raised by each write, and answers the new tag', async () => {
    const id = await create('First');
    const first = await view(id);
    expect(first.etag).toMatch(/^W\/"1-/);
    // The same version keeps its tag: If-None-Match still gets a 304.
    expect(
      (await call('GET', `/api/podcastview/${id}`, undefined, { 'if-none-match': first.etag }))
        .statusCode,
    ).toBe(304);
    const res = await update(id, 'Second', ifMatch(first.etag));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, title: 'Second' });
    expect(res.json()).not.toHaveProperty('version');
    expect(res.headers.etag).toMatch(/^W\/"2-/);
    // The write's tag is good for the next write.
    const next = await update(id, 'Third', ifMatch(res.headers.etag));
    expect(next.statusCode, next.body).toBe(200);
    expect((await view(id)).etag).toMatch(/^W\/"3-/);
    const preview = await call('GET', `/api/podcastview/${id}?status=all`);
    expect(preview.json()).toMatchObject({ title: 'Third', version: 3, status: 'published' });
  });

  it('refuses an update with a stale If-Match (412, the current record) and changes nothing', async () => {
    const id = await create('Original');
    const { etag } = await view(id);
    expect((await update(id, 'Theirs', ifMatch(etag))).statusCode).toBe(200);
    const mine = await update(id, 'Mine', ifMatch(etag));
    expectStale(mine, { _id: id, title: 'Theirs', version: 2, status: 'published' });
    expect((await view(id)).body.title).toBe('Theirs');
    // The 412's tag is the current version: with it the write goes through.
    const retried = await update(id, 'Mine', ifMatch(mine.headers.etag));
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await view(id)).body.title).toBe('Mine');
  });

  it('keeps SPEC behaviour without If-Match (last write wins), and with `*`', async () => {
    const id = await create('Spec');
    const { etag } = await view(id);
    expect((await update(id, 'One')).statusCode).toBe(200);
    expect((await update(id, 'Two', { 'if-match': '*' })).statusCode).toBe(200);
    expect((await view(id)).body.title).toBe('Two');
    expect((await update(id, 'Three', ifMatch(etag))).statusCode).toBe(412);
    // Unknown ids stay 404, with or without a condition.
    expect((await update('no-such-id', 'X', ifMatch(etag))).statusCode).toBe(404);
    const deleted = await call('DELETE', `/api/podcastdelete/${id}`);
    expect(deleted.json()).toEqual({ message: messages.deleted, _id: id });
  });

  it('refuses a tag it never gave (a list tag, garbage, none at all) as stale', async () => {
    const id = await create('Tagged');
    const list = await call('GET', '/api/podcastdisplay');
    for (const tag of [String(list.headers.etag), 'W/"x"', 'nonsense', '', ',', ' , ']) {
      expectStale(await update(id, 'Nope', { 'if-match': tag }), { title: 'Tagged' });
    }
  });

  it('refuses a stale delete and keeps the record; the current tag deletes it', async () => {
    const id = await create('Doomed');
    const { etag } = await view(id);
    await update(id, 'Changed');
    const stale = await call('DELETE', `/api/podcastdelete/${id}`, undefined, ifMatch(etag));
    expectStale(stale, { _id: id, title: 'Changed' });
    expect((await view(id)).body.title).toBe('Changed');
    const fresh = await call(
      'DELETE',
      `/api/podcastdelete/${id}`,
      undefined,
      ifMatch((await view(id)).etag),
    );
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('refuses a stale restore of a version', async () => {
    const id = await create('Version one');
    const { etag } = await view(id);
    await update(id, 'Version two');
    const history = (await call('GET', `/api/podcastrevisions/${id}`)).json<Revision[]>();
    const oldest = history.at(-1)?._id;
    const stale = await call(
      'POST',
      `/api/podcastrestore/${id}`,
      { revision: oldest },
      ifMatch(etag),
    );
    expectStale(stale, { title: 'Version two' });
    expect((await call('GET', `/api/podcastrevisions/${id}`)).json()).toHaveLength(history.length);
    const restored = await call(
      'POST',
      `/api/podcastrestore/${id}`,
      { revision: oldest },
      ifMatch((await view(id)).etag),
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.headers.etag).toMatch(/^W\/"3-/);
    expect((await view(id)).body.title).toBe('Version one');
  });

  it('refuses a stale trash restore; back, a record has the next version', async () => {
    const id = await create('Binned');
    await call('DELETE', `/api/podcastdelete/${id}`);
    const entry = (await call('GET', '/api/trashdisplay'))
      .json<TrashEntry[]>()
      .find((e) => e._id === id);
    expect(entry?.version).toBe(1);
    const stale = await call('POST', `/api/trashrestore/podcast/${id}`, undefined, {
      'if-match': 'W/"7-x"',
    });
    expectStale(stale, { _id: id, type: 'podcast', version: 1 });
    const back = await call('POST', `/api/trashrestore/podcast/${id}`, undefined, {
      'if-match': stale.headers.etag,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await view(id)).etag).toMatch(/^W\/"2-/);
  });

  it('versions the site settings: 0 until saved, a stale save refused', async () => {
    const first = await call('GET', '/api/siteview');
    expect(first.headers.etag).toMatch(/^W\/"0-/);
    const settings = first.json<Record<string, unknown>>();
    const { updatedAt: _u, version: _v, ...fields } = settings;
    const save = (tagline: string, headers: object) =>
      call('POST', '/api/siteupdate', { ...fields, tagline }, headers);
    const saved = await save('Ours', ifMatch(first.headers.etag));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ tagline: 'Ours', version: 1 });
    expectStale(await save('Stale', ifMatch(first.headers.etag)), { tagline: 'Ours', version: 1 });
    const again = await save('Again', ifMatch(saved.headers.etag));
    expect(again.json()).toMatchObject({ tagline: 'Again', version: 2 });
    // A version it never had (the row exists at 2): refused, not created.
    expectStale(await save('Future', { 'if-match': 'W/"9-x"' }), { tagline: 'Again' });
    expect((await save('Spec', {})).json()).toMatchObject({ tagline: 'Spec', version: 3 });
  });

  it('versions media items: a stale change or delete is refused', async () => {
    const form = mediaForm({ filename: 'v.jpg', content: await jpeg(40, 40) }, { alt: 'A' });
    const uploaded = await call('POST', '/api/media', form.payload, form.headers);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const item = uploaded.json<MediaRecord>();
    expect(item.version).toBe(1);
    const seen = await call('GET', `/api/mediaview/${item._id}`);
    expect(seen.headers.etag).toMatch(/^W\/"1-/);
    const changed = await call(
      'POST',
      `/api/mediaupdate/${item._id}`,
      { alt: 'B' },
      ifMatch(seen.headers.etag),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expectStale(
      await call('POST', `/api/mediaupdate/${item._id}`, { alt: 'C' }, ifMatch(seen.headers.etag)),
      { alt: 'B', version: 2 },
    );
    expectStale(
      await call('DELETE', `/api/mediadelete/${item._id}`, undefined, ifMatch(seen.headers.etag)),
      { _id: item._id },
    );
    const gone = await call(
      'DELETE',
      `/api/mediadelete/${item._id}`,
      undefined,
      ifMatch(changed.headers.etag),
    );
    expect(gone.statusCode, gone.body).toBe(200);
  });

  it('tells a stale write who changed the record since, and when', async () => {
    const id = await create('Shared');
    const { etag } = await view(id);
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/podcastupdate/${id}`,
      headers: authHeaders(adminToken),
      payload: { ...sampleInput('podcast'), title: 'The admin’s' },
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const mine = await update(id, 'Mine', ifMatch(etag));
    expectStale(mine, { title: 'The admin’s' }, ADMIN.email);
    const { current, changedBy } = mine.json<{
      current: { updatedAt: string };
      changedBy: { at: string };
    }>();
    // The log's time of that write: not before the record's own.
    expect(changedBy.at >= current.updatedAt).toBe(true);

    // The site settings and media items name their last writer too.
    const settings = await call('GET', '/api/siteview');
    const { updatedAt: _u, version: _v, ...fields } = settings.json<Record<string, unknown>>();
    const adminSave = await t.app.inject({
      method: 'POST',
      url: '/api/siteupdate',
      headers: authHeaders(adminToken),
      payload: { ...fields, tagline: 'Admin tagline' },
    });
    expect(adminSave.statusCode, adminSave.body).toBe(200);
    expectStale(
      await call('POST', '/api/siteupdate', fields, ifMatch(settings.headers.etag)),
      { tagline: 'Admin tagline' },
      ADMIN.email,
    );
  });

  it('lets exactly one of many simultaneous writes with the same If-Match through', async () => {
    const id = await create('Race');
    const { etag } = await view(id);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => update(id, `Writer ${i}`, ifMatch(etag))),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(11).fill(412)]);
    const winner = answers.find((res) => res.statusCode === 200)?.json<{ title: string }>();
    expect((await view(id)).body.title).toBe(winner?.title);
    // One version written: the created one and the winner's.
    expect((await call('GET', `/api/podcastrevisions/${id}`)).json()).toHaveLength(2);
  });
});

describe('a stale write by a token without content:read', () => {
  const STALE_TAG = { 'if-match': 'W/"1-x"' };

  it('answers 412 with the words alone, the current version in the ETag (update, delete)', async () => {
    const id = await changedDraft('Private draft');
    const writer = authHeaders(await tokenWith(['content:write']));
    const input = { ...sampleInput('podcast'), title: 'Token’s', status: 'draft' };
    const updated = await call('POST', `/api/podcastupdate/${id}`, input, {
      ...writer,
      ...STALE_TAG,
    });
    expect(updated.statusCode, updated.body).toBe(412);
    expect(updated.json()).toEqual({ message: versionMessages.stale });
    expect(updated.headers.etag).toMatch(/^W\/"2-/);
    const deleted = await call('DELETE', `/api/podcastdelete/${id}`, undefined, {
      ...writer,
      ...STALE_TAG,
    });
    expect(deleted.statusCode, deleted.body).toBe(412);
    expect(deleted.json()).toEqual({ message: versionMessages.stale });
    expect(deleted.headers.etag).toBe(updated.headers.etag);
    // The tag is the next If-Match: with it the write goes through.
    const retried = await call('POST', `/api/podcastupdate/${id}`, input, {
      ...writer,
      'if-match': String(updated.headers.etag),
    });
    expect(retried.statusCode, retried.body).toBe(200);
  });

  it('answers a stale trash restore or media change with the version alone too', async () => {
    const writer = authHeaders(await tokenWith(['content:write']));
    const id = await changedDraft('Binned draft');
    expect((await call('DELETE', `/api/podcastdelete/${id}`)).statusCode).toBe(200);
    const restore = await call('POST', `/api/trashrestore/podcast/${id}`, undefined, {
      ...writer,
      'if-match': 'W/"7-x"',
    });
    expect(restore.statusCode, restore.body).toBe(412);
    expect(restore.json()).toEqual({ message: versionMessages.stale });
    expect(restore.headers.etag).toMatch(/^W\/"2-/);

    const form = mediaForm({ filename: 'w.jpg', content: await jpeg(40, 40) }, { alt: 'Kept' });
    const uploaded = await call('POST', '/api/media', form.payload, form.headers);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const item = uploaded.json<MediaRecord>();
    expect(
      (await call('POST', `/api/mediaupdate/${item._id}`, { alt: 'Private words' })).statusCode,
    ).toBe(200);
    for (const stale of [
      await call('POST', `/api/mediaupdate/${item._id}`, { alt: 'X' }, { ...writer, ...STALE_TAG }),
      await call('DELETE', `/api/mediadelete/${item._id}`, undefined, { ...writer, ...STALE_TAG }),
    ]) {
      expect(stale.statusCode, stale.body).toBe(412);
      expect(stale.json()).toEqual({ message: versionMessages.stale });
      expect(stale.headers.etag).toMatch(/^W\/"2-/);
    }
  });

  it('answers a stale site-settings save with the version alone too', async () => {
    const current = await call('GET', '/api/siteview');
    const { updatedAt: _u, version: _v, ...fields } = current.json<Record<string, unknown>>();
    const saved = await call(
      'POST',
      '/api/siteupdate',
      { ...fields, tagline: 'By the admin' },
      {
        'if-match': String(current.headers.etag),
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const writer = authHeaders(await tokenWith(['content:write']));
    const res = await call(
      'POST',
      '/api/siteupdate',
      { ...fields, tagline: 'Token’s' },
      {
        ...writer,
        'if-match': String(current.headers.etag),
      },
    );
    expect(res.statusCode, res.body).toBe(412);
    expect(res.json()).toEqual({ message: versionMessages.stale });
    const version = saved.json<{ version: number }>().version;
    expect(res.headers.etag).toMatch(new RegExp(`^W/"${version}-`));
  });

  it('answers the record and who changed it to a token with content:read', async () => {
    const id = await changedDraft('Shared draft');
    const both = authHeaders(await tokenWith(['content:read', 'content:write']));
    const res = await call('DELETE', `/api/podcastdelete/${id}`, undefined, {
      ...both,
      ...STALE_TAG,
    });
    expectStale(res, { _id: id, title: 'Shared draft, changed', status: 'draft' });
  });

  it('answers tRPC CONFLICT with the version alone', async () => {
    const id = await changedDraft('Draft over tRPC');
    const writer = authHeaders(await tokenWith(['content:write']));
    const data = { ...sampleInput('podcast'), title: 'Token’s', status: 'draft' };
    for (const [path, input] of [
      ['content.podcast.update', { id, data, version: 1 }],
      ['content.podcast.delete', { id, version: 1 }],
    ] as const) {
      const res = await trpcMutate(t.app, path, input, writer);
      expect(res.statusCode, res.body).toBe(409);
      const { error } = res.json<TrpcError>();
      expect(error.message).toBe(versionMessages.stale);
      expect(error.data).toMatchObject({ code: 'CONFLICT', version: 2 });
      expect(error.data).not.toHaveProperty('current');
      expect(error.data).not.toHaveProperty('changedBy');
    }
  });
});

describe('record versions over tRPC', () => {
  const errorOf = (res: Awaited<ReturnType<typeof mutate>>) => res.json<TrpcError>().error;

  it('reads the version with the record and refuses a stale one with CONFLICT and the record', async () => {
    const id = await create('Over tRPC');
    const read = await trpcQuery(
      t.app,
      'content.podcast.get',
      { id, preview: true },
      authHeaders(editorToken),
    );
    const { version } = read.json<{ result: { data: { version: number } } }>().result.data;
    expect(version).toBe(1);
    const data = { ...sampleInput('podcast'), title: 'Saved' };
    const saved = await mutate('content.podcast.update', { id, data, version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result.data).toMatchObject({ title: 'Saved', version: 2 });
    const stale = await mutate('content.podcast.update', {
      id,
      data: { ...data, title: 'Lost' },
      version,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toBe(versionMessages.stale);
    expect(errorOf(stale).data).toMatchObject({
      code: 'CONFLICT',
      current: { _id: id, title: 'Saved', version: 2 },
      changedBy: { actor: EDITOR.email, at: expect.stringMatching(ISO_TIME) },
    });
    // Without a version: as before, the write happens.
    expect((await mutate('content.podcast.update', { id, data })).statusCode).toBe(200);
  });

  it('refuses a version that is no version (text, negative, a fraction) with 400, changing nothing', async () => {
    const id = await create('Kept as is');
    const data = { ...sampleInput('podcast'), title: 'Never written' };
    for (const version of ['1', -1, 1.5]) {
      const res = await mutate('content.podcast.update', { id, data, version });
      expect(res.statusCode, JSON.stringify(version)).toBe(400);
      expect(errorOf(res).data.issues?.map(({ path }) => path)).toEqual(['version']);
    }
    expect((await view(id)).body.title).toBe('Kept as is');
  });

  it('refuses stale deletes, restores, trash restores, settings and media changes', async () => {
    const id = await create('Many paths');
    await mutate('content.podcast.update', { id, data: sampleInput('podcast') });
    const history = (await call('GET', `/api/podcastrevisions/${id}`)).json<Revision[]>();
    const conflicts = [
      await mutate('content.podcast.delete', { id, version: 1 }),
      await mutate('content.podcast.restore', { id, revision: history.at(-1)?._id, version: 1 }),
      await mutate('singleton.site.update', {
        ...(await call('GET', '/api/siteview')).json<Record<string, unknown>>(),
        version: 999,
      }),
    ];
    for (const res of conflicts) {
      expect(res.statusCode, res.body).toBe(409);
      expect(errorOf(res).data.current).toBeDefined();
    }
    expect((await mutate('content.podcast.delete', { id, version: 2 })).statusCode).toBe(200);
    const binned = await mutate('trash.restore', { type: 'podcast', id, version: 1 });
    expect(binned.statusCode).toBe(409);
    expect(errorOf(binned).data.current).toMatchObject({ _id: id, version: 2 });
    expect((await mutate('trash.restore', { type: 'podcast', id, version: 2 })).statusCode).toBe(
      200,
    );

    const form = mediaForm({ filename: 'w.jpg', content: await jpeg(44, 44) }, { alt: 'A' });
    const item = (await call('POST', '/api/media', form.payload, form.headers)).json<MediaRecord>();
    expect((await mutate('media.update', { id: item._id, alt: 'B', version: 1 })).statusCode).toBe(
      200,
    );
    const media = await mutate('media.update', { id: item._id, alt: 'C', version: 1 });
    expect(errorOf(media).data.current).toMatchObject({ alt: 'B', version: 2 });
    expect((await mutate('media.delete', { id: item._id, version: 1 })).statusCode).toBe(409);
    expect((await mutate('media.delete', { id: item._id, version: 2 })).statusCode).toBe(200);
  });
});
