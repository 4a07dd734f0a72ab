import {
  booleanMessages,
  contentTypeNames,
  contentTypes,
  dateMessages,
  datetimeMessages,
  type FieldSpec,
  fieldKind,
  messages,
  numberMessages,
  type Revision,
  referenceMessages,
  selectMessages,
  webhookEvents,
} from '@studio/contracts';
import { sampleWidget } from '@studio/contracts/testing';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authHeaders, createTestApp, registerAdmin, type TestApp } from './test-support/app';
import { trpcData, trpcMutate, trpcQuery } from './test-support/trpc';

// An 11th content type, in this file only: the registry's entries with a test-only one added.
// Everything that reads the registry (tables, routes, access, trash, webhooks, OpenAPI) sees it,
// as it would see a type added to content-types.ts.
vi.mock(import('@studio/contracts/content-types'), async (importOriginal) => {
  const { withSampleWidget } = await import('@studio/contracts/testing');
  return withSampleWidget(await importOriginal());
});

interface SampleWidget {
  _id: string;
  name: string;
  summary: string;
  photoUrl?: string;
  clipUrl?: string;
  website?: string;
  contactEmail: string;
  tags: string[];
  launchDate?: string;
  startsAt?: string;
  rating?: number;
  featured: boolean;
  size?: string;
  colours: string[];
  maker?: string;
  seenIn: string[];
  _refs?: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  status?: string;
}

// sampleWidget's options (sample-widget.ts).
const SIZES = ['small', 'medium', 'large'] as const;
const COLOURS = ['red', 'green', 'blue'] as const;

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
// A field of every kind (field-kinds.test.ts checks the type has one).
const sample = (n: number) => ({
  name: `Client ${n}`,
  summary: `Working with the studio was a pleasure (${n}).`,
  photoUrl: `https://cdn.example.com/client-${n}.jpg`,
  clipUrl: `https://videos.example.com/client-${n}.mp4`,
  website: `https://client-${n}.example.com/`,
  contactEmail: `client${n}@example.com`,
  tags: [`Client ${n}`, 'Returning'],
  launchDate: `2026-03-${10 + n}`,
  startsAt: `2026-03-${10 + n}T18:30:00Z`,
  rating: (n % 5) + 1,
  featured: n % 2 === 1,
  size: SIZES[n % 3],
  colours: n % 2 === 1 ? ['blue', 'red'] : ['green'],
  // Its references have their own tests below (they name records those tests make).
  seenIn: [],
});

let t: TestApp;
let token: string;

const inject = (options: InjectOptions) => t.app.inject(options);
const asAdmin = (options: InjectOptions) =>
  inject({ ...options, headers: { ...authHeaders(token), ...options.headers } });
