import { type MediaRecord, type MediaRender, mediaMessages, messages } from '@studio/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activityOf } from '../test-support/admin-calls';
import { authHeaders, createAppWithEditor, errorBody, type TestApp } from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { mediaForm } from '../test-support/media';
import { storedKeys } from '../test-support/storage';
import { type TrpcError, trpcMutate, trpcQuery } from '../test-support/trpc';

// Real images through sharp: seconds, not milliseconds.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let t: TestApp;
let adminToken: string;
let editor: Record<string, string>;
let item: MediaRecord;
let podcastId: string;

/** A 1200 x 300 PNG whose left half is red and right half blue. */
const halves = () =>
  sharp({ create: { width: 1200, height: 300, channels: 3, background: '#ff0000' } })
    .composite([
      {
        input: {
          create: { width: 600, height: 300, channels: 3, background: '#0000ff' },
        },
        left: 600,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

const update = (body: object, headers = editor, id = item._id) =>
  t.app.inject({ method: 'POST', url: `/api/mediaupdate/${id}`, payload: body, headers });

const view = (headers: Record<string, string> = editor) =>
  t.app.inject({ method: 'GET', url: `/api/mediaview/${item._id}`, headers });

const podcastView = () => t.app.inject({ method: 'GET', url: `/api/podcastview/${podcastId}` });

/** A served crop's pixels: red and blue means of its left and right columns. */
async function colours(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
  const column = (x: number) => {
    let red = 0;
    let blue = 0;
    for (let y = 0; y < info.height; y++) {
      const at = (y * info.width + x) * info.channels;
      red += data[at] ?? 0;
      blue += data[at + 2] ?? 0;
    }
    return { red: red / info.height, blue: blue / info.height };
  };
  return { left: column(1), right: column(info.width - 2), width: info.width, height: info.height };
}

const widestJpegCrop = (record: { crops: MediaRender['crops'] }) =>
  record.crops.filter((crop) => crop.format === 'jpeg').at(-1)?.url ?? '';

const RED = {
  red: expect.toSatisfy((v: number) => v > 200),
  blue: expect.toSatisfy((v: number) => v < 50),
};
const BLUE = {
  red: expect.toSatisfy((v: number) => v < 50),
  blue: expect.toSatisfy((v: number) => v > 200),
};

beforeAll(async () => {
  const setup = await createAppWithEditor();
  t = setup.t;
  adminToken = setup.adminToken;
  editor = authHeaders(setup.editorToken);
  const form = mediaForm({ filename: 'halves.png', content: await halves() }, { alt: 'Halves' });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/media',
    payload: form.payload,
    headers: { ...form.headers, ...editor },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  item = uploaded.json<MediaRecord>();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/podcast',
    payload: { ...sampleInput('podcast'), title: 'Focal podcast', posterUrl: item.url },
    headers: editor,
  });
  expect(created.statusCode, created.body).toBe(201);
  podcastId = created.json<{ _id: string }>()._id;
});
afterAll(() => t.close());

describe('a new image', () => {
  it('has no focal point (its centre) and 4:3 crops cut from its middle, in every format', async () => {
    expect(item.focalPoint).toBeNull();
    expect(item.crops.map(({ width, format }) => `${format} ${width}`).sort()).toEqual([
      'avif 320',
      'avif 400',
      'jpeg 320',
      'jpeg 400',
      'webp 320',
      'webp 400',
    ]);
    const crop = await colours(widestJpegCrop(item));
    expect(crop).toMatchObject({ width: 400, height: 300 });
    expect(crop.left).toEqual(RED);
    expect(crop.right).toEqual(BLUE);
  });
});

describe('POST /api/mediaupdate/:id with a focal point', () => {
  it('refuses x or y outside 0..1, missing or not numbers (400, with the field)', async () => {
    const bad: [unknown, string][] = [
      [{ x: 1.5, y: 0.5 }, 'focalPoint.x'],
      [{ x: 0.5, y: -0.1 }, 'focalPoint.y'],
      [{ x: 0.5 }, 'focalPoint.y'],
      [{ x: '0.5', y: 0.5 }, 'focalPoint.x'],
      [{ x: null, y: 0.5 }, 'focalPoint.x'],
      ['centre', 'focalPoint'],
      [[0.5, 0.5], 'focalPoint'],
    ];
    for (const [focalPoint, path] of bad) {
      const res = await update({ focalPoint });
      expect(res.statusCode, JSON.stringify(focalPoint)).toBe(400);
      const body = res.json<{ message: string; issues: { path: string; message: string }[] }>();
      expect(body.issues.map((issue) => issue.path)).toEqual([path]);
      expect(body.message).toContain(path);
      const message = path === 'focalPoint' ? mediaMessages.focalPoint : mediaMessages.focalRange;
      expect(body.issues[0]?.message).toBe(message);

      const trpc = await trpcMutate(t.app, 'media.update', { id: item._id, focalPoint }, editor);
      expect(trpc.statusCode, trpc.body).toBe(400);
      expect(trpc.json<TrpcError>().error.data.issues?.map((issue) => issue.path)).toEqual([path]);
    }
    expect((await view()).json<MediaRecord>()).toEqual(item);
  });

  it('refuses a caller without a session (401) and a token that may only read (403)', async () => {
    const focalPoint = { x: 0.9, y: 0.1 };
    expect((await update({ focalPoint }, {})).json()).toEqual(
      errorBody(messages.server.unauthorized),
    );
    expect((await update({ focalPoint }, {})).statusCode).toBe(401);
    const reader = await trpcMutate(
      t.app,
      'apiTokens.create',
      { name: 'focal reader', scopes: ['content:read'] },
      authHeaders(adminToken),
    );
    const { token } = reader.json<{ result: { data: { token: string } } }>().result.data;
    const refused = await update({ focalPoint }, authHeaders(token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorBody(messages.server.forbidden));
    const overTrpc = await trpcMutate(
      t.app,
      'media.update',
      { id: item._id, focalPoint },
      authHeaders(token),
    );
    expect(overTrpc.statusCode).toBe(403);
    expect((await view()).json<MediaRecord>().focalPoint).toBeNull();
  });

  it('keeps the point, re-cuts the crops around it, and gives the item and the pages that show it new ETags', async () => {
    const before = await view();
    const pageBefore = await podcastView();
    expect(
      pageBefore.json<{ _media: { posterUrl: MediaRender } }>()._media.posterUrl,
    ).toMatchObject({ focalPoint: null, crops: item.crops });

    const res = await update({ focalPoint: { x: 0.95, y: 0.5 } });
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json<MediaRecord>();
    expect(moved.focalPoint).toEqual({ x: 0.95, y: 0.5 });
    expect(moved.version).toBe(item.version + 1);
    // Far right: the cut is the right-hand 400 pixels, all blue; the centre's files are gone.
    const crop = await colours(widestJpegCrop(moved));
    expect(crop.left).toEqual(BLUE);
    expect(crop.right).toEqual(BLUE);
    expect(moved.crops.map((c) => c.url)).not.toContain(widestJpegCrop(item));
    const hash = item.url.split('/')[3];
    const keys = await storedKeys(t.config, `media/${hash}/`);
    expect(keys.filter((key) => key.includes('/crop')).sort()).toEqual(
      moved.crops.map((c) => c.url.replace(/^\/files\//, '')).sort(),
    );
    expect((await t.app.inject({ method: 'GET', url: widestJpegCrop(item) })).statusCode).toBe(404);

    const after = await view();
    expect(after.json<MediaRecord>()).toEqual(moved);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const stale = await view({ ...editor, 'if-none-match': String(before.headers.etag) });
    expect(stale.statusCode).toBe(200);

    const pageAfter = await podcastView();
    expect(pageAfter.headers.etag).not.toBe(pageBefore.headers.etag);
    expect(pageAfter.json<{ _media: { posterUrl: MediaRender } }>()._media.posterUrl).toMatchObject(
      { focalPoint: { x: 0.95, y: 0.5 }, crops: moved.crops },
    );
    const list = await t.app.inject({ method: 'GET', url: '/api/podcastdisplay' });
    const shown = list
      .json<{ _id: string; _media?: { posterUrl?: MediaRender } }[]>()
      .find((record) => record._id === podcastId);
    expect(shown?._media?.posterUrl?.focalPoint).toEqual({ x: 0.95, y: 0.5 });

    const [entry] = await activityOf(t.app, adminToken, 'updated');
    expect(entry).toMatchObject({ type: 'media', recordId: item._id, fields: ['focalPoint'] });
  });

  it('takes a point over tRPC too, version-checked, and null puts the crops back in the middle', async () => {
    const current = (await view()).json<MediaRecord>();
    const folder = `media/${item.url.split('/')[3]}/`;
    const files = await storedKeys(t.config, folder);
    const stale = await trpcMutate(
      t.app,
      'media.update',
      { id: item._id, focalPoint: { x: 0, y: 0 }, version: current.version - 1 },
      editor,
    );
    expect(stale.statusCode).toBe(409);
    expect((await view()).json<MediaRecord>()).toEqual(current);
    // Refused before any image work: no crop was cut or left behind.
    expect(await storedKeys(t.config, folder)).toEqual(files);

    const left = await trpcMutate(
      t.app,
      'media.update',
      { id: item._id, focalPoint: { x: 0.02, y: 1 }, version: current.version },
      editor,
    );
    expect(left.statusCode, left.body).toBe(200);
    const moved = left.json<{ result: { data: MediaRecord } }>().result.data;
    expect(moved.focalPoint).toEqual({ x: 0.02, y: 1 });
    const got = await trpcQuery(t.app, 'media.get', { id: item._id }, editor);
    expect(got.json<{ result: { data: MediaRecord } }>().result.data).toEqual(moved);
    const red = await colours(widestJpegCrop(moved));
    expect(red.left).toEqual(RED);
    expect(red.right).toEqual(RED);

    const cleared = await update({ focalPoint: null }, authHeaders(adminToken));
    expect(cleared.statusCode, cleared.body).toBe(200);
    const centred = cleared.json<MediaRecord>();
    expect(centred.focalPoint).toBeNull();
    // The middle again, in new files: a name belongs to one save of the item.
    const shape = (crops: MediaRender['crops']) =>
      crops.map(({ width, format }) => ({ width, format }));
    expect(shape(centred.crops)).toEqual(shape(item.crops));
    expect(centred.crops.map((c) => c.url)).not.toContain(widestJpegCrop(item));
    const middle = await colours(widestJpegCrop(centred));
    expect(middle.left).toEqual(RED);
    expect(middle.right).toEqual(BLUE);
    const page = await podcastView();
    expect(
      page.json<{ _media: { posterUrl: MediaRender } }>()._media.posterUrl.focalPoint,
    ).toBeNull();
  });

  it('changes the text alone without touching the crops, and takes a point a write token sends', async () => {
    const current = (await view()).json<MediaRecord>();
    const renamed = await update({ name: 'Two halves' });
    expect(renamed.json<MediaRecord>()).toMatchObject({
      name: 'Two halves',
      focalPoint: null,
      crops: current.crops,
    });
    const writer = await trpcMutate(
      t.app,
      'apiTokens.create',
      { name: 'focal writer', scopes: ['content:write'] },
      authHeaders(adminToken),
    );
    const { token } = writer.json<{ result: { data: { token: string } } }>().result.data;
    const res = await update({ focalPoint: { x: 1, y: 0 } }, authHeaders(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MediaRecord>().focalPoint).toEqual({ x: 1, y: 0 });
  });

  it('takes three points saved at once: one wins, its crops are the files kept, nothing else stays', async () => {
    const folder = `media/${item.url.split('/')[3]}/`;
    const points = [{ x: 0.02, y: 0.5 }, null, { x: 0.98, y: 0.5 }];
    const answers = await Promise.all(points.map((focalPoint) => update({ focalPoint })));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const final = (await view()).json<MediaRecord>();
    expect(points).toContainEqual(final.focalPoint);
    // Each save came after another: three versions more than the last test left.
    expect(answers.map((answer) => answer.json<MediaRecord>().version).sort()).toEqual(
      [1, 2, 3].map((more) => final.version - 3 + more),
    );
    const crops = (await storedKeys(t.config, folder)).filter((key) => key.includes('/crop'));
    expect(crops.sort()).toEqual(final.crops.map((c) => c.url.replace(/^\/files\//, '')).sort());
    const cut = await colours(widestJpegCrop(final));
    const side = final.focalPoint === null ? undefined : final.focalPoint.x < 0.5 ? RED : BLUE;
    expect(cut.left).toEqual(side ?? RED);
    expect(cut.right).toEqual(side ?? BLUE);
  });
});
