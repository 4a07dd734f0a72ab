import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CV_NAME_MAX, messages } from '@studio/contracts';
import { connectDatabase } from '@studio/db';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseConfig } from '../database';
import {
  authHeaders,
  cookieHeaders,
  createTestApp,
  errorBody,
  registerAdmin,
  type TestApp,
} from '../test-support/app';
import { cvFiles, type FilePart, postApplication } from '../test-support/multipart';
import { careerFields, contactInput } from '../test-support/samples';
import {
  breakStorage,
  putObject,
  storedBytes,
  storedCvNames,
  storedKeys,
  testStorage,
} from '../test-support/storage';

const CV_MAX_BYTES = 8 * 1024;
const UNKNOWN_ID = '01890000-0000-7000-8000-000000000000';
const STORED_NAME = /^[0-9a-f]{32}\.(pdf|doc|docx)$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

interface Application {
  _id: string;
  cv: string | null;
  cvOriginalName: string | null;
  [field: string]: unknown;
}

let t: TestApp;
let token: string;

const inject = (options: InjectOptions) => t.app.inject(options);
const asAdmin = (options: InjectOptions) =>
  inject({ ...options, headers: { ...authHeaders(token), ...options.headers } });

/** Every file in the data folder, as paths relative to it (uploads, temp files, strays). */
const filesUnder = (dir: string, prefix = ''): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
const storedCvs = () => storedCvNames(t.config);

const apply = (
  fields: Record<string, string> = careerFields,
  files: FilePart[] = [],
  order?: 'fields-first' | 'files-first',
) => postApplication(t.app, { fields, files, order });

const applications = async () => {
  const res = await asAdmin({ method: 'GET', url: '/api/careerdisplay' });
  expect(res.statusCode).toBe(200);
  return res.json<Application[]>();
};

const download = (name: string, headers: Record<string, string> = authHeaders(token)) =>
  inject({ method: 'GET', url: `/uploads/cvs/${name}`, headers });

beforeAll(async () => {
  t = await createTestApp({ env: { CV_MAX_BYTES: String(CV_MAX_BYTES) } });
  token = await registerAdmin(t.app);
});

afterAll(async () => {
  await t?.close();
});

