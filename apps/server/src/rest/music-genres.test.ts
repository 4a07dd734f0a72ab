import { musicGenres, selectMessages } from '@studio/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authHeaders, createTestApp, registerAdmin, type TestApp } from '../test-support/app';
import { trpcMutate } from '../test-support/trpc';

// Music's optional genres (issue 40): keys of the select kind, stored as an array.
let t: TestApp;
let token: string;

const inject = (options: InjectOptions) => t.app.inject(options);
const asAdmin = (options: InjectOptions) =>
  inject({ ...options, headers: { ...authHeaders(token), ...options.headers } });

const release = { src: '/media/music/cover-01.svg', alt: 'Genre Test', video: '' };
const count = async () => (await asAdmin({ method: 'GET', url: '/api/musicnumber' })).json();

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  token = await registerAdmin(t.app);
});

afterAll(async () => {
  await t?.close();
});

it('takes genres as keys, and answers them as sent', async () => {
  const res = await asAdmin({
    method: 'POST',
    url: '/api/music',
    payload: { ...release, genres: ['jazz', 'film-score'] },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { _id: id } = res.json<{ _id: string }>();
  const view = await inject({ method: 'GET', url: `/api/musicview/${id}` });
  expect(view.json()).toMatchObject({ alt: 'Genre Test', genres: ['jazz', 'film-score'] });
  await asAdmin({ method: 'DELETE', url: `/api/musicdelete/${id}` });
});

it('refuses a genre not listed, naming the field, and stores nothing', async () => {
  const before = await count();
  const payload = { ...release, genres: ['rock', 'polka'] };
  const res = await asAdmin({ method: 'POST', url: '/api/music', payload });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    message: expect.any(String),
    issues: [{ path: 'genres.1', message: selectMessages.notListed(musicGenres) }],
  });
  expect(JSON.stringify(res.json())).not.toContain('polka');
  const trpc = await trpcMutate(t.app, 'content.music.create', payload, authHeaders(token));
  expect(trpc.statusCode).toBe(400);
  expect(await count()).toBe(before);
});

it('reads a release without genres as SPEC answers it, with no genres key', async () => {
  const created = await asAdmin({ method: 'POST', url: '/api/music', payload: release });
  expect(created.statusCode, created.body).toBe(201);
  const { _id: id } = created.json<{ _id: string }>();
  const view = await inject({ method: 'GET', url: `/api/musicview/${id}` });
  expect(Object.keys(view.json()).sort()).toEqual(
    ['_id', 'alt', 'createdAt', 'src', 'updatedAt'].sort(),
  );
  await asAdmin({ method: 'DELETE', url: `/api/musicdelete/${id}` });
});

it('seeds the demo releases with genres for some, and none for others', async () => {
  const list = await inject({ method: 'GET', url: '/api/musicdisplay' });
  const records = list.json<{ alt: string; genres?: string[] }[]>();
  expect(records.find((record) => record.alt === 'Monsoon Letters')?.genres).toEqual([
    'film-score',
    'classical',
  ]);
  expect(records.find((record) => record.alt === 'Northbound')).not.toHaveProperty('genres');
});
