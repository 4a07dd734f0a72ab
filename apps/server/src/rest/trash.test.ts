import {
  type AuditEntry,
  type CreatedApiToken,
  type CreatedWebhook,
  type MediaRecord,
  mediaMessages,
  messages,
  type Revision,
  TRASH_DAYS,
  type TrashEntry,
  type TrashRestored,
  trashMessages,
  type WebhookDelivery,
} from '@studio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createAppWithEditor, EDITOR, type TestApp } from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { withDatabase } from '../test-support/database';
import { jpeg, mediaForm } from '../test-support/media';
import { type TrpcError, trpcMutate, trpcQuery } from '../test-support/trpc';

const DAY_MS = 86_400_000;

let t: TestApp;
let adminToken: string;
let editorToken: string;
/** The app's clock: the last tests move it past the trash's days. */
let clock = Date.now();

const asEditor = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: authHeaders(editorToken), ...(payload ? { payload } : {}) });

async function create(title: string, extra: object = {}): Promise<string> {
  const res = await asEditor('POST', '/api/podcast', {
    ...sampleInput('podcast'),
    title,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string }>()._id;
}

async function remove(id: string, type = 'podcast') {
  const res = await asEditor('DELETE', `/api/${type}delete/${id}`);
  expect(res.statusCode, res.body).toBe(200);
}

async function trash(): Promise<TrashEntry[]> {
  const res = await asEditor('GET', '/api/trashdisplay');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TrashEntry[]>();
}

const restore = (id: string, type = 'podcast', token = editorToken) =>
  t.app.inject({
    method: 'POST',
    url: `/api/trashrestore/${type}/${id}`,
    headers: authHeaders(token),
  });

/** A library image with alt text, as a record may use it. */
async function uploadImage(name: string, side: number): Promise<MediaRecord> {
  const form = mediaForm(
    { filename: `${name}.jpg`, content: await jpeg(side, side) },
    { alt: name },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/media',
    payload: form.payload,
    headers: { ...form.headers, ...authHeaders(editorToken) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<MediaRecord>();
}

const deleteMedia = (item: MediaRecord) => asEditor('DELETE', `/api/mediadelete/${item._id}`);

async function history(id: string): Promise<Revision[]> {
  const res = await asEditor('GET', `/api/podcastrevisions/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Revision[]>();
}

const publicTitles = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/podcastdisplay' });
  return res.json<{ title: string }[]>().map((record) => record.title);
};

async function mintToken(name: string, scopes: string[]) {
  const minted = await trpcMutate(
    t.app,
    'apiTokens.create',
    { name, scopes },
    authHeaders(adminToken),
  );
  expect(minted.statusCode, minted.body).toBe(200);
  return minted.json<{ result: { data: CreatedApiToken } }>().result.data.token;
}

beforeAll(async () => {
  ({ t, adminToken, editorToken } = await createAppWithEditor({
    now: () => clock,
    // Deliveries are only queued here: the address is never reached.
    env: { WEBHOOK_ALLOW_PRIVATE: 'true' },
  }));
});

afterAll(async () => {
  await t?.close();
});

describe('the trash', () => {
  it('lists deleted records of every type, newest first, with who deleted them and until when', async () => {
    const podcast = await create('Trashed podcast');
    await remove(podcast);
    clock += 1000;
    const created = await asEditor('POST', '/api/music', { ...sampleInput('music'), alt: 'Tune' });
    const music = created.json<{ _id: string }>()._id;
    await remove(music, 'music');

    const res = await asEditor('GET', '/api/trashdisplay?limit=1');
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.headers.link).toBe('</api/trashdisplay?limit=1&offset=1>; rel="next"');
    const listed = await trash();
    expect(listed.slice(0, 2)).toEqual([
      {
        _id: music,
        type: 'music',
        title: 'Tune',
        deletedAt: new Date(clock).toISOString(),
        deletedBy: EDITOR.email,
        purgeAt: new Date(clock + TRASH_DAYS * DAY_MS).toISOString(),
        version: 1,
      },
      expect.objectContaining({ _id: podcast, type: 'podcast', title: 'Trashed podcast' }),
    ]);
  });

  it('restores a record under its id, with its fields, publishing, creation time and history', async () => {
    const id = await create('Kept for later');
    const edited = await asEditor('POST', `/api/podcastupdate/${id}`, {
      ...sampleInput('podcast'),
      title: 'Kept for later, edited',
    });
    expect(edited.statusCode).toBe(200);
    const before = (await asEditor('GET', `/api/podcastview/${id}`)).json();
    await remove(id);
    expect(await publicTitles()).not.toContain('Kept for later, edited');
    expect((await asEditor('GET', `/api/podcastview/${id}`)).statusCode).toBe(404);
    const other = await create('Created while it was away');

    const res = await restore(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TrashRestored>()).toEqual({
      message: trashMessages.restored,
      type: 'podcast',
      _id: id,
    });
    const view = await t.app.inject({ method: 'GET', url: `/api/podcastview/${id}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({ ...before, updatedAt: expect.any(String) });
    // Back on the public list (the cached answer is not served again), last in the order.
    const titles = await publicTitles();
    expect(titles.at(-1)).toBe('Kept for later, edited');
    expect(titles).toContain('Created while it was away');
    expect(other).not.toBe(id);

    const versions = await history(id);
    expect(versions.map((version) => [version.data.title, version.note])).toEqual([
      ['Kept for later, edited', 'restoredFromTrash'],
      ['Kept for later, edited', null],
      ['Kept for later', null],
    ]);
    expect(versions[0]?.author).toBe(EDITOR.email);
    expect((await trash()).map((entry) => entry._id)).not.toContain(id);

    const log = await t.app.inject({
      method: 'GET',
      url: `/api/auditdisplay?action=restored`,
      headers: authHeaders(adminToken),
    });
    expect(log.json<AuditEntry[]>()).toContainEqual(
      expect.objectContaining({
        recordId: id,
        actor: EDITOR.email,
        title: 'Kept for later, edited',
      }),
    );
  });

  it('keeps a draft a draft, and tells webhooks as a create does', async () => {
    const hook = await trpcMutate(
      t.app,
      'webhooks.create',
      { url: 'http://127.0.0.1:9/hook', events: ['podcast.*'] },
      authHeaders(adminToken),
    );
    expect(hook.statusCode, hook.body).toBe(200);
    const { webhook } = hook.json<{ result: { data: CreatedWebhook } }>().result.data;
    const draft = await create('Unfinished', { status: 'draft' });
    const published = await create('Finished');
    await remove(draft);
    await remove(published);
    expect((await restore(draft)).statusCode).toBe(200);
    expect((await restore(published)).statusCode).toBe(200);

    const preview = await asEditor('GET', `/api/podcastview/${draft}?status=all`);
    expect(preview.json()).toMatchObject({ title: 'Unfinished', status: 'draft' });
    expect(await publicTitles()).not.toContain('Unfinished');
    expect(await publicTitles()).toContain('Finished');

    const deliveries = await trpcQuery(
      t.app,
      'webhooks.deliveries',
      { id: webhook._id },
      authHeaders(adminToken),
    );
    expect(deliveries.statusCode, deliveries.body).toBe(200);
    const events = deliveries
      .json<{ result: { data: WebhookDelivery[] } }>()
      .result.data.map((delivery) => delivery.event);
    // Newest first: the published record's restore (created, then published), then the draft's.
    expect(events.slice(0, 3)).toEqual(['podcast.published', 'podcast.created', 'podcast.created']);
  });

  it('answers 404 for what is not in the trash, 409 when its id is taken again', async () => {
    const id = await create('Twice');
    expect((await restore(id)).statusCode).toBe(404);
    await remove(id);
    expect((await restore(id)).statusCode).toBe(200);
    const again = await restore(id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: trashMessages.notFound });
    expect((await restore('no-such-id')).statusCode).toBe(404);

    await remove(id);
    // The id taken behind the app's back (a copied database, a tool).
    await withDatabase(t, (db) =>
      db
        .insertInto('content_podcast')
        .values({
          id,
          data: '{"title":"Squatter"}',
          createdAt: 't',
          updatedAt: 't',
          publishAt: null,
        })
        .execute(),
    );
    const taken = await restore(id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: trashMessages.idTaken });
    expect((await trash()).map((entry) => entry._id)).toContain(id);
    await withDatabase(t, (db) => db.deleteFrom('content_podcast').where('id', '=', id).execute());
  });

  it('keeps a library image a trashed record uses: its delete is refused, naming the record as trashed', async () => {
    const image = await uploadImage('Trashed poster', 72);
    const id = await create('Uses the poster', { posterUrl: image.url });
    await remove(id);

    const refused = await deleteMedia(image);
    expect(refused.statusCode).toBe(409);
    const usedBy = [{ type: 'podcast', _id: id, title: 'Uses the poster', trashed: true }];
    expect(refused.json()).toEqual({ message: mediaMessages.inUse, usedBy });
    const overTrpc = await trpcMutate(
      t.app,
      'media.delete',
      { id: image._id },
      authHeaders(editorToken),
    );
    expect(overTrpc.statusCode).toBe(409);
    expect(overTrpc.json<TrpcError>().error.data).toMatchObject({ code: 'CONFLICT', usedBy });
    // Nor may its alt text go, which the record's public page would need back.
    const cleared = await asEditor('POST', `/api/mediaupdate/${image._id}`, { alt: '' });
    expect(cleared.statusCode).toBe(400);

    // The record comes back with its poster, which it now uses as a current record.
    const restored = await restore(id);
    expect(restored.statusCode, restored.body).toBe(200);
    const view = await asEditor('GET', `/api/podcastview/${id}`);
    expect(view.json<{ posterUrl: string }>().posterUrl).toBe(image.url);
    const stillUsed = await deleteMedia(image);
    expect(stillUsed.statusCode).toBe(409);
    expect(stillUsed.json()).toEqual({
      message: mediaMessages.inUse,
      usedBy: [{ type: 'podcast', _id: id, title: 'Uses the poster' }],
    });
  });

  it('refuses an unknown type (400), anonymous callers (401) and callers without the right (403)', async () => {
    const unknown = await restore('x', 'nosuchtype');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([{ path: 'type', message: trashMessages.unknownType }]);

    const id = await create('Guarded');
    await remove(id);
    expect((await t.app.inject({ method: 'GET', url: '/api/trashdisplay' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/trashrestore/podcast/${id}` })).statusCode,
    ).toBe(401);

    const reader = await mintToken('Reader', ['content:read']);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/trashdisplay',
      headers: authHeaders(reader),
    });
    expect(read.statusCode).toBe(200);
    const refused = await restore(id, 'podcast', reader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.server.forbidden });
    const inbox = await mintToken('Inbox', ['inbox:read']);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/trashdisplay',
      headers: authHeaders(inbox),
    });
    expect(listed.statusCode).toBe(403);
  });
});

describe('over tRPC', () => {
  it('lists and restores as REST does', async () => {
    const id = await create('Over tRPC');
    await remove(id);
    const listed = await trpcQuery(t.app, 'trash.list', { limit: 5 }, authHeaders(editorToken));
    expect(listed.statusCode, listed.body).toBe(200);
    const page = listed.json<{ result: { data: { items: TrashEntry[]; total: number } } }>().result
      .data;
    expect(page.items[0]).toMatchObject({ _id: id, type: 'podcast', title: 'Over tRPC' });
    expect(page.total).toBeGreaterThanOrEqual(1);

    const restored = await trpcMutate(
      t.app,
      'trash.restore',
      { type: 'podcast', id },
      authHeaders(editorToken),
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().result.data).toEqual({
      message: trashMessages.restored,
      type: 'podcast',
      _id: id,
    });
    const again = await trpcMutate(
      t.app,
      'trash.restore',
      { type: 'podcast', id },
      authHeaders(editorToken),
    );
    expect(again.json<TrpcError>().error.data.code).toBe('NOT_FOUND');

    const anonymous = await trpcQuery(t.app, 'trash.list', {});
    expect(anonymous.statusCode).toBe(401);
    const unknown = await trpcMutate(
      t.app,
      'trash.restore',
      { type: 'nosuchtype', id },
      authHeaders(editorToken),
    );
    expect(unknown.statusCode).toBe(400);
  });
});

describe(`after ${TRASH_DAYS} days`, () => {
  it('a record can no longer be restored, and the daily purge removes it with its versions', async () => {
    const id = await create('Forgotten');
    await remove(id);
    clock += (TRASH_DAYS + 1) * DAY_MS;
    const recent = await create('Deleted later');
    await remove(recent);

    expect((await trash()).map((entry) => entry._id)).toEqual([recent]);
    const late = await restore(id);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ message: trashMessages.notFound });

    const versionsOf = (recordId: string) =>
      withDatabase(t, (db) =>
        db.selectFrom('content_revision').select('id').where('recordId', '=', recordId).execute(),
      );
    expect(await versionsOf(id)).toHaveLength(1);
    expect(await t.app.services.trash.purge()).toBeGreaterThanOrEqual(1);
    expect(await versionsOf(id)).toEqual([]);
    expect(
      await withDatabase(t, (db) =>
        db.selectFrom('content_trash').select('id').where('id', '=', id).execute(),
      ),
    ).toEqual([]);
    // What is still in the trash keeps its versions, and comes back with them.
    expect(await versionsOf(recent)).toHaveLength(1);
    expect((await restore(recent)).statusCode).toBe(200);
    expect(await history(recent)).toHaveLength(2);
  });

  it('lets a library image go once the only record that used it can no longer be restored', async () => {
    const image = await uploadImage('Forgotten poster', 80);
    const id = await create('Forgotten with a poster', { posterUrl: image.url });
    await remove(id);
    expect((await deleteMedia(image)).statusCode).toBe(409);
    clock += (TRASH_DAYS + 1) * DAY_MS;
    const deleted = await deleteMedia(image);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await restore(id)).statusCode).toBe(404);
  });
});
