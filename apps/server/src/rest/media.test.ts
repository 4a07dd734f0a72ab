import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type MediaRecord, mediaMessages, messages } from '@studio/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authHeaders,
  createAppWithEditor,
  createTestApp,
  errorBody,
  type TestApp,
} from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { jpeg, mediaForm, mp4, pixelBomb, png } from '../test-support/media';
import { storedBytes, storedKeys } from '../test-support/storage';
import { trpcMutate } from '../test-support/trpc';

// Real images through sharp and clips through ffmpeg: seconds, not milliseconds.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let t: TestApp;
let admin: Record<string, string>;
let editor: Record<string, string>;

beforeAll(async () => {
  const setup = await createAppWithEditor();
  t = setup.t;
  admin = authHeaders(setup.adminToken);
  editor = authHeaders(setup.editorToken);
});
afterAll(() => t.close());

const upload = (
  file: Parameters<typeof mediaForm>[0],
  fields: Record<string, string> = {},
  headers = editor,
) => {
  const form = mediaForm(file, fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/media',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
};

const keyOfUrl = (url: string) => url.replace(/^\/files\//, '');
/** Files in the data folder's temp folder: an upload is never left there. */
const tempFiles = () =>
  existsSync(t.config.media.tempDir) ? readdirSync(t.config.media.tempDir) : [];

describe('POST /api/media: images', () => {
  let record: MediaRecord;

  it('stores an image upright and stripped, with AVIF, WebP and JPEG variants no wider than it', async () => {
    const file = await jpeg(1500, 1000, { gps: true });
    expect((await sharp(file).metadata()).exif).toBeDefined();
    const res = await upload({ filename: 'set photo.jpg', content: file }, { alt: 'The set' });
    expect(res.statusCode, res.body).toBe(201);
    record = res.json<MediaRecord>();
    expect(record).toMatchObject({
      kind: 'image',
      name: 'set photo.jpg',
      mime: 'image/jpeg',
      width: 1500,
      height: 1000,
      alt: 'The set',
      placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
    });
    expect(record.url).toMatch(/^\/files\/media\/[0-9a-f]{64}\/original\.jpg$/);
    const widths = [...new Set(record.variants.map((variant) => variant.width))];
    expect(widths).toEqual([320, 640, 1280, 1500]);
    expect(record.variants.map((variant) => variant.format).slice(0, 3)).toEqual([
      'avif',
      'webp',
      'jpeg',
    ]);
    expect(tempFiles()).toEqual([]);
  });

  it('keeps no EXIF (GPS included) in the original or any variant', async () => {
    for (const url of [record.url, ...record.variants.map((variant) => variant.url)]) {
      const bytes = await storedBytes(t.config, keyOfUrl(url));
      if (!bytes) throw new Error(`${url} is not stored`);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(bytes.includes(Buffer.from('Studio test camera')), url).toBe(false);
    }
  });

  it('serves each file to anyone, typed, cached for good and never sniffed', async () => {
    const avif = record.variants.find((variant) => variant.format === 'avif');
    for (const [url, type] of [
      [record.url, 'image/jpeg'],
      [avif?.url ?? '', 'image/avif'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Other sites may show them (an integrator's front end renders `_media`).
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    const original = await t.app.inject({ method: 'GET', url: record.url });
    const part = await t.app.inject({
      method: 'GET',
      url: record.url,
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${original.rawPayload.length}`);
    expect(part.rawPayload.equals(original.rawPayload.subarray(100, 200))).toBe(true);
    const past = await t.app.inject({
      method: 'GET',
      url: record.url,
      headers: { range: `bytes=${original.rawPayload.length}-` },
    });
    const tail = await t.app.inject({
      method: 'GET',
      url: record.url,
      headers: { range: 'bytes=-100' },
    });
    expect(tail.statusCode).toBe(206);
    const size = original.rawPayload.length;
    expect(tail.headers['content-range']).toBe(`bytes ${size - 100}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(original.rawPayload.subarray(size - 100))).toBe(true);
    // Several ranges, or last before first: the whole file, as RFC 9110 allows.
    for (const range of ['bytes=0-1,5-6', 'bytes=200-100', 'bytes=x-']) {
      const whole = await t.app.inject({ method: 'GET', url: record.url, headers: { range } });
      expect(whole.statusCode, range).toBe(200);
    }
    const none = await t.app.inject({
      method: 'GET',
      url: record.url,
      headers: { range: 'bytes=-0' },
    });
    expect(none.statusCode).toBe(416);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${original.rawPayload.length}`);
    expect(past.json()).toEqual(errorBody(messages.server.rangeNotSatisfiable));
    const missing = await t.app.inject({
      method: 'GET',
      url: record.url.replace('original.jpg', 'nothing.jpg'),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(errorBody(messages.server.notFound));
    // A miss is not cached: the file may be uploaded a moment later.
    expect(missing.headers['cache-control'] ?? '').not.toContain('immutable');
    const climbing = await t.app.inject({ method: 'GET', url: '/files/media/..%2F..%2Fcvs/x.jpg' });
    expect(climbing.statusCode).toBe(404);
  });

  it('answers 200 with the stored item when the same bytes come again, storing nothing more', async () => {
    const before = await storedKeys(t.config, 'media/');
    const file = await jpeg(64, 64);
    const first = await upload({ filename: 'a.jpg', content: file }, { alt: 'A' });
    const second = await upload({ filename: 'b.jpg', content: file }, { alt: 'B' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json<MediaRecord>()._id).toBe(first.json<MediaRecord>()._id);
    expect(second.json<MediaRecord>().alt).toBe('A');
    // An item without alt text takes the one sent with the same file again, trimmed.
    const bare = await jpeg(65, 65);
    await upload({ filename: 'c.jpg', content: bare });
    const described = await upload({ filename: 'c.jpg', content: bare }, { alt: '  A card  ' });
    expect(described.json<MediaRecord>().alt).toBe('A card');
    const added = (await storedKeys(t.config, 'media/')).filter((key) => !before.includes(key));
    // Two items, each one original, one width and one 4:3 crop in three formats: stored once.
    expect(added).toHaveLength(14);
  });

  it('keeps transparency out of the JPEG variant and writes a small PNG at its own width', async () => {
    const res = await upload(
      { filename: 'logo.png', content: await png(200, 100) },
      { alt: 'Logo' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json<MediaRecord>();
    expect(item.mime).toBe('image/png');
    expect(item.variants.map((variant) => variant.width)).toEqual([200, 200, 200]);
  });
});

describe('POST /api/media: what is refused', () => {
  const refused = async (
    res: Awaited<ReturnType<typeof upload>>,
    status: number,
    message: string,
  ) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<{ message: string }>().message).toBe(message);
    expect(tempFiles()).toEqual([]);
  };

  it('refuses a file whose bytes are no image or video (415), whatever its name and type say', async () => {
    const before = await storedKeys(t.config, 'media/');
    await refused(
      await upload({
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
        content: Buffer.from('%PDF-1.7 not a photo at all'),
      }),
      415,
      mediaMessages.unsupported,
    );
    expect(await storedKeys(t.config, 'media/')).toEqual(before);
  });

  it('refuses SVG, scripts and all (415)', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';
    await refused(
      await upload({
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
        content: Buffer.from(svg),
      }),
      415,
      mediaMessages.unsupported,
    );
  });

  it('refuses an HTML page with a JPEG inside it (415), and strips what follows a JPEG', async () => {
    const photo = await jpeg(80, 60);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    await refused(
      await upload({ filename: 'x.jpg', content: Buffer.concat([html, photo]) }),
      415,
      mediaMessages.unsupported,
    );
    // A JPEG with a page appended is a JPEG: stored re-encoded, the page gone.
    const res = await upload({ filename: 'poly.jpg', content: Buffer.concat([photo, html]) });
    expect(res.statusCode, res.body).toBe(201);
    const stored = await storedBytes(t.config, keyOfUrl(res.json<MediaRecord>().url));
    expect(stored?.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('refuses a truncated image (400) and stores nothing', async () => {
    const before = await storedKeys(t.config, 'media/');
    const whole = await jpeg(400, 300);
    await refused(
      await upload({ filename: 'cut.jpg', content: whole.subarray(0, whole.length / 2) }),
      400,
      mediaMessages.unreadable,
    );
    expect(await storedKeys(t.config, 'media/')).toEqual(before);
  });

  it('refuses a pixel bomb (400) from its header, before decoding it', async () => {
    await refused(
      await upload({ filename: 'bomb.png', content: pixelBomb() }),
      400,
      mediaMessages.tooManyPixels,
    );
  });

  it('refuses a second file, and an upload without one (400)', async () => {
    const photo = await jpeg(40, 40);
    await refused(
      await upload([
        { field: 'file', filename: 'a.jpg', content: photo },
        { field: 'file', filename: 'b.jpg', content: photo },
      ]),
      400,
      mediaMessages.oneFile,
    );
    await refused(await upload([], { alt: 'nothing' }), 400, mediaMessages.noFile);
  });

  it('refuses a caller without a session (401) and a token that may only read (403)', async () => {
    const photo = { filename: 'a.jpg', content: await jpeg(40, 40) };
    await refused(await upload(photo, {}, {}), 401, messages.server.unauthorized);
    const created = await trpcMutate(
      t.app,
      'apiTokens.create',
      { name: 'reader', scopes: ['content:read'] },
      admin,
    );
    expect(created.statusCode, created.body).toBe(200);
    const { token } = created.json<{ result: { data: { token: string } } }>().result.data;
    await refused(await upload(photo, {}, authHeaders(token)), 403, messages.server.forbidden);
  });
});

describe('POST /api/media: size limits', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({
      env: { MEDIA_IMAGE_MAX_BYTES: '2000', MEDIA_VIDEO_MAX_BYTES: '3000' },
    });
  });
  afterAll(() => small.close());

  it("refuses an image or a video over its kind's limit (413) and leaves nothing behind", async () => {
    const register = await small.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'a@example.com', password: 'correct horse battery' },
    });
    const headers = authHeaders(register.json<{ token: string }>().token);
    for (const [content, message] of [
      [await jpeg(300, 300), mediaMessages.imageTooLarge('0 MiB')],
      [mp4(1), mediaMessages.videoTooLarge('0 MiB')],
    ] as const) {
      const form = mediaForm({ filename: 'big', content });
      const res = await small.app.inject({
        method: 'POST',
        url: '/api/media',
        payload: form.payload,
        headers: { ...form.headers, ...headers },
      });
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json()).toEqual(errorBody(message));
    }
    expect(await storedKeys(small.config, 'media/')).toEqual([]);
    expect(
      existsSync(small.config.media.tempDir) ? readdirSync(small.config.media.tempDir) : [],
    ).toEqual([]);
  });
});

describe('videos', () => {
  it('refuses a file that only starts like a clip, and a cut-off clip (400), storing nothing', async () => {
    const before = await storedKeys(t.config, 'media/');
    const fake = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom\0\0\x02\0isomiso2<html><script>alert(1)</script></html>', 'latin1'),
    ]);
    const whole = mp4(2);
    for (const content of [fake, whole.subarray(0, 3000)]) {
      const res = await upload({ filename: 'evil.html', content });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(mediaMessages.unreadable);
    }
    expect(await storedKeys(t.config, 'media/')).toEqual(before);
    expect(tempFiles()).toEqual([]);
  });

  it('stores a clip with its size, length and a poster frame, its metadata gone', async () => {
    const res = await upload({ filename: 'clip.mp4', content: mp4(2, 'Secret Valley 42') });
    expect(res.statusCode, res.body).toBe(201);
    const clip = res.json<MediaRecord>();
    expect(clip).toMatchObject({ kind: 'video', mime: 'video/mp4', width: 320, height: 240 });
    expect(clip.duration).toBeCloseTo(2, 0);
    expect(clip.poster).toMatch(/\/poster\.jpg$/);
    expect(clip.notice).toBeUndefined();
    const poster = await t.app.inject({ method: 'GET', url: clip.poster ?? '' });
    expect(poster.headers['content-type']).toBe('image/jpeg');
    const stored = await storedBytes(t.config, keyOfUrl(clip.url));
    expect(stored?.includes(Buffer.from('Secret Valley 42'))).toBe(false);
    expect(clip.bytes).toBe(stored?.length);
  });

  it('stores a clip without a poster, and says why, when ffmpeg is missing', async () => {
    const bare = await createTestApp({
      env: { FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe' },
    });
    try {
      const register = await bare.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { email: 'a@example.com', password: 'correct horse battery' },
      });
      const form = mediaForm({ filename: 'clip.mp4', content: mp4(1) });
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/media',
        payload: form.payload,
        headers: { ...form.headers, ...authHeaders(register.json<{ token: string }>().token) },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<MediaRecord>()).toMatchObject({
        kind: 'video',
        width: null,
        height: null,
        notice: mediaMessages.noFfmpeg,
      });
      expect(res.json<MediaRecord>().poster).toBeUndefined();
    } finally {
      await bare.close();
    }
  });
});

describe('an upload cut off mid-file', () => {
  it('leaves no temp file and no stored object', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const before = await storedKeys(t.config, 'media/');
    const form = mediaForm({ filename: 'cut.jpg', content: await jpeg(800, 600) });
    const socket = connect({ port: address.port, host: '127.0.0.1' });
    await new Promise<void>((done) => socket.once('connect', done));
    socket.write(
      'POST /api/media HTTP/1.1\r\nHost: studio.test\r\n' +
        `Content-Type: ${form.headers['content-type']}\r\n` +
        `Authorization: ${editor.authorization}\r\n` +
        `Content-Length: ${form.payload.length}\r\n\r\n`,
    );
    socket.write(form.payload.subarray(0, form.payload.length / 2));
    await sleep(200);
    socket.destroy();
    // The server notices the cut, then cleans up: bounded waiting, not timing.
    for (let i = 0; i < 100 && tempFiles().length > 0; i++) await sleep(100);
    expect(tempFiles()).toEqual([]);
    expect(await storedKeys(t.config, 'media/')).toEqual(before);
  });
});

describe('library items in content', () => {
  it('refuses a record pointing at an image without alt text, then shows it with _media', async () => {
    const res = await upload({ filename: 'poster.jpg', content: await jpeg(700, 1000) });
    const poster = res.json<MediaRecord>();
    expect(poster.alt).toBe('');
    const podcast = { ...sampleInput('podcast'), title: 'Library poster', posterUrl: poster.url };
    const refusedCreate = await t.app.inject({
      method: 'POST',
      url: '/api/podcast',
      payload: podcast,
      headers: editor,
    });
    expect(refusedCreate.statusCode, refusedCreate.body).toBe(400);
    expect(refusedCreate.json()).toEqual({
      message: `posterUrl: ${mediaMessages.altRequired}`,
      issues: [{ path: 'posterUrl', message: mediaMessages.altRequired }],
    });

    const described = await t.app.inject({
      method: 'POST',
      url: `/api/mediaupdate/${poster._id}`,
      payload: { alt: 'A microphone on a desk' },
      headers: editor,
    });
    expect(described.statusCode, described.body).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/podcast',
      payload: podcast,
      headers: editor,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ _id: string }>()._id;

    const list = await t.app.inject({ method: 'GET', url: '/api/podcastdisplay' });
    const shown = list.json<{ _id: string; _media?: Record<string, unknown> }[]>();
    const record = shown.find((item) => item._id === id);
    expect(record?._media).toEqual({
      posterUrl: {
        kind: 'image',
        width: 700,
        height: 1000,
        alt: 'A microphone on a desk',
        placeholder: poster.placeholder,
        variants: poster.variants,
        focalPoint: null,
        crops: poster.crops,
      },
    });

    // An alt text change reaches the cached public answer at once.
    await t.app.inject({
      method: 'POST',
      url: `/api/mediaupdate/${poster._id}`,
      payload: { alt: 'A red microphone' },
      headers: editor,
    });
    const view = await t.app.inject({ method: 'GET', url: `/api/podcastview/${id}` });
    expect(view.json<{ _media: { posterUrl: { alt: string } } }>()._media.posterUrl.alt).toBe(
      'A red microphone',
    );

    // In use: the delete is refused and names the podcast; once unused (the podcast shows
    // another poster) it goes, files and all.
    const inUse = await t.app.inject({
      method: 'DELETE',
      url: `/api/mediadelete/${poster._id}`,
      headers: editor,
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({
      message: mediaMessages.inUse,
      usedBy: [{ type: 'podcast', _id: id, title: 'Library poster' }],
    });
    const repointed = await t.app.inject({
      method: 'POST',
      url: `/api/podcastupdate/${id}`,
      payload: { ...podcast, posterUrl: sampleInput('podcast').posterUrl },
      headers: editor,
    });
    expect(repointed.statusCode, repointed.body).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/mediadelete/${poster._id}`,
      headers: editor,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: mediaMessages.deleted, _id: poster._id });
    const hash = poster.url.split('/')[3];
    expect(await storedKeys(t.config, `media/${hash}/`)).toEqual([]);
    // Nor is its folder left behind (a bucket has none).
    if (t.config.storage.kind === 'local') {
      expect(existsSync(join(t.config.storage.root, 'media', String(hash)))).toBe(false);
    }
    const gone = await t.app.inject({ method: 'GET', url: poster.url });
    expect(gone.statusCode).toBe(404);
  });
});

describe('what a record may point at', () => {
  it('checks kind, existence and alt text however the URL is written, and guards what is used', async () => {
    const photo = (
      await upload({ filename: 'p.jpg', content: await jpeg(90, 90) })
    ).json<MediaRecord>();
    const clip = (await upload({ filename: 'v.mp4', content: mp4(1) })).json<MediaRecord>();
    const create = (posterUrl: string, videoUrl: string, title = 'Pointing') =>
      t.app.inject({
        method: 'POST',
        url: '/api/podcast',
        payload: { ...sampleInput('podcast'), title, posterUrl, videoUrl },
        headers: editor,
      });
    const issuesOf = (res: Awaited<ReturnType<typeof create>>) =>
      res.json<{ issues: { path: string; message: string }[] }>().issues;

    // Written with a host and a query string, it is still the library's image, without alt.
    const absolute = `http://studio.test${photo.url}?v=2`;
    const undescribed = await create(absolute, clip.url);
    expect(undescribed.statusCode).toBe(400);
    expect(issuesOf(undescribed)).toEqual([
      { path: 'posterUrl', message: mediaMessages.altRequired },
    ]);
    const crossed = await create(clip.url, photo.url);
    expect(issuesOf(crossed)).toEqual([
      { path: 'posterUrl', message: mediaMessages.wrongKind('image') },
      { path: 'videoUrl', message: mediaMessages.wrongKind('video') },
    ]);
    const missing = await create(`/files/media/${'0'.repeat(64)}/original.jpg`, clip.url);
    expect(issuesOf(missing)).toEqual([{ path: 'posterUrl', message: mediaMessages.notInLibrary }]);

    await t.app.inject({
      method: 'POST',
      url: `/api/mediaupdate/${photo._id}`,
      payload: { alt: 'A square' },
      headers: editor,
    });
    const created = await create(absolute, clip.url, 'Absolute poster');
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ _id: string }>()._id;

    // Used (however written): its alt text stays, and it is not deleted from under the record.
    const cleared = await t.app.inject({
      method: 'POST',
      url: `/api/mediaupdate/${photo._id}`,
      payload: { alt: '   ' },
      headers: editor,
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json()).toEqual({
      message: `alt: ${mediaMessages.altInUse}`,
      issues: [{ path: 'alt', message: mediaMessages.altInUse }],
    });
    for (const item of [photo, clip]) {
      const refused = await t.app.inject({
        method: 'DELETE',
        url: `/api/mediadelete/${item._id}`,
        headers: editor,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ usedBy: { _id: string }[] }>().usedBy).toEqual([
        { type: 'podcast', _id: id, title: 'Absolute poster' },
      ]);
    }
    await t.app.inject({ method: 'DELETE', url: `/api/podcastdelete/${id}`, headers: editor });
  });
});

describe('GET /api/mediadisplay and /api/mediaview/:id', () => {
  it('lists the library newest first, paged, for editors only', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/mediadisplay', headers: editor });
    expect(all.statusCode).toBe(200);
    const items = all.json<MediaRecord[]>();
    expect(items.length).toBeGreaterThan(2);
    expect(all.headers['x-total-count']).toBe(String(items.length));
    const ids = items.map((item) => item._id);
    expect([...ids].sort().reverse()).toEqual(ids);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/mediadisplay?limit=1&offset=1',
      headers: editor,
    });
    expect(page.json<MediaRecord[]>().map((item) => item._id)).toEqual([ids[1]]);
    expect(page.headers.link).toBe('</api/mediadisplay?limit=1&offset=2>; rel="next"');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/mediadisplay' });
    expect(anonymous.statusCode).toBe(401);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/mediaview/${ids[0]}`,
      headers: editor,
    });
    expect(one.json<MediaRecord>()).toEqual(items[0]);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/mediaview/nope',
      headers: editor,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('searches by name and filters by kind over tRPC', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/media.list?input=${encodeURIComponent(JSON.stringify({ kind: 'video', search: 'CLIP' }))}`,
      headers: editor,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { items, total } = res.json<{
      result: { data: { items: MediaRecord[]; total: number } };
    }>().result.data;
    expect(total).toBe(items.length);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.kind === 'video' && /clip/i.test(item.name))).toBe(true);
  });

  it('refuses a bad alt text or name (400)', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/mediadisplay', headers: editor });
    const [first] = list.json<MediaRecord[]>();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/mediaupdate/${first?._id}`,
      payload: { name: '', alt: 'x'.repeat(301) },
      headers: editor,
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json<{ issues: { path: string }[] }>()
        .issues.map((issue) => issue.path)
        .sort(),
    ).toEqual(['alt', 'name']);
  });
});
