import { builtinRecords } from '@studio/content';
import {
  type ContentTypeName,
  contentSchema,
  contentTypeNames,
  contentTypes,
  messages,
} from '@studio/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createTestApp,
  errorBody,
  issuesShape,
  login,
  registerAdmin,
  type TestApp,
} from '../test-support/app';
import {
  fieldsOf,
  invalidValue,
  requiredFields,
  sampleInput,
  textField,
} from '../test-support/content';

/** SPEC.md §3: what the built-in content of SPEC's types holds (types added later seed theirs). */
const SPEC_SEEDED: Partial<Record<ContentTypeName, number>> = {
  slider: 2,
  production: 5,
  afterproduction: 2,
  about: 1,
  podcast: 12,
  music: 12,
  documentary: 12,
  equipment: 12,
  contactinfo: 1,
};

/** SPEC.md §7: the dashboard counts. */
const SPEC_COUNTED_STEMS = ['podcast', 'music', 'documentary', 'contactinfo'];

type Json = Record<string, unknown>;

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UNKNOWN_ID = '01890000-0000-7000-8000-000000000000';

const withoutMeta = (record: Json) => {
  const fields = { ...record };
  delete fields._id;
  delete fields.createdAt;
  delete fields.updatedAt;
  return fields;
};

let t: TestApp;
let token: string;
let loggedOutToken: string;

const inject = (options: InjectOptions) => t.app.inject(options);
const asAdmin = (options: InjectOptions) =>
  inject({ ...options, headers: { ...authHeaders(token), ...options.headers } });

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  token = await registerAdmin(t.app);
  loggedOutToken = await login(t.app);
  const out = await inject({
    method: 'POST',
    url: '/api/logout',
    headers: authHeaders(loggedOutToken),
  });
  expect(out.statusCode).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

it("serves SPEC.md's types among the registry's, and counts the types of SPEC.md §7", () => {
  expect(contentTypeNames).toEqual(expect.arrayContaining(Object.keys(SPEC_SEEDED)));
  for (const type of contentTypeNames) {
    const seeded = SPEC_SEEDED[type];
    if (seeded !== undefined) expect(builtinRecords(type), type).toHaveLength(seeded);
  }
  const counted = contentTypeNames.filter((type) => contentTypes[type].counted);
  expect(counted.map((type) => contentTypes[type].stem)).toEqual(
    expect.arrayContaining(SPEC_COUNTED_STEMS),
  );
});

