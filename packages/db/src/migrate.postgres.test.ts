import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureContentTables } from './content-tables';
import { connectDatabase, type DatabaseHandle } from './create-database';
import { migrateToLatest, migrationNames } from './migrate';
import { freshTestDatabase } from './testing/vitest-postgres';

let database: Awaited<ReturnType<typeof freshTestDatabase>>;
let handles: DatabaseHandle[] = [];

beforeEach(async () => {
  database = await freshTestDatabase();
});

afterEach(async () => {
  for (const handle of handles) await handle.close();
  handles = [];
  await database.remove();
});

describe('migrateToLatest on PostgreSQL', () => {
  it('migrates once when several servers start on one empty database at the same moment', async () => {
    handles = await Promise.all([1, 2, 3].map(() => connectDatabase(database.config)));
    const runs = await Promise.all(handles.map((handle) => migrateToLatest(handle.db)));

    // Kysely's migration lock: one run applies everything, the others find nothing to do.
    const applied = runs.flatMap((results) => results.map((result) => result.migrationName));
    expect(applied).toEqual(migrationNames);
    expect(runs.filter((results) => results.length === 0)).toHaveLength(2);
  });

  it("creates a new type's table once when several servers start together", async () => {
    handles = await Promise.all([1, 2, 3].map(() => connectDatabase(database.config)));
    await Promise.all(handles.map((handle) => migrateToLatest(handle.db)));
    const runs = await Promise.all(
      handles.map((handle) => ensureContentTables(handle.db, ['content_made_by_test'])),
    );

    expect(runs.flat()).toEqual(['content_made_by_test']);
  });
});