describe('contact inbox', () => {
  it('POST /api/contact is public: 201 with the stored message', async () => {
    const res = await inject({ method: 'POST', url: '/api/contact', payload: contactInput });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      ...contactInput,
      _id: expect.any(String),
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
  });

  it('POST /api/contact refuses invalid input with 400 and issues, malformed JSON with 400', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contactInput, email: 'nope', message: ' ' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; issues: { path: string; message: string }[] }>();
    expect(body.issues).toEqual([
      { path: 'email', message: 'Enter a valid email address.' },
      { path: 'message', message: 'This field is required.' },
    ]);
    expect(body.message).toBe('email: Enter a valid email address.');

    const malformed = await inject({
      method: 'POST',
      url: '/api/contact',
      payload: '{"firstName"',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(errorBody(messages.server.malformedJson));
  });

  it('stores SQL- and HTML-looking text verbatim', async () => {
    const input = {
      ...contactInput,
      firstName: "Robert'); DROP TABLE contact_message;--",
      message: '<script>alert(1)</script><img src=x onerror=alert(2)>',
    };
    const res = await inject({ method: 'POST', url: '/api/contact', payload: input });
    expect(res.statusCode).toBe(201);
    const list = (await asAdmin({ method: 'GET', url: '/api/contactdisplay' })).json<unknown[]>();
    expect(list).toContainEqual({
      ...input,
      _id: res.json()._id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('GET /api/contactdisplay and DELETE /api/contactdelete/:id are for admins only', async () => {
    const created = (
      await inject({ method: 'POST', url: '/api/contact', payload: contactInput })
    ).json<{ _id: string }>();

    for (const options of [
      { method: 'GET', url: '/api/contactdisplay' },
      { method: 'DELETE', url: `/api/contactdelete/${created._id}` },
    ] satisfies InjectOptions[]) {
      for (const headers of [{}, authHeaders('forged')]) {
        const res = await inject({ ...options, headers });
        expect(res.statusCode, options.url).toBe(401);
        expect(res.json()).toEqual(errorBody(messages.server.unauthorized));
      }
    }

    const list = await asAdmin({ method: 'GET', url: '/api/contactdisplay' });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ _id: string }[]>().map((m) => m._id)).toContain(created._id);

    const res = await asAdmin({ method: 'DELETE', url: `/api/contactdelete/${created._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.deleted, _id: created._id });
    const after = (await asAdmin({ method: 'GET', url: '/api/contactdisplay' })).json<
      { _id: string }[]
    >();
    expect(after.map((m) => m._id)).not.toContain(created._id);

    const again = await asAdmin({ method: 'DELETE', url: `/api/contactdelete/${created._id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(errorBody(messages.server.notFound));
  });
});

describe('career inbox: uploads', () => {
  it.each([
    ['PDF', 'resume.pdf', cvFiles.pdf(), 'application/pdf', '.pdf'],
    ['DOC', 'resume.doc', cvFiles.doc(), 'application/msword', '.doc'],
    [
      'DOCX',
      'Resume Final.DOCX',
      cvFiles.docx(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      '.docx',
    ],
  ])(
    'accepts a %s: 201, stored under a random name with the original name kept',
    async (_, filename, content, mime, ext) => {
      const before = await storedCvs();
      const res = await apply(careerFields, [{ filename, content }]);
      expect(res.statusCode, res.body).toBe(201);
      const application = res.json<Application>();
      expect(application).toEqual({
        ...careerFields,
        _id: expect.any(String),
        cv: expect.stringMatching(STORED_NAME),
        cvOriginalName: filename,
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      });
      const stored = String(application.cv);
      expect(stored.endsWith(ext)).toBe(true);
      expect(await storedCvs()).toEqual([...before, stored].sort());
      // The stored bytes are the sent ones (no transfer framing kept by the storage).
      expect((await storedBytes(t.config, `cvs/${stored}`))?.equals(content)).toBe(true);
      expect(await applications()).toContainEqual(application);

      const file = await download(stored);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(mime);
      expect(file.headers['content-disposition']).toMatch(/^attachment;/);
      expect(file.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(filename)}`,
      );
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(content)).toBe(true);
    },
  );

  it('accepts an application without a CV, and the file sent before the fields', async () => {
    const without = await apply();
    expect(without.statusCode).toBe(201);
    expect(without.json()).toMatchObject({ ...careerFields, cv: null, cvOriginalName: null });

    const fileFirst = await apply(
      careerFields,
      [{ filename: 'cv.pdf', content: cvFiles.pdf() }],
      'files-first',
    );
    expect(fileFirst.statusCode, fileFirst.body).toBe(201);
    expect(fileFirst.json<Application>().cv).toMatch(STORED_NAME);
  });

  const expectRefused = async (
    res: LightMyRequestResponse,
    status: number,
    message: string,
    before: { files: string[]; applications: number },
  ) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual(errorBody(message));
    // Nothing half-done: no file, no temp file, no row.
    expect(await storedCvs()).toEqual(before.files);
    expect(await applications()).toHaveLength(before.applications);
  };
  const snapshot = async () => ({
    files: await storedCvs(),
    applications: (await applications()).length,
  });

  it.each([
    ['text content named .pdf (wrong magic bytes)', 'cv.pdf', cvFiles.text()],
    ['DOCX content named .pdf (wrong magic bytes)', 'cv.pdf', cvFiles.docx()],
    ['PDF content named .doc (wrong magic bytes)', 'cv.doc', cvFiles.pdf()],
    ['a file shorter than the magic', 'cv.doc', Buffer.from([0xd0, 0xcf])],
    ['an empty file', 'cv.pdf', Buffer.alloc(0)],
    // A wrong extension is refused even with good content.
    ['a .exe name', 'cv.exe', cvFiles.pdf()],
    ['a .txt name', 'cv.txt', cvFiles.pdf()],
    ['a .html name', 'cv.html', cvFiles.pdf()],
    ['a .pdf.exe name', 'cv.pdf.exe', cvFiles.pdf()],
    ['a name without extension', 'cv', cvFiles.pdf()],
  ])('refuses %s: 415', async (_, filename, content) => {
    const before = await snapshot();
    await expectRefused(
      await apply(careerFields, [{ filename, content }]),
      415,
      messages.server.unsupportedFileType,
      before,
    );
  });

  it('refuses a CV over CV_MAX_BYTES with 413; exactly the cap is accepted', async () => {
    const before = await snapshot();
    const over = await apply(careerFields, [
      { filename: 'big.pdf', content: cvFiles.pdf(CV_MAX_BYTES + 1) },
    ]);
    await expectRefused(over, 413, messages.server.tooLarge, before);

    const atCap = await apply(careerFields, [
      { filename: 'cap.pdf', content: cvFiles.pdf(CV_MAX_BYTES) },
    ]);
    expect(atCap.statusCode, atCap.body).toBe(201);
  });

  it('leaves no file behind when the fields are invalid', async () => {
    const before = await snapshot();
    const res = await apply({ ...careerFields, email: 'not-an-email', about: '' }, [
      { filename: 'cv.pdf', content: cvFiles.pdf() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'email: Enter a valid email address.',
      issues: [
        { path: 'email', message: 'Enter a valid email address.' },
        { path: 'about', message: 'This field is required.' },
      ],
    });
    expect(await storedCvs()).toEqual(before.files);
    expect(await applications()).toHaveLength(before.applications);
  });

  it('refuses a second file or a file in another field with 400, keeping nothing', async () => {
    const before = await snapshot();
    const two = await apply(careerFields, [
      { filename: 'a.pdf', content: cvFiles.pdf() },
      { filename: 'b.pdf', content: cvFiles.pdf() },
    ]);
    expect(two.statusCode, two.body).toBe(400);
    expect(two.json()).toEqual(errorBody('Send at most one file, in the "cv" field.'));

    const wrongField = await apply(careerFields, [
      { field: 'resume', filename: 'a.pdf', content: cvFiles.pdf() },
    ]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual(errorBody('Send at most one file, in the "cv" field.'));

    expect(await storedCvs()).toEqual(before.files);
    expect(await applications()).toHaveLength(before.applications);
  });

  it('refuses a JSON body on the multipart path with 415', async () => {
    const res = await inject({ method: 'POST', url: '/api/career', payload: careerFields });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(errorBody('Send this form as multipart/form-data.'));
  });

  it.each([
    '../../etc/passwd.pdf',
    '../studio.sqlite.pdf',
    '/etc/passwd.pdf',
    '..\\..\\windows\\win.ini.pdf',
    '....//....//x.pdf',
  ])(
    'stores a traversal-looking name (%s) under a random name inside uploads/cvs',
    async (filename) => {
      const dataBefore = filesUnder(t.dataDir).sort();
      const keysBefore = await storedKeys(t.config);
      const res = await apply(careerFields, [{ filename, content: cvFiles.pdf() }]);
      expect(res.statusCode, res.body).toBe(201);
      const { cv, cvOriginalName } = res.json<Application>();
      expect(cv).toMatch(STORED_NAME);
      // Kept only as text for the download name (busboy reduces it to its last segment).
      expect(cvOriginalName).not.toMatch(/[\\/]/);
      // The only new object is the stored CV, and the only new file in the whole data folder
      // is that object's file with local storage (WAL files aside), none with a bucket.
      const keysAdded = (await storedKeys(t.config)).filter((key) => !keysBefore.includes(key));
      expect(keysAdded).toEqual([`cvs/${cv}`]);
      const added = filesUnder(t.dataDir)
        .filter((file) => !dataBefore.includes(file) && !/studio\.sqlite-(wal|shm)$/.test(file))
        .sort();
      expect(added).toEqual(testStorage === 'local' ? [`uploads/cvs/${cv}`] : []);
      expect(existsSync(resolve(t.dataDir, '..', 'etc'))).toBe(false);
    },
  );

  it('caps a 3,000-character file name at CV_NAME_MAX, keeping its extension, and so its download header', async () => {
    const long = `${'a'.repeat(2996)}.pdf`;
    const res = await apply(careerFields, [{ filename: long, content: cvFiles.pdf() }]);
    expect(res.statusCode, res.body).toBe(201);
    const { cv, cvOriginalName } = res.json<Application>();
    const capped = `${'a'.repeat(CV_NAME_MAX - 4)}.pdf`;
    expect(cvOriginalName).toBe(capped);
    const file = await download(String(cv));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${capped}"; filename*=UTF-8''${capped}`,
    );
  });

  it('keeps the original name without control characters (a NUL included)', async () => {
    const res = await apply(careerFields, [
      { filename: 'my\u0000cv\u0007 final\u001b.pdf', content: cvFiles.pdf() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const application = res.json<Application>();
    expect(application.cvOriginalName).toBe('mycv final.pdf');
    expect(await applications()).toContainEqual(application);
  });
});

describe('career inbox: download and delete', () => {
  let application: Application;
  let stored: string;

  beforeAll(async () => {
    const res = await apply(careerFields, [
      { filename: 'résumé final.pdf', content: cvFiles.pdf(512) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    application = res.json<Application>();
    stored = String(application.cv);
  });

  it('serves the CV to the admin only: 401 anonymous or forged, 200 attachment for the admin', async () => {
    const callers: Record<string, string>[] = [
      {},
      authHeaders('forged'),
      { cookie: 'studio_session=forged' },
    ];
    for (const headers of callers) {
      const res = await download(stored, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(errorBody(messages.server.unauthorized));
    }
    for (const headers of [authHeaders(token), cookieHeaders(token)]) {
      const res = await download(stored, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="r_sum_ final.pdf"; filename*=UTF-8''${encodeURIComponent('résumé final.pdf')}`,
      );
      expect(res.rawPayload.equals(cvFiles.pdf(512))).toBe(true);
    }
  });

  it('caps the download name of a long one stored before names were capped', async () => {
    const res = await apply(careerFields, [{ filename: 'short.docx', content: cvFiles.docx() }]);
    expect(res.statusCode, res.body).toBe(201);
    const { _id, cv } = res.json<Application>();
    const database = await connectDatabase(databaseConfig(t.config));
    try {
      await database.db
        .updateTable('career_application')
        .set({ cvOriginalName: `${'é'.repeat(2995)}.docx` })
        .where('id', '=', _id)
        .execute();
    } finally {
      await database.close();
    }
    const file = await download(String(cv));
    expect(file.statusCode).toBe(200);
    const name = `${'é'.repeat(CV_NAME_MAX - 5)}.docx`;
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${'_'.repeat(CV_NAME_MAX - 5)}.docx"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  });

  it('answers 404 for an unknown or malformed name, never a file outside uploads/cvs', async () => {
    // A well-formed name in storage but without an application is not served either.
    const orphan = `${'0'.repeat(32)}.pdf`;
    await putObject(t.config, `cvs/${orphan}`, cvFiles.pdf());
    for (const name of [
      orphan,
      `${'a'.repeat(32)}.pdf`,
      '..%2F..%2Fstudio.sqlite',
      `..%2Fcvs%2F${stored}`,
      '%2E%2E%2F%2E%2E%2Fstudio.sqlite',
      'studio.sqlite',
      stored.toUpperCase(),
      '.upload-x',
      '',
    ]) {
      const res = await download(name);
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toEqual(errorBody(messages.server.notFound));
    }
    // An encoded NUL makes no address of the site: refused before any lookup.
    const nul = await download(`${stored}%00.pdf`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual(errorBody(messages.server.badUrl));
    const raw = await inject({
      method: 'GET',
      url: '/uploads/cvs/../../studio.sqlite',
      headers: authHeaders(token),
    });
    expect(raw.statusCode).toBe(404);
    expect(raw.body).not.toContain('SQLite format');
  });

  it('DELETE /api/careerdelete/:id is admin only, and removes the row and the file', async () => {
    const anonymous = await inject({
      method: 'DELETE',
      url: `/api/careerdelete/${application._id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedCvs()).toContain(stored);

    const res = await asAdmin({ method: 'DELETE', url: `/api/careerdelete/${application._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.deleted, _id: application._id });
    expect(await storedCvs()).not.toContain(stored);
    expect((await applications()).map((a) => a._id)).not.toContain(application._id);
    expect((await download(stored)).statusCode).toBe(404);

    const again = await asAdmin({ method: 'DELETE', url: `/api/careerdelete/${application._id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(errorBody(messages.server.notFound));
    const unknown = await asAdmin({ method: 'DELETE', url: `/api/careerdelete/${UNKNOWN_ID}` });
    expect(unknown.statusCode).toBe(404);
  });

  it('GET /api/careerdisplay is admin only', async () => {
    for (const headers of [{}, authHeaders('forged')]) {
      const res = await inject({ method: 'GET', url: '/api/careerdisplay', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(errorBody(messages.server.unauthorized));
    }
  });
});

describe('an internal failure', () => {
  it('answers 500 with a generic JSON message, no details, and keeps no row', async () => {
    const broken = await createTestApp();
    try {
      // Storing the upload fails inside the server.
      await breakStorage(broken.config);
      const res = await postApplication(broken.app);
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual(errorBody(messages.server.internal));
      expect(res.body).not.toContain(broken.dataDir);
      const database = await connectDatabase(databaseConfig(broken.config));
      try {
        expect(await database.db.selectFrom('career_application').selectAll().execute()).toEqual(
          [],
        );
      } finally {
        await database.close();
      }
    } finally {
      await broken.close();
    }
  });
});

describe('inbox rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_INBOX: '2/600' } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  const expectLimited = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(errorBody(messages.server.rateLimited));
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(600);
  };

  it('limits contact messages per IP with 429 and Retry-After', async () => {
    const post = (remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: contactInput,
        remoteAddress,
      });
    expect((await post('10.1.0.1')).statusCode).toBe(201);
    expect((await post('10.1.0.1')).statusCode).toBe(201);
    expectLimited(await post('10.1.0.1'));
    expect((await post('10.1.0.2')).statusCode).toBe(201);
  });

  it('limits applications per IP with 429, and keeps no file of a refused one', async () => {
    const post = (remoteAddress: string) => postApplication(limited.app, { remoteAddress });
    expect((await post('10.1.0.1')).statusCode).toBe(201);
    expect((await post('10.1.0.1')).statusCode).toBe(201);
    expectLimited(await post('10.1.0.1'));
    expect(await storedCvNames(limited.config)).toHaveLength(2);
    expect((await post('10.1.0.3')).statusCode).toBe(201);
  });
});