describe.each(contentTypeNames)('content type %s', (type) => {
  const { stem, counted } = contentTypes[type];
  const schema = contentSchema(type);

  const create = async (input: Json = sampleInput(type)) => {
    const res = await asAdmin({ method: 'POST', url: `/api/${stem}`, payload: input });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Json & { _id: string }>();
  };
  const view = (id: string) => inject({ method: 'GET', url: `/api/${stem}view/${id}` });
  const display = async () => {
    const res = await inject({ method: 'GET', url: `/api/${stem}display` });
    expect(res.statusCode).toBe(200);
    return res.json<Json[]>();
  };
  /** A stored record: the first seeded one, or a new one for a type that seeds none. */
  const someRecord = async () => (await display())[0] ?? (await create());

  it(`GET /api/${stem}display answers the seeded records, public`, async () => {
    const res = await inject({ method: 'GET', url: `/api/${stem}display` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const list = res.json<Json[]>();
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(builtinRecords(type).length);
    for (const record of list) {
      expect(record).toMatchObject({
        _id: expect.any(String),
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      });
    }
    // The built-in content, as given, in its order.
    const builtin = builtinRecords(type).map((item) => schema.parse(item));
    expect(list.map(withoutMeta)).toEqual(builtin);
  });

  it(`GET /api/${stem}view/:id answers one record, 404 for an unknown id`, async () => {
    const first = await someRecord();
    const res = await view(String(first._id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(first);

    for (const id of [UNKNOWN_ID, 'nope', encodeURIComponent("' OR 1=1 --")]) {
      const missing = await view(id);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json()).toEqual(errorBody(messages.server.notFound));
    }
  });

  it(`POST /api/${stem} creates a record: 201 with _id, createdAt and updatedAt`, async () => {
    const input = sampleInput(type);
    const res = await asAdmin({ method: 'POST', url: `/api/${stem}`, payload: input });
    expect(res.statusCode, res.body).toBe(201);
    const record = res.json<Json>();
    expect(record).toEqual({
      ...schema.parse(input),
      _id: expect.any(String),
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    expect(record.updatedAt).toBe(record.createdAt);

    const fetched = await view(String(record._id));
    expect(fetched.statusCode).toBe(200);
    // Byte for byte, fields in schema order, on either database (jsonb reorders keys).
    expect(fetched.body).toBe(res.body);
    const list = await display();
    expect(list.at(-1)).toEqual(record);
  });

  it(`POST /api/${stem} chooses the _id itself and drops unknown fields`, async () => {
    const record = await create({ ...sampleInput(type), _id: 'chosen', isAdmin: true });
    expect(record._id).not.toBe('chosen');
    expect(record).not.toHaveProperty('isAdmin');
    expect((await view('chosen')).statusCode).toBe(404);
  });

  it(`POST /api/${stem} with an empty object: 400 listing each required field`, async () => {
    const before = await display();
    const res = await asAdmin({ method: 'POST', url: `/api/${stem}`, payload: {} });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; issues: { path: string; message: string }[] }>();
    expect(body.issues).toEqual(issuesShape);
    expect(body.issues.map((issue) => issue.path).sort()).toEqual(requiredFields(type).sort());
    const [first] = body.issues;
    expect(body.message).toBe(`${first?.path}: ${first?.message}`);
    expect(await display()).toEqual(before);
  });

  it.each(fieldsOf(type))(
    `POST /api/${stem} with an invalid %s: 400 naming it`,
    async (field, spec) => {
      const payload = {
        ...sampleInput(type),
        [field]: invalidValue(spec.kind, requiredFields(type).includes(field)),
      };
      const res = await asAdmin({ method: 'POST', url: `/api/${stem}`, payload });
      expect(res.statusCode).toBe(400);
      const body = res.json<{ message: string; issues: { path: string; message: string }[] }>();
      expect(body.issues).toEqual(issuesShape);
      expect(body.issues.map((issue) => issue.path)).toEqual([field]);
      expect(body.message).toBe(`${field}: ${body.issues[0]?.message}`);
    },
  );

  it(`POST /api/${stem} and /api/${stem}update/:id with malformed JSON: 400 JSON`, async () => {
    const first = await someRecord();
    for (const url of [`/api/${stem}`, `/api/${stem}update/${first._id}`]) {
      for (const payload of ['{"title": ', '']) {
        const res = await asAdmin({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual(errorBody(messages.server.malformedJson));
      }
    }
  });

  it(`POST /api/${stem} refuses a body over 1 MiB (413) and a form-encoded body (415)`, async () => {
    const before = await display();
    const big = await asAdmin({
      method: 'POST',
      url: `/api/${stem}`,
      payload: JSON.stringify({ ...sampleInput(type), padding: 'x'.repeat(1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual(errorBody(messages.server.bodyTooLarge));

    const text = await asAdmin({
      method: 'POST',
      url: `/api/${stem}`,
      payload: 'title=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual(errorBody('Unsupported content type.'));
    expect(await display()).toEqual(before);
  });

  it(`POST /api/${stem}update/:id replaces the fields: 200, 404 unknown, 400 invalid`, async () => {
    const created = await create();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const next = sampleInput(type, 2);
    const res = await asAdmin({
      method: 'POST',
      url: `/api/${stem}update/${created._id}`,
      payload: { ...next, _id: 'other' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<Json>();
    expect(updated).toEqual({
      ...schema.parse(next),
      _id: created._id,
      createdAt: created.createdAt,
      updatedAt: expect.stringMatching(ISO),
    });
    expect(String(updated.updatedAt) > String(created.updatedAt)).toBe(true);
    expect((await view(created._id)).json()).toEqual(updated);

    const missing = await asAdmin({
      method: 'POST',
      url: `/api/${stem}update/${UNKNOWN_ID}`,
      payload: next,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(errorBody(messages.server.notFound));

    const invalid = await asAdmin({
      method: 'POST',
      url: `/api/${stem}update/${created._id}`,
      payload: {},
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ issues: unknown }>().issues).toEqual(issuesShape);
    expect((await view(created._id)).json()).toEqual(updated);
  });

  it(`DELETE /api/${stem}delete/:id: 200 { message, _id }, then 404`, async () => {
    const created = await create();
    const res = await asAdmin({ method: 'DELETE', url: `/api/${stem}delete/${created._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.deleted, _id: created._id });
    expect((await view(created._id)).statusCode).toBe(404);
    expect((await display()).map((record) => record._id)).not.toContain(created._id);

    const again = await asAdmin({ method: 'DELETE', url: `/api/${stem}delete/${created._id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(errorBody(messages.server.notFound));
  });

  if (counted) {
    it(`GET /api/${stem}number answers a bare JSON number that follows the table`, async () => {
      const count = async () => {
        const res = await asAdmin({ method: 'GET', url: `/api/${stem}number` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.body).toMatch(/^\d+$/);
        return Number(res.body);
      };
      const before = await count();
      expect(before).toBe((await display()).length);
      const created = await create();
      expect(await count()).toBe(before + 1);
      await asAdmin({ method: 'DELETE', url: `/api/${stem}delete/${created._id}` });
      expect(await count()).toBe(before);
    });
  } else {
    it(`has no /api/${stem}number path (JSON 404)`, async () => {
      const res = await asAdmin({ method: 'GET', url: `/api/${stem}number` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(errorBody(messages.server.notFound));
    });
  }

  const field = textField(type);
  it.runIf(field)(`stores SQL- and HTML-looking text verbatim`, async () => {
    for (const text of [
      "'); DROP TABLE content_podcast;--",
      '<script>alert(1)</script>',
      ' "quoted" \\ back\u00a0slash \u{1f3ac} ',
    ]) {
      const record = await create({ ...sampleInput(type), [String(field)]: text });
      expect(record[String(field)]).toBe(text);
      expect((await view(record._id)).json<Json>()[String(field)]).toBe(text);
    }
    const podcasts = await inject({ method: 'GET', url: '/api/podcastdisplay' });
    expect(podcasts.statusCode).toBe(200);
  });

  it.runIf(field)(
    `refuses text with a NUL character (400 on either database), stores nothing`,
    async () => {
      const before = await display();
      const res = await asAdmin({
        method: 'POST',
        url: `/api/${stem}`,
        payload: { ...sampleInput(type), [String(field)]: 'cut\u0000here' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: `${field}: ${messages.server.nulCharacter}`,
        issues: [{ path: String(field), message: messages.server.nulCharacter }],
      });
      expect(await display()).toEqual(before);
    },
  );

  describe('admin paths refuse a caller who is not signed in', () => {
    const callers: [string, () => Record<string, string>][] = [
      ['anonymous', () => ({})],
      ['a forged bearer token', () => authHeaders('forged-token-0123456789abcdefghijklmnopqrstuv')],
      ['a forged cookie', () => ({ cookie: 'studio_session=forged' })],
      ['a logged-out token', () => authHeaders(loggedOutToken)],
      ['a non-bearer authorization', () => ({ authorization: `Basic ${token}` })],
    ];

    it.each(callers)('%s gets 401 on every admin path, and nothing changes', async (_, headers) => {
      const target = await someRecord();
      const id = String(target._id);
      const paths: InjectOptions[] = [
        { method: 'POST', url: `/api/${stem}`, payload: sampleInput(type) },
        { method: 'POST', url: `/api/${stem}`, payload: {} },
        { method: 'POST', url: `/api/${stem}update/${id}`, payload: sampleInput(type, 3) },
        { method: 'DELETE', url: `/api/${stem}delete/${id}` },
        { method: 'DELETE', url: `/api/${stem}delete/${UNKNOWN_ID}` },
      ];
      if (counted) paths.push({ method: 'GET', url: `/api/${stem}number` });

      const before = await display();
      for (const options of paths) {
        const res = await inject({ ...options, headers: headers() });
        expect(res.statusCode, `${options.method} ${options.url}`).toBe(401);
        expect(res.json()).toEqual(errorBody(messages.server.unauthorized));
      }
      expect(await display()).toEqual(before);
      expect((await view(id)).json()).toEqual(target);
    });
  });
});

describe('the gallery, added through the registry alone', () => {
  const item = {
    imageUrl: '/media/home/about.svg',
    title: 'Studio A',
    caption: 'The live room.',
    link: 'https://example.com/studio-a',
  };

  it('answers on the six paths of its issue', async () => {
    const before = (await inject({ method: 'GET', url: '/api/gallerynumber' })).statusCode;
    expect(before).toBe(401);
    const count = async () =>
      (await asAdmin({ method: 'GET', url: '/api/gallerynumber' })).json<number>();
    const start = await count();

    const created = await asAdmin({ method: 'POST', url: '/api/gallery', payload: item });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ _id: string }>()._id;
    expect(await count()).toBe(start + 1);

    const list = await inject({ method: 'GET', url: '/api/gallerydisplay' });
    expect(list.json()).toContainEqual(expect.objectContaining({ _id: id, ...item }));
    const view = await inject({ method: 'GET', url: `/api/galleryview/${id}` });
    expect(view.json()).toMatchObject(item);

    const { caption: _caption, link: _link, ...required } = item;
    const updated = await asAdmin({
      method: 'POST',
      url: `/api/galleryupdate/${id}`,
      payload: { ...required, title: 'Studio B' },
    });
    expect(updated.statusCode).toBe(200);
    const stored = (await inject({ method: 'GET', url: `/api/galleryview/${id}` })).json<Json>();
    expect(stored).toMatchObject({ title: 'Studio B', imageUrl: item.imageUrl });
    expect(stored).not.toHaveProperty('caption');

    const deleted = await asAdmin({ method: 'DELETE', url: `/api/gallerydelete/${id}` });
    expect(deleted.statusCode).toBe(200);
    expect(await count()).toBe(start);
  });

  it('requires an image URL and a title, and takes only a web URL as link', async () => {
    const res = await asAdmin({
      method: 'POST',
      url: '/api/gallery',
      payload: { caption: 'No image', link: 'javascript:alert(1)' },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path);
    expect(paths.sort()).toEqual(['imageUrl', 'link', 'title']);
  });
});
