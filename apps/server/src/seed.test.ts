import { rmSync } from 'node:fs';
import { builtinRecords } from '@studio/content';
import { contentTypeNames, contentTypes } from '@studio/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from './app';
import { authHeaders, createTestApp, registerAdmin, tempDir } from './test-support/app';

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
    await first.close();
    // Every type's built-in records (SPEC.md §3 pins their sizes in the content package).
    expect(total(seeded)).toBe(
      contentTypeNames.reduce((sum, type) => sum + builtinRecords(type).length, 0),
    );
    expect(total(seeded)).toBeGreaterThan(0);

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
});
