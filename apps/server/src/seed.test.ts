import { rmSync } from 'node:fs';
import {
  builtinRecords,
  builtinRecordTranslations,
  builtinSingletonTranslations,
} from '@studio/content';
import {
  contentTypeNames,
  contentTypes,
  localizedFields,
  singletonNames,
  singletonTypes,
} from '@studio/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from './app';
import {
  adminHeaders,
  authHeaders,
  createTestApp,
  registerAdmin,
  tempDir,
} from './test-support/app';
import { trpcQuery } from './test-support/trpc';

let dataDir: string;
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every display list, keyed by type. */
const snapshot = async (app: App) => {
  const lists: Record<string, { _id: string }[]> = {};
  for (const type of contentTypeNames) {
    const res = await app.inject({ method: 'GET', url: `/api/${contentTypes[type].stem}display` });
    expect(res.statusCode).toBe(200);
    lists[type] = res.json();
  }
  return lists;
};
const total = (lists: Record<string, unknown[]>) =>
  Object.values(lists).reduce((sum, list) => sum + list.length, 0);

describe('SEED_DEMO', () => {
  it('seeds an empty database once; a restart neither duplicates nor replaces it', async () => {
    dataDir = tempDir();
    const first = await createTestApp({ dataDir, env: { SEED_DEMO: 'true' } });
    const seeded = await snapshot(first.app);
    // Every type's built-in records (SPEC.md §3 pins their sizes in the content package).
    expect(total(seeded)).toBe(
      contentTypeNames.reduce((sum, type) => sum + builtinRecords(type).length, 0),
    );
    expect(total(seeded)).toBeGreaterThan(0);

    // One locale: no translation to store, so the site settings stay unsaved (built-in).
    const site = await first.app.inject({ method: 'GET', url: '/api/siteview' });
    expect(site.json()).toMatchObject({ version: 0, updatedAt: null });
    await first.close();

    const second = await createTestApp({ dataDir, env: { SEED_DEMO: 'true' } });
    expect(await snapshot(second.app)).toEqual(seeded);
    await second.close();
  });

  it('does not reseed a database whose admin deleted all content', async () => {
    dataDir = tempDir();
    const first = await createTestApp({ dataDir, env: { SEED_DEMO: 'true' } });
    const token = await registerAdmin(first.app);
    const lists = await snapshot(first.app);
    for (const type of contentTypeNames) {
      const { stem } = contentTypes[type];
      for (const { _id } of lists[type] ?? []) {
        const res = await first.app.inject({
          method: 'DELETE',
          url: `/api/${stem}delete/${_id}`,
          headers: authHeaders(token),
        });
        expect(res.statusCode).toBe(200);
      }
    }
    expect(total(await snapshot(first.app))).toBe(0);
    await first.close();

    const restarted = await createTestApp({ dataDir, env: { SEED_DEMO: 'true' } });
    expect(total(await snapshot(restarted.app))).toBe(0);
    await restarted.close();
  });

  it('leaves the database empty when off, and seeds it later if still untouched', async () => {
    dataDir = tempDir();
    const off = await createTestApp({ dataDir, env: { SEED_DEMO: 'false' } });
    expect(total(await snapshot(off.app))).toBe(0);
    await off.close();

    const on = await createTestApp({ dataDir, env: { SEED_DEMO: 'true' } });
    expect(total(await snapshot(on.app))).toBeGreaterThan(0);
    await on.close();
  });

  it('with LOCALES=en,es, every localized field of every record and setting in Spanish', async () => {
    dataDir = tempDir();
    const t = await createTestApp({ dataDir, env: { SEED_DEMO: 'true', LOCALES: 'en,es' } });
    const headers = await adminHeaders(t.app);
    /** A record's localized fields only. */
    const localized = (fields: readonly string[], values: object) => {
      const all = new Map<string, unknown>(Object.entries(values));
      return Object.fromEntries(fields.map((field) => [field, all.get(field)]));
    };
    for (const type of contentTypeNames) {
      const fields = localizedFields(type);
      // The admin list marks no record as missing Spanish, and its filter finds none.
      const listed = await trpcQuery(t.app, `content.${type}.browse`, { limit: 100 }, headers);
      const { items, total } = listed.json().result.data;
      expect(total, type).toBe(builtinRecords(type).length);
      for (const item of items) expect(item._missingLocales, type).toEqual([]);
      const missing = await trpcQuery(
        t.app,
        `content.${type}.browse`,
        { missingLocale: 'es' },
        headers,
      );
      expect(missing.json().result.data.total, type).toBe(0);
      // The Spanish list reads each record's built-in Spanish words.
      const es = await t.app.inject({
        method: 'GET',
        url: `/api/${contentTypes[type].stem}display?locale=es`,
      });
      const expected = builtinRecords(type).map((record, index) =>
        localized(fields, { ...record, ...builtinRecordTranslations(type, index, ['es']).es }),
      );
      expect(
        es.json<object[]>().map((record) => localized(fields, record)),
        type,
      ).toEqual(expected);
    }
    for (const name of singletonNames) {
      const raw = await trpcQuery(
        t.app,
        `singleton.${name}.translation`,
        { locale: 'es' },
        headers,
      );
      expect(raw.json().result.data.missing, name).toEqual([]);
      const es = await t.app.inject({
        method: 'GET',
        url: `/api/${singletonTypes[name].stem}view?locale=es`,
      });
      expect(es.json()).toMatchObject(builtinSingletonTranslations(name, ['es']).es ?? {});
    }
    // Spanish words, not the English ones again (a name such as the address excepted).
    const slides = await t.app.inject({ method: 'GET', url: '/api/sliderdisplay?locale=es' });
    expect(slides.body).not.toContain('Echoes of the Mountain');
    await t.close();
  });
});
