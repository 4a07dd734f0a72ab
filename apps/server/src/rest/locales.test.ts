import { localeMessages } from '@studio/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminHeaders, createTestApp, errorBody, type TestApp } from '../test-support/app';
import { postApplication } from '../test-support/multipart';
import { startReceiver } from '../test-support/receiver';
import { careerFields, contactInput } from '../test-support/samples';
import { trpcMutate, trpcQuery } from '../test-support/trpc';

const slide = {
  title: 'Night shoot',
  videoUrl: 'https://videos.example/night.mp4',
  description: 'Behind the scenes',
};

describe('with LOCALES=en,es', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ env: { LOCALES: 'en,es' } });
    headers = await adminHeaders(t.app);
  });

  afterAll(async () => {
    await t?.close();
  });

  const create = async (body: object, url = '/api/slider') => {
    const res = await t.app.inject({ method: 'POST', url, payload: body, headers });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ _id: string }>()._id;
  };

  const get = (url: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: extra });

  it('reads a translation field by field, falling back to the default locale', async () => {
    const id = await create(slide);
    const translated = await t.app.inject({
      method: 'POST',
      url: `/api/sliderupdate/${id}?locale=es`,
      payload: { ...slide, title: 'Rodaje nocturno', description: '' },
      headers,
    });
    expect(translated.statusCode, translated.body).toBe(200);
    expect(translated.headers['content-language']).toBe('es');
    expect(translated.json()).toMatchObject({
      title: 'Rodaje nocturno',
      description: slide.description,
    });

    const es = await get(`/api/sliderview/${id}?locale=es`);
    expect(es.statusCode).toBe(200);
    expect(es.headers['content-language']).toBe('es');
    expect(es.json()).toMatchObject({ title: 'Rodaje nocturno', description: slide.description });
    const en = await get(`/api/sliderview/${id}`);
    expect(en.headers['content-language']).toBe('en');
    expect(en.json()).toMatchObject(slide);
    const named = await get(`/api/sliderview/${id}?locale=en`);
    expect(named.body).toBe(en.body);

    await create({ ...slide, title: 'Second' });
    const paged = await get('/api/sliderdisplay?locale=es&limit=1');
    expect(paged.headers.link).toBe('</api/sliderdisplay?limit=1&offset=1&locale=es>; rel="next"');
    expect(paged.json()).toEqual([expect.objectContaining({ _id: id, title: 'Rodaje nocturno' })]);
    const list = await get('/api/sliderdisplay?locale=es');
    expect(list.json()).toEqual([
      expect.objectContaining({ _id: id, title: 'Rodaje nocturno' }),
      expect.objectContaining({ title: 'Second' }),
    ]);
    expect((await get('/api/sliderdisplay')).json()).toEqual([
      expect.objectContaining({ _id: id, title: slide.title }),
      expect.objectContaining({ title: 'Second' }),
    ]);
  });

  it('tags each locale apart, and answers 304 per locale', async () => {
    const id = await create({ ...slide, title: 'Tagged' });
    const en = await get('/api/sliderdisplay');
    const es = await get('/api/sliderdisplay?locale=es');
    expect(es.headers.etag).not.toBe(en.headers.etag);
    expect(es.headers.etag).toMatch(/^W\/"es-/);
    const again = await get('/api/sliderdisplay?locale=es', {
      'if-none-match': String(es.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    const crossed = await get('/api/sliderdisplay', { 'if-none-match': String(es.headers.etag) });
    expect(crossed.statusCode).toBe(200);

    const record = await get(`/api/sliderview/${id}?locale=es`);
    expect(record.headers.etag).toMatch(/^W\/"\d+-es-/);
    // A write's If-Match may be a translation's tag: the version is what counts.
    const write = await t.app.inject({
      method: 'POST',
      url: `/api/sliderupdate/${id}?locale=es`,
      payload: { ...slide, title: 'Etiquetado' },
      headers: { ...headers, 'if-match': String(record.headers.etag) },
    });
    expect(write.statusCode, write.body).toBe(200);
    // The cached list follows the write, in both locales.
    const after = await get('/api/sliderdisplay?locale=es', {
      'if-none-match': String(es.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toContainEqual(expect.objectContaining({ _id: id, title: 'Etiquetado' }));
  });

  it('keeps translations through a default-locale update; shared fields apply to every locale', async () => {
    const id = await create({ ...slide, title: 'Keep me' });
    await t.app.inject({
      method: 'POST',
      url: `/api/sliderupdate/${id}?locale=es`,
      payload: { ...slide, title: 'Guárdame', videoUrl: 'https://videos.example/new.mp4' },
      headers,
    });
    const en = await get(`/api/sliderview/${id}`);
    // The shared field changed for English too; English words stayed.
    expect(en.json()).toMatchObject({
      title: 'Keep me',
      videoUrl: 'https://videos.example/new.mp4',
    });
    const update = await t.app.inject({
      method: 'POST',
      url: `/api/sliderupdate/${id}`,
      payload: { ...slide, title: 'Kept' },
      headers,
    });
    expect(update.statusCode).toBe(200);
    expect((await get(`/api/sliderview/${id}?locale=es`)).json()).toMatchObject({
      title: 'Guárdame',
      videoUrl: slide.videoUrl,
    });
  });

  it('never echoes the locale given, however long, over REST or tRPC', async () => {
    const given = `<script>alert(1)</script>${'x'.repeat(7_000)}`;
    const expected = 'Unknown locale: use one of en, es.';
    const rest = await get(`/api/sliderdisplay?locale=${encodeURIComponent(given)}`);
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual(errorBody(expected));
    const trpc = await trpcQuery(t.app, 'content.slider.list', { locale: given });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.message).toBe(expected);
    for (const res of [rest, trpc]) expect(res.body).not.toContain('<script>');
  });

  it('creates in a non-default locale: the values are the default ones too', async () => {
    const id = await create({ ...slide, title: 'Creado' }, '/api/slider?locale=es');
    expect((await get(`/api/sliderview/${id}`)).json()).toMatchObject({ title: 'Creado' });
    const raw = await trpcQuery(t.app, 'content.slider.translation', { id, locale: 'es' }, headers);
    expect(raw.json().result.data).toEqual({
      values: { title: 'Creado', description: slide.description },
      missing: [],
    });
  });

  it('refuses an unknown locale with 400 naming the configured ones', async () => {
    const message = localeMessages.unknown(['en', 'es']);
    expect(message).toBe('Unknown locale: use one of en, es.');
    for (const url of ['/api/sliderdisplay?locale=fr', '/api/siteview?locale=fr']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errorBody(message));
    }
    // Empty, repeated, or a prototype's name: refused alike, never a 500.
    const empty = await get('/api/sliderdisplay?locale=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(errorBody(message));
    const repeated = await get('/api/sliderdisplay?locale=es&locale=en');
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().issues).toEqual([expect.objectContaining({ path: 'locale' })]);
    expect((await get('/api/sliderdisplay?locale=__proto__')).statusCode).toBe(400);
    const filter = await trpcQuery(
      t.app,
      'content.slider.browse',
      { missingLocale: 'fr' },
      headers,
    );
    expect(filter.statusCode).toBe(400);
    expect(filter.json().error.message).toBe(message);
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/slider?locale=fr',
      payload: slide,
      headers,
    });
    expect(write.statusCode).toBe(400);
    expect(write.json()).toEqual(errorBody(message));
  });

  it('validates a translation: localized fields optional, shared ones as ever', async () => {
    const id = await create({ ...slide, title: 'Checked' });
    const missingShared = await t.app.inject({
      method: 'POST',
      url: `/api/sliderupdate/${id}?locale=es`,
      payload: { title: 'Sin vídeo' },
      headers,
    });
    expect(missingShared.statusCode).toBe(400);
    expect(missingShared.json().issues).toEqual([expect.objectContaining({ path: 'videoUrl' })]);
    const emptyTitle = await t.app.inject({
      method: 'POST',
      url: `/api/sliderupdate/${id}`,
      payload: { ...slide, title: '' },
      headers,
    });
    expect(emptyTitle.statusCode).toBe(400);
  });

  it('reads and writes over tRPC with `locale`, and lists what is missing', async () => {
    const id = await create({ ...slide, title: 'Over tRPC' });
    const before = await trpcQuery(
      t.app,
      'content.slider.browse',
      { search: 'Over tRPC' },
      headers,
    );
    expect(before.json().result.data.items).toEqual([
      expect.objectContaining({ _id: id, _missingLocales: ['es'] }),
    ]);
    const missing = await trpcQuery(
      t.app,
      'content.slider.browse',
      { missingLocale: 'es' },
      headers,
    );
    expect(missing.json().result.data.items.map((item: { _id: string }) => item._id)).toContain(id);

    const written = await trpcMutate(
      t.app,
      'content.slider.update',
      { id, locale: 'es', data: { ...slide, title: 'Por tRPC', description: 'Entre bastidores' } },
      headers,
    );
    expect(written.statusCode, written.body).toBe(200);
    const read = await trpcQuery(t.app, 'content.slider.get', { id, locale: 'es' });
    expect(read.json().result.data).toMatchObject({ title: 'Por tRPC' });

    const after = await trpcQuery(t.app, 'content.slider.browse', { search: 'por trpc' }, headers);
    // Found by its translation; nothing missing now.
    expect(after.json().result.data.items).toEqual([
      expect.objectContaining({ _id: id, _missingLocales: [] }),
    ]);
    const stillMissing = await trpcQuery(
      t.app,
      'content.slider.browse',
      { missingLocale: 'es' },
      headers,
    );
    expect(
      stillMissing.json().result.data.items.map((item: { _id: string }) => item._id),
    ).not.toContain(id);

    const locales = await trpcQuery(t.app, 'locales');
    expect(locales.json().result.data).toEqual({ locales: ['en', 'es'], default: 'en' });
  });

  it('restores a version with its translations, and names the locale in the activity log', async () => {
    const id = await create({ ...slide, title: 'Versioned' });
    await t.app.inject({
      method: 'POST',
      url: `/api/sliderupdate/${id}?locale=es`,
      payload: { videoUrl: slide.videoUrl, title: 'Versionado' },
      headers,
    });
    const history = await get(`/api/sliderrevisions/${id}`, headers);
    const [translatedVersion] = history.json<{ _id: string; translations?: object }[]>();
    expect(translatedVersion?.translations).toEqual({ es: { title: 'Versionado' } });
    await t.app.inject({
      method: 'POST',
      url: `/api/sliderupdate/${id}?locale=es`,
      payload: { ...slide, title: '' },
      headers,
    });
    expect((await get(`/api/sliderview/${id}?locale=es`)).json().title).toBe('Versioned');
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/sliderrestore/${id}`,
      payload: { revision: translatedVersion?._id },
      headers,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await get(`/api/sliderview/${id}?locale=es`)).json().title).toBe('Versionado');

    const log = await trpcQuery(t.app, 'audit.list', { type: 'slider' }, headers);
    const entries: { recordId: string; action: string; locale?: string }[] =
      log.json().result.data.items;
    const mine = entries.filter((entry) => entry.recordId === id);
    expect(mine).toContainEqual(expect.objectContaining({ action: 'updated', locale: 'es' }));
    expect(mine.find((entry) => entry.action === 'created')).not.toHaveProperty('locale');
  });

  it('translates the site settings; the default save keeps the translation', async () => {
    const current = (await get('/api/siteview')).json();
    const { updatedAt: _at, version: _version, ...values } = current;
    const es = await t.app.inject({
      method: 'POST',
      url: '/api/siteupdate?locale=es',
      payload: { ...values, tagline: 'Historias que importan', address: '' },
      headers,
    });
    expect(es.statusCode, es.body).toBe(200);
    expect(es.json().tagline).toBe('Historias que importan');
    expect((await get('/api/siteview')).json().tagline).toBe(values.tagline);
    await t.app.inject({ method: 'POST', url: '/api/siteupdate', payload: values, headers });
    const read = await get('/api/siteview?locale=es');
    expect(read.headers['content-language']).toBe('es');
    expect(read.json()).toMatchObject({ tagline: 'Historias que importan', email: values.email });
    const raw = await trpcQuery(t.app, 'singleton.site.translation', { locale: 'es' }, headers);
    expect(raw.json().result.data.values).toMatchObject({
      tagline: 'Historias que importan',
      address: null,
    });
    expect(raw.json().result.data.missing).toEqual(['address']);
  });
});

describe('webhooks and the trash with LOCALES=en,es', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    // Deliveries to a receiver on 127.0.0.1, soon.
    t = await createTestApp({
      env: { LOCALES: 'en,es', WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '50' },
    });
    headers = await adminHeaders(t.app);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('names the locale of each write in its payload, the record as that locale reads it', async () => {
    const receiver = await startReceiver();
    try {
      const hook = await trpcMutate(
        t.app,
        'webhooks.create',
        { url: receiver.url, events: ['slider.created', 'slider.updated'] },
        headers,
      );
      expect(hook.statusCode, hook.body).toBe(200);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/slider',
        payload: slide,
        headers,
      });
      const id = created.json<{ _id: string }>()._id;
      await t.app.inject({
        method: 'POST',
        url: `/api/sliderupdate/${id}?locale=es`,
        payload: { videoUrl: slide.videoUrl, title: 'Rodaje' },
        headers,
      });
      await vi.waitFor(() => expect(receiver.received).toHaveLength(2), {
        timeout: 10_000,
        interval: 50,
      });
      const payloads = receiver.received.map((request) => JSON.parse(request.body));
      expect(payloads).toContainEqual(
        expect.objectContaining({ event: 'slider.created', locale: 'en' }),
      );
      expect(payloads).toContainEqual(
        expect.objectContaining({
          event: 'slider.updated',
          locale: 'es',
          record: expect.objectContaining({ title: 'Rodaje', description: slide.description }),
        }),
      );
    } finally {
      await receiver.close();
    }
  });

  it('brings a deleted record back from the trash with its translations', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/slider?locale=es',
      payload: { ...slide, title: 'Borrado' },
      headers,
    });
    const id = created.json<{ _id: string }>()._id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/sliderdelete/${id}`,
      headers,
    });
    expect(removed.statusCode).toBe(200);
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/trashrestore/slider/${id}`,
      headers,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const raw = await trpcQuery(t.app, 'content.slider.translation', { id, locale: 'es' }, headers);
    expect(raw.json().result.data.values).toEqual({
      title: 'Borrado',
      description: slide.description,
    });
  });
});

describe('the inbox with LOCALES=en,es', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ env: { LOCALES: 'en,es', FORM_MIN_SECONDS: '0' } });
    headers = await adminHeaders(t.app);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('keeps the locale a form was sent from; an unknown one is not known, never a refusal', async () => {
    const cases = [
      ['es', 'es'],
      ['en', 'en'],
      ['fr', undefined],
      [42, undefined],
    ] as const;
    for (const [sent, kept] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...contactInput, locale: sent },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().locale).toBe(kept);
    }
    const application = await postApplication(t.app, {
      fields: { ...careerFields, locale: 'es' },
    });
    expect(application.statusCode, application.body).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/careerdisplay', headers });
    expect(list.json()).toEqual([expect.objectContaining({ locale: 'es' })]);
    const messages = await t.app.inject({ method: 'GET', url: '/api/contactdisplay', headers });
    expect(
      messages
        .json()
        .map((entry: { locale?: string }) => entry.locale ?? null)
        .sort(),
    ).toEqual(['en', 'es', null, null]);
  });
});

describe('turning LOCALES off and on again', () => {
  it('loses nothing: the default values read as before, the translations come back', async () => {
    const first = await createTestApp({ env: { LOCALES: 'en,es' } });
    const headers = await adminHeaders(first.app);
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/slider',
      payload: slide,
      headers,
    });
    const id = created.json<{ _id: string }>()._id;
    await first.app.inject({
      method: 'POST',
      url: `/api/sliderupdate/${id}?locale=es`,
      payload: { videoUrl: slide.videoUrl, title: 'Rodaje' },
      headers,
    });
    await first.app.close();

    const single = await createTestApp({ dataDir: first.dataDir });
    const view = await single.app.inject({ method: 'GET', url: `/api/sliderview/${id}` });
    expect(view.json()).toEqual({
      ...slide,
      _id: id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // A default-locale update meanwhile keeps the Spanish words.
    const update = await single.app.inject({
      method: 'POST',
      url: `/api/sliderupdate/${id}`,
      payload: { ...slide, title: 'Night shoot, cut' },
      headers,
    });
    expect(update.statusCode, update.body).toBe(200);
    await single.app.close();

    const again = await createTestApp({ env: { LOCALES: 'en,es' }, dataDir: first.dataDir });
    const es = await again.app.inject({ method: 'GET', url: `/api/sliderview/${id}?locale=es` });
    expect(es.json()).toMatchObject({ title: 'Rodaje', description: slide.description });
    await again.close();
    await single.close();
    await first.close();
  });
});

describe('with one locale (LOCALES unset)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refuses any ?locale= with 400, and answers without Content-Language', async () => {
    for (const locale of ['en', 'es']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/podcastdisplay?locale=${locale}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errorBody(localeMessages.unknown(['en'])));
    }
    const plain = await t.app.inject({ method: 'GET', url: '/api/podcastdisplay' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-language']).toBeUndefined();
    expect(plain.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
  });

  it('answers as before: no locale, translation or missing-locale fields anywhere', async () => {
    const headers = await adminHeaders(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/slider',
      payload: slide,
      headers,
    });
    expect(Object.keys(created.json()).sort()).toEqual([
      '_id',
      'createdAt',
      'description',
      'title',
      'updatedAt',
      'videoUrl',
    ]);
    const id = created.json<{ _id: string }>()._id;
    const view = await t.app.inject({ method: 'GET', url: `/api/sliderview/${id}` });
    expect(view.body).toBe(created.body);
    expect(view.headers['content-language']).toBeUndefined();
    expect(view.headers.etag).toMatch(/^W\/"1-[A-Za-z0-9_-]+"$/);
    const site = await t.app.inject({ method: 'GET', url: '/api/siteview' });
    expect(site.headers['content-language']).toBeUndefined();
    expect(site.json()).not.toHaveProperty('locale');
    const browse = await trpcQuery(t.app, 'content.slider.browse', {}, headers);
    expect(browse.json().result.data.items[0]).not.toHaveProperty('_missingLocales');
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/sliderrevisions/${id}`,
      headers,
    });
    expect(history.json()[0]).not.toHaveProperty('translations');
    const log = await trpcQuery(t.app, 'audit.list', { type: 'slider' }, headers);
    expect(log.json().result.data.items[0]).not.toHaveProperty('locale');
    const message = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contactInput, locale: 'es' },
    });
    expect(message.statusCode).toBe(201);
    expect(message.json()).not.toHaveProperty('locale');
  });

  it('answers 404 for a locale prefix on an API path as on any other', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/es/api/podcastdisplay' });
    expect(res.statusCode).toBe(404);
  });
});
