import { builtinRecords } from '@studio/content';
import { booleanMessages, dateMessages, numberMessages } from '@studio/contracts';
import { connectDatabase, contentTableName, insertContent } from '@studio/db';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databaseConfig } from '../database';
import { appForFile, authHeaders } from '../test-support/app';
import { trpcData, trpcQuery } from '../test-support/trpc';

/** Issue 40's demo fields: equipment's day rate and availability, a documentary's release. */
const file = appForFile({ env: { SEED_DEMO: 'true' } });

type Json = Record<string, unknown>;

const inject = (options: InjectOptions) => file.t.app.inject(options);
const asAdmin = (options: InjectOptions) =>
  inject({ ...options, headers: { ...authHeaders(file.adminToken), ...options.headers } });

const camera = { title: 'Sony FX6', src: '/media/equipment/camera.webp', features: ['4K'] };
const film = { src: '/media/documentaries/1.webp', alt: 'Tide Lines', video: 'https://youtu.be/x' };

async function created(stem: string, payload: object): Promise<Json> {
  const res = await asAdmin({ method: 'POST', url: `/api/${stem}`, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** An equipment record as the server wrote it before `available` existed: into its table. */
async function storedBefore(data: object): Promise<string> {
  const database = await connectDatabase(databaseConfig(file.t.config));
  try {
    return (await insertContent(database.db, contentTableName('equipment'), data)).id;
  } finally {
    await database.close();
  }
}

describe('equipment: dailyRate and available', () => {
  it('takes a day rate of 0 or more, decimals too, and a yes-or-no; available unless told', async () => {
    const rated = await created('equipment', { ...camera, dailyRate: 2499.5, available: false });
    expect(rated).toMatchObject({ dailyRate: 2499.5, available: false });
    const plain = await created('equipment', camera);
    expect(plain).toMatchObject({ available: true });
    expect(plain).not.toHaveProperty('dailyRate');
    const view = await inject({ method: 'GET', url: `/api/equipmentview/${rated._id}` });
    expect(view.json()).toMatchObject({ dailyRate: 2499.5, available: false });
    expect((await created('equipment', { ...camera, dailyRate: 0 })).dailyRate).toBe(0);
  });

  it('refuses a rate sent as text or below 0, and a yes-or-no sent as text, naming the field', async () => {
    const refused = async (payload: object, path: string, message: string) => {
      const res = await asAdmin({ method: 'POST', url: '/api/equipment', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: `${path}: ${message}`,
        issues: [{ path, message }],
      });
    };
    await refused({ ...camera, dailyRate: '12' }, 'dailyRate', numberMessages.notNumber);
    await refused({ ...camera, dailyRate: -1 }, 'dailyRate', numberMessages.tooSmall(0));
    await refused({ ...camera, available: 'yes' }, 'available', booleanMessages.notBoolean);
  });

  it('reads a record stored before `available` existed as available, on every read', async () => {
    const id = await storedBefore(camera);
    const expected = { _id: id, ...camera, available: true };
    const display = await inject({ method: 'GET', url: '/api/equipmentdisplay' });
    expect(display.json<Json[]>().find((record) => record._id === id)).toMatchObject(expected);
    const view = await inject({ method: 'GET', url: `/api/equipmentview/${id}` });
    expect(view.json()).toMatchObject(expected);
    const admin = await asAdmin({ method: 'GET', url: `/api/equipmentview/${id}?status=all` });
    expect(admin.json()).toMatchObject(expected);
    const browsed = trpcData<{ items: Json[] }>(
      await trpcQuery(
        file.t.app,
        'content.equipment.browse',
        { search: 'Sony FX6' },
        authHeaders(file.adminToken),
      ),
    );
    expect(browsed.items.find((record) => record._id === id)).toMatchObject(expected);
  });

  it('seeds day rates, and one item out on hire', () => {
    const seeded = builtinRecords('equipment');
    expect(seeded.every((item) => typeof item.dailyRate === 'number')).toBe(true);
    expect(seeded.filter((item) => !item.available).map((item) => item.title)).toEqual([
      'Camera Drone',
    ]);
  });
});

describe('documentary: releaseDate', () => {
  it('takes a calendar date, kept as written; refuses one that is not a day', async () => {
    const dated = await created('documentary', { ...film, releaseDate: '2026-03-14' });
    const view = await inject({ method: 'GET', url: `/api/documentaryview/${dated._id}` });
    expect(view.json()).toMatchObject({ releaseDate: '2026-03-14' });
    expect(await created('documentary', film)).not.toHaveProperty('releaseDate');
    const res = await asAdmin({
      method: 'POST',
      url: '/api/documentary',
      payload: { ...film, releaseDate: '2026-02-30' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      issues: [{ path: 'releaseDate', message: dateMessages.invalid }],
    });
  });
});