const query = async <T>(path: string, input?: unknown) => {
  return trpcData<T>(
    await trpcQuery(t.app, `content.samplewidget.${path}`, input, authHeaders(token)),
  );
};
const mutate = async <T>(path: string, input: unknown) => {
  return trpcData<T>(
    await trpcMutate(t.app, `content.samplewidget.${path}`, input, authHeaders(token)),
  );
};
const create = async (payload: object) => {
  const res = await asAdmin({ method: 'POST', url: '/api/samplewidget', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<SampleWidget>();
};
const display = async (query = '') => {
  const res = await inject({ method: 'GET', url: `/api/samplewidgetdisplay${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const ids = (records: { _id: string }[]) => records.map((record) => record._id);

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  token = await registerAdmin(t.app);
});

afterAll(async () => {
  await t?.close();
});

it('is a registry type like the others, with no built-in records', async () => {
  expect(contentTypeNames).toContain('samplewidget');
  expect(webhookEvents).toContain('samplewidget.created');
  expect((await display()).json()).toEqual([]);
});

describe('REST', () => {
  it('creates, reads, updates, counts and deletes, refusing bad input with 400', async () => {
    const created = await create(sample(1));
    expect(created).toEqual({
      _id: expect.any(String),
      ...sample(1),
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    const view = await inject({ method: 'GET', url: `/api/samplewidgetview/${created._id}` });
    expect(view.json()).toEqual(created);

    const updated = await asAdmin({
      method: 'POST',
      url: `/api/samplewidgetupdate/${created._id}`,
      payload: { name: 'Client 1b', summary: 'Even better.', contactEmail: 'client1@example.com' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ _id: created._id, name: 'Client 1b' });
    expect(updated.json()).not.toHaveProperty('photoUrl');

    const count = await asAdmin({ method: 'GET', url: '/api/samplewidgetnumber' });
    expect(count.json()).toBe(1);

    const refused = await asAdmin({
      method: 'POST',
      url: '/api/samplewidget',
      payload: { name: '  ', photoUrl: 'javascript:alert(1)' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['name', 'summary', 'photoUrl', 'contactEmail']),
    );
    expect(
      (await inject({ method: 'POST', url: '/api/samplewidget', payload: sample(2) })).statusCode,
    ).toBe(401);

    const deleted = await asAdmin({
      method: 'DELETE',
      url: `/api/samplewidgetdelete/${created._id}`,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const gone = await inject({ method: 'GET', url: `/api/samplewidgetview/${created._id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: messages.server.notFound });

    // The trash knows the type: the record comes back under its own id.
    const restored = await asAdmin({
      method: 'POST',
      url: `/api/trashrestore/samplewidget/${created._id}`,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(ids((await display()).json())).toEqual([created._id]);
    await asAdmin({ method: 'DELETE', url: `/api/samplewidgetdelete/${created._id}` });
  });

  it('pages the public list, with X-Total-Count and a Link to the next page', async () => {
    const made: string[] = [];
    for (let n = 1; n <= 5; n++) made.push((await create(sample(n)))._id);

    expect(ids((await display()).json())).toEqual(made);
    const first = await display('?limit=2');
    expect(ids(first.json())).toEqual(made.slice(0, 2));
    expect(first.headers['x-total-count']).toBe('5');
    expect(first.headers.link).toBe('</api/samplewidgetdisplay?limit=2&offset=2>; rel="next"');
    expect(ids((await display('?limit=2&offset=4')).json())).toEqual(made.slice(4));

    for (const id of made) {
      await asAdmin({ method: 'DELETE', url: `/api/samplewidgetdelete/${id}` });
    }
  });

  it('keeps drafts from the public, and shows them with ?status=all', async () => {
    const draft = await create({ ...sample(7), status: 'draft' });
    expect(await display().then((res) => res.json())).toEqual([]);
    const all = await asAdmin({ method: 'GET', url: '/api/samplewidgetdisplay?status=all' });
    expect(all.json<SampleWidget[]>()).toEqual([
      expect.objectContaining({ _id: draft._id, status: 'draft', publishAt: null }),
    ]);

    const published = await asAdmin({
      method: 'POST',
      url: `/api/samplewidgetupdate/${draft._id}`,
      payload: { ...sample(7), status: 'published' },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(ids((await display()).json())).toEqual([draft._id]);
    await asAdmin({ method: 'DELETE', url: `/api/samplewidgetdelete/${draft._id}` });
  });

  it('keeps every version and restores an older one', async () => {
    const { _id: id } = await create(sample(8));
    await asAdmin({
      method: 'POST',
      url: `/api/samplewidgetupdate/${id}`,
      payload: { ...sample(8), name: 'A mistake' },
    });
    const history = await asAdmin({ method: 'GET', url: `/api/samplewidgetrevisions/${id}` });
    const versions = history.json<Revision[]>();
    expect(versions.map((version) => version.data.name)).toEqual(['A mistake', 'Client 8']);

    const restored = await asAdmin({
      method: 'POST',
      url: `/api/samplewidgetrestore/${id}`,
      payload: { revision: versions[1]?._id },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ _id: id, name: 'Client 8' });
    await asAdmin({ method: 'DELETE', url: `/api/samplewidgetdelete/${id}` });
  });
});

// Each field refuses its kind's own invalid sample (packages/contracts/src/field-kinds), naming
// the field, and stores nothing: a kind added to the registry is checked here at once.
const refusals = Object.entries<FieldSpec>(sampleWidget.fields).map(([field, spec]) => ({
  field,
  kind: spec.kind,
  payload: { ...sample(9), [field]: fieldKind(spec.kind).samples.invalid(true) },
}));

/** The REST and tRPC answers to creating a sample widget of `payload`: both refuse it, 400. */
async function createRefused(payload: Record<string, unknown>) {
  const rest = await asAdmin({ method: 'POST', url: '/api/samplewidget', payload });
  expect(rest.statusCode, rest.body).toBe(400);
  const trpc = await trpcMutate(t.app, 'content.samplewidget.create', payload, authHeaders(token));
  expect(trpc.statusCode, trpc.body).toBe(400);
  return { rest, trpc };
}

describe('every field kind', () => {
  it.each(refusals)(
    'REST refuses a bad $kind ($field) with 400 naming it, storing nothing',
    async ({ field, payload }) => {
      const res = await asAdmin({ method: 'POST', url: '/api/samplewidget', payload });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json<{ message: string; issues: { path: string; message: string }[] }>();
      expect(body.issues).toEqual([{ path: field, message: expect.stringMatching(/\S/) }]);
      expect(JSON.stringify(body)).not.toContain('javascript:');
      const count = await asAdmin({ method: 'GET', url: '/api/samplewidgetnumber' });
      expect(count.json()).toBe(0);
    },
  );

  it.each(refusals)(
    'tRPC refuses a bad $kind ($field) with BAD_REQUEST, storing nothing',
    async ({ payload }) => {
      const res = await trpcMutate(
        t.app,
        'content.samplewidget.create',
        payload,
        authHeaders(token),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(await query<number>('count')).toBe(0);
    },
  );

  it('refuses a date that is not one (2026-02-30) with the date message', async () => {
    const payload = { ...sample(11), launchDate: '2026-02-30' };
    const res = await asAdmin({ method: 'POST', url: '/api/samplewidget', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      issues: [{ path: 'launchDate', message: dateMessages.invalid }],
    });
  });

  it('keeps a date the same day whatever the time zone, and a cleared one as none', async () => {
    const zone = process.env.TZ;
    // 14 hours ahead of UTC: a date read as a local midnight would come back a day earlier.
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      const created = await mutate<SampleWidget>('create', {
        ...sample(12),
        launchDate: '2026-01-01',
      });
      expect(created.launchDate).toBe('2026-01-01');
      const cleared = await asAdmin({
        method: 'POST',
        url: `/api/samplewidgetupdate/${created._id}`,
        payload: { ...sample(12), launchDate: '' },
      });
      expect(cleared.json()).not.toHaveProperty('launchDate');
      await mutate('delete', { id: created._id });
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('stores a date and time in UTC whatever its offset, and a cleared one as none', async () => {
    const rest = await create({ ...sample(16), startsAt: '2026-03-14T20:30:00+02:00' });
    expect(rest.startsAt).toBe('2026-03-14T18:30:00Z');
    const trpc = await mutate<SampleWidget>('create', {
      ...sample(17),
      startsAt: '2026-03-14T13:30:00-05:00',
    });
    expect(trpc.startsAt).toBe('2026-03-14T18:30:00Z');
    await mutate('update', { id: trpc._id, data: { ...sample(17), startsAt: '' } });
    expect(await query<SampleWidget>('get', { id: trpc._id })).not.toHaveProperty('startsAt');
    await mutate('delete', { id: rest._id });
    await mutate('delete', { id: trpc._id });
  });

  it.each(['2026-03-14T18:30:00', '2026-02-30T10:00:00Z', 'tomorrow', 1773513000000])(
    'refuses a date and time of %j with its own message naming the field, storing nothing',
    async (startsAt) => {
      const { rest, trpc } = await createRefused({ ...sample(18), startsAt });
      expect(rest.json()).toMatchObject({
        issues: [{ path: 'startsAt', message: datetimeMessages.invalid }],
      });
      expect(trpc.body).toContain(datetimeMessages.invalid);
      expect(await query<number>('count')).toBe(0);
    },
  );

  it.each([
    { rating: '12', message: numberMessages.notNumber },
    { rating: 4.5, message: numberMessages.notWhole },
    { rating: 6, message: numberMessages.tooLarge(5) },
    { rating: 0, message: numberMessages.tooSmall(1) },
  ])(
    'refuses a rating of $rating with its own message naming the field, storing nothing',
    async ({ rating, message }) => {
      const { rest, trpc } = await createRefused({ ...sample(13), rating });
      expect(rest.json()).toMatchObject({ issues: [{ path: 'rating', message }] });
      expect(trpc.body).toContain(message);
      expect(await query<number>('count')).toBe(0);
    },
  );

  it("refuses a CSV rating cell that is no number as that row's issue, storing nothing", async () => {
    const created = await create(sample(14));
    const exported = await asAdmin({ method: 'GET', url: '/api/samplewidgetexport?format=csv' });
    const [header = '', row = ''] = exported.body.split(/\r?\n/);
    const at = header.split(',').indexOf('rating');
    expect(at).toBeGreaterThan(-1);
    // sample(14)'s rating is 5; only that cell changes.
    const bad = row.replace(/(^|,)5(?=,|$)/, '$1five');
    expect(bad).not.toBe(row);
    const imported = await asAdmin({
      method: 'POST',
      url: '/api/samplewidgetimport',
      payload: `${header}\n${bad}\n`,
      headers: { 'content-type': 'text/csv' },
    });
    expect(imported.statusCode).toBe(400);
    expect(imported.json()).toMatchObject({
      issues: [{ row: 1, path: 'rating', message: numberMessages.badCell }],
    });
    const view = await inject({ method: 'GET', url: `/api/samplewidgetview/${created._id}` });
    expect(view.json()).toMatchObject({ rating: 5 });
    await asAdmin({ method: 'DELETE', url: `/api/samplewidgetdelete/${created._id}` });
  });

  it('refuses "yes" for a yes-or-no with its own message; left out, it is its default', async () => {
    const payload = { ...sample(15), featured: 'yes' };
    const res = await asAdmin({ method: 'POST', url: '/api/samplewidget', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      issues: [{ path: 'featured', message: booleanMessages.notBoolean }],
    });
    const { featured: _, ...leftOut } = sample(15);
    const created = await mutate<SampleWidget>('create', leftOut);
    expect(created.featured).toBe(false);
    await mutate('delete', { id: created._id });
  });

  it.each([
    { field: 'size', value: 'huge', path: 'size', message: selectMessages.notListed(SIZES) },
    { field: 'size', value: 'yes', path: 'size', message: selectMessages.notListed(SIZES) },
    { field: 'size', value: 2, path: 'size', message: selectMessages.notListed(SIZES) },
    {
      field: 'colours',
      value: ['red', 'purple'],
      path: 'colours.1',
      message: selectMessages.notListed(COLOURS),
    },
    { field: 'colours', value: 'red', path: 'colours', message: selectMessages.notList(COLOURS) },
    { field: 'colours', value: ['red', 'red'], path: 'colours', message: selectMessages.repeated },
  ])(
    'refuses $value for $field (a select) with its own message naming the field, storing nothing',
    async ({ field, value, path, message }) => {
      const { rest, trpc } = await createRefused({ ...sample(16), [field]: value });
      expect(rest.json()).toEqual({ message: expect.any(String), issues: [{ path, message }] });
      expect(trpc.body).toContain(JSON.stringify(message).slice(1, -1));
      expect(await query<number>('count')).toBe(0);
    },
  );

  it('keeps the options chosen as keys: one a string, several an array; none is none', async () => {
    const created = await mutate<SampleWidget>('create', {
      ...sample(17),
      size: 'large',
      colours: ['green', 'red'],
    });
    const view = await inject({ method: 'GET', url: `/api/samplewidgetview/${created._id}` });
    expect(view.json()).toMatchObject({ size: 'large', colours: ['green', 'red'] });
    // Searched by their keys.
    const found = await query<{ items: SampleWidget[] }>('browse', { search: 'GREEN' });
    expect(ids(found.items)).toEqual([created._id]);

    const { colours: _, ...leftOut } = sample(17);
    const cleared = await asAdmin({
      method: 'POST',
      url: `/api/samplewidgetupdate/${created._id}`,
      payload: { ...leftOut, size: '' },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).not.toHaveProperty('size');
    expect(cleared.json()).toMatchObject({ colours: [] });
    await mutate('delete', { id: created._id });
  });

  it("refuses a CSV select cell that is a broken list or no option, as that row's issue", async () => {
    const created = await create(sample(18));
    const exported = await asAdmin({ method: 'GET', url: '/api/samplewidgetexport?format=csv' });
    const [header = '', row = ''] = exported.body.split(/\r?\n/);
    expect(header.split(',')).toEqual(expect.arrayContaining(['size', 'colours']));
    // sample(18)'s colours are ["green"] (the cell is their JSON, quoted), its size "small".
    const cell = '"[""green""]"';
    expect(row).toContain(cell);
    expect(row).toContain(',small,');
    const importRow = (line: string) =>
      asAdmin({
        method: 'POST',
        url: '/api/samplewidgetimport',
        payload: `${header}\n${line}\n`,
        headers: { 'content-type': 'text/csv' },
      });
    const broken = await importRow(row.replace(cell, '"[""green"""'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      issues: [{ row: 1, path: 'colours', message: selectMessages.badCell }],
    });
    const unlisted = await importRow(row.replace(',small,', ',huge,'));
    expect(unlisted.statusCode).toBe(400);
    expect(unlisted.json()).toMatchObject({
      issues: [{ row: 1, path: 'size', message: selectMessages.notListed(SIZES) }],
    });
    const view = await inject({ method: 'GET', url: `/api/samplewidgetview/${created._id}` });
    expect(view.json()).toMatchObject({ size: 'small', colours: ['green'] });
    await asAdmin({ method: 'DELETE', url: `/api/samplewidgetdelete/${created._id}` });
  });

  it('goes out to CSV and comes back unchanged', async () => {
    const created = await create(sample(10));
    const exported = await asAdmin({ method: 'GET', url: '/api/samplewidgetexport?format=csv' });
    expect(exported.statusCode, exported.body).toBe(200);
    const imported = await asAdmin({
      method: 'POST',
      url: '/api/samplewidgetimport',
      payload: exported.body,
      headers: { 'content-type': 'text/csv' },
    });
    expect(imported.json()).toEqual({ created: 0, updated: 1 });
    const view = await inject({ method: 'GET', url: `/api/samplewidgetview/${created._id}` });
    expect(view.json()).toMatchObject(sample(10));
    await asAdmin({ method: 'DELETE', url: `/api/samplewidgetdelete/${created._id}` });
  });
});

describe('tRPC', () => {
  it('creates, gets, updates, lists, pages, counts and deletes', async () => {
    const a = await mutate<SampleWidget>('create', sample(1));
    const b = await mutate<SampleWidget>('create', { ...sample(2), status: 'draft' });
    expect(a).toMatchObject({ ...sample(1), status: 'published' });

    expect(await query<SampleWidget>('get', { id: a._id })).toMatchObject(sample(1));
    await mutate('update', { id: a._id, data: { ...sample(1), summary: 'Changed.' } });
    expect(await query<SampleWidget>('get', { id: a._id })).toMatchObject({ summary: 'Changed.' });

    expect(ids(await query<SampleWidget[]>('list'))).toEqual([a._id]);
    expect(ids(await query<SampleWidget[]>('list', { preview: true }))).toEqual([a._id, b._id]);
    const page = await query<{ items: SampleWidget[]; total: number }>('page', { limit: 1 });
    expect(page).toMatchObject({ total: 1, nextCursor: null });
    expect(await query<number>('count')).toBe(2);

    await mutate('delete', { id: b._id });
    await mutate('delete', { id: a._id });
    expect(await query<SampleWidget[]>('list')).toEqual([]);
  });

  it('browses the admin list: pages, search and status', async () => {
    const made: string[] = [];
    for (let n = 1; n <= 4; n++) {
      const input = { ...sample(n), ...(n === 4 ? { status: 'draft' } : {}) };
      made.push((await mutate<SampleWidget>('create', input))._id);
    }
    interface Page {
      items: SampleWidget[];
      total: number;
      nextCursor: number | null;
    }

    const first = await query<Page>('browse', { limit: 3 });
    expect(first).toMatchObject({ total: 4, nextCursor: 3 });
    expect(ids(first.items)).toEqual(made.slice(0, 3));
    const rest = await query<Page>('browse', { limit: 3, cursor: first.nextCursor });
    expect(ids(rest.items)).toEqual(made.slice(3));

    expect(ids((await query<Page>('browse', { search: 'CLIENT 2' })).items)).toEqual([made[1]]);
    expect(ids((await query<Page>('browse', { status: 'draft' })).items)).toEqual([made[3]]);
    const anonymous = await trpcQuery(t.app, 'content.samplewidget.browse', { limit: 3 });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('references', () => {
  const podcast = (title: string, extra: object = {}) =>
    asAdmin({
      method: 'POST',
      url: '/api/podcast',
      payload: {
        title,
        videoUrl: 'https://videos.example.com/ep.mp4',
        posterUrl: 'https://cdn.example.com/ep.jpg',
        ...extra,
      },
    }).then((res) => {
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ _id: string }>()._id;
    });
  const view = async (id: string, query = '') =>
    (
      await asAdmin({ method: 'GET', url: `/api/samplewidgetview/${id}${query}` })
    ).json<SampleWidget>();

  it('refuses an id of no record, or of another type, naming the field; nothing stored', async () => {
    const { _id: camera } = (await inject({ method: 'GET', url: '/api/equipmentdisplay' })).json<
      { _id: string }[]
    >()[0] ?? { _id: '' };
    const before = await query<number>('count');
    const notFound = referenceMessages.notFound(contentTypes.podcast.label);
    for (const seenIn of [['01900000-0000-7000-8000-000000000000'], [camera]]) {
      const { rest, trpc } = await createRefused({ ...sample(3), seenIn });
      expect(rest.json()).toEqual({
        message: `seenIn: ${notFound}`,
        issues: [{ path: 'seenIn', message: notFound }],
      });
      expect(trpc.body).toContain(notFound);
    }
    const { rest } = await createRefused({ ...sample(3), maker: 'no-such-id' });
    expect(rest.json()).toMatchObject({ issues: [{ path: 'maker' }] });
    expect(await query<number>('count')).toBe(before);
  });

  it('reads with `_refs`: the public sees the public records, an editor every stored one', async () => {
    const shown = await podcast('Shown episode');
    const draft = await podcast('Draft episode', { status: 'draft' });
    const { _id: camera, title: cameraTitle } = (
      await inject({ method: 'GET', url: '/api/equipmentdisplay' })
    ).json<{ _id: string; title: string }[]>()[0] ?? { _id: '', title: '' };
    const created = await create({ ...sample(4), seenIn: [draft, shown], maker: camera });
    expect(created).toMatchObject({ seenIn: [draft, shown], maker: camera });

    const viewed = await inject({ method: 'GET', url: `/api/samplewidgetview/${created._id}` });
    expect(viewed.json()).toMatchObject({
      seenIn: [shown],
      maker: camera,
      _refs: {
        seenIn: [{ _id: shown, title: 'Shown episode' }],
        maker: { _id: camera, title: cameraTitle },
      },
    });
    const listed = (await display()).json<SampleWidget[]>().find((r) => r._id === created._id);
    expect(listed?._refs).toEqual(viewed.json<SampleWidget>()._refs);
    // The editor's reads (REST with ?status=all, tRPC) name the draft too.
    expect((await view(created._id, '?status=all'))._refs).toMatchObject({
      seenIn: [
        { _id: draft, title: 'Draft episode' },
        { _id: shown, title: 'Shown episode' },
      ],
    });
    const browsed = await query<{ items: SampleWidget[] }>('browse', {});
    expect(browsed.items.find((r) => r._id === created._id)?.seenIn).toEqual([draft, shown]);

    // The public answer follows the podcast: a new title, a new answer (and ETag).
    const before = viewed.headers.etag;
    const renamed = await asAdmin({
      method: 'POST',
      url: `/api/podcastupdate/${shown}`,
      payload: {
        title: 'Renamed episode',
        videoUrl: 'https://videos.example.com/ep.mp4',
        posterUrl: 'https://cdn.example.com/ep.jpg',
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await inject({ method: 'GET', url: `/api/samplewidgetview/${created._id}` });
    expect(after.headers.etag).not.toBe(before);
    expect(after.json()).toMatchObject({
      _refs: { seenIn: [{ _id: shown, title: 'Renamed episode' }] },
    });
    for (const id of [created._id, shown, draft]) {
      const stem = id === created._id ? 'samplewidget' : 'podcast';
      await asAdmin({ method: 'DELETE', url: `/api/${stem}delete/${id}` });
    }
  });

  it('lets a referenced record be deleted: its references drop out, and stay out on restore', async () => {
    const kept = await podcast('Kept episode');
    const gone = await podcast('Gone episode');
    const created = await create({ ...sample(5), seenIn: [gone, kept] });
    const deleted = await asAdmin({ method: 'DELETE', url: `/api/podcastdelete/${gone}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await view(created._id)).toMatchObject({
      seenIn: [kept],
      _refs: { seenIn: [{ _id: kept, title: 'Kept episode' }] },
    });
    // An export holds what the reads show: the file imports again as it is.
    const exported = await asAdmin({
      method: 'GET',
      url: `/api/samplewidgetexport?format=json&ids=${created._id}`,
    });
    expect(exported.json()).toMatchObject([{ _id: created._id, seenIn: [kept] }]);
    const imported = await asAdmin({
      method: 'POST',
      url: '/api/samplewidgetimport',
      payload: exported.body,
      headers: { 'content-type': 'application/json' },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    // The form sends what it read: saved again, the record is valid.
    const { _id, createdAt, updatedAt, _refs, ...fields } = await view(created._id, '?status=all');
    const saved = await mutate<SampleWidget>('update', { id: _id, data: fields });
    expect(saved.seenIn).toEqual([kept]);

    // From the trash, it comes back without the podcast deleted meanwhile.
    const other = await create({ ...sample(6), seenIn: [kept] });
    await asAdmin({ method: 'DELETE', url: `/api/samplewidgetdelete/${other._id}` });
    await asAdmin({ method: 'DELETE', url: `/api/podcastdelete/${kept}` });
    const restored = await asAdmin({
      method: 'POST',
      url: `/api/trashrestore/samplewidget/${other._id}`,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const back = await view(other._id);
    expect(back).toMatchObject({ seenIn: [] });
    // Naming none, it carries no `_refs`.
    expect(back).not.toHaveProperty('_refs');
    for (const id of [created._id, other._id]) {
      await asAdmin({ method: 'DELETE', url: `/api/samplewidgetdelete/${id}` });
    }
  });
});
