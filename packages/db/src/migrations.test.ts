import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrationNames } from './migrate';

/** A migration file: its name starts with an ISO date (helpers beside them do not). */
const MIGRATION_FILE = /^(\d{4}-\d{2}-\d{2}-[\w-]+)\.ts$/;

const migrationFiles = readdirSync(fileURLToPath(new URL('./migrations/', import.meta.url)))
  .flatMap((file) => MIGRATION_FILE.exec(file)?.[1] ?? [])
  .sort();

describe('the migrations list of migrate.ts', () => {
  // migrate.ts imports its migrations (the bundled server has no folder to read), so a new
  // file that is not listed there would silently never run.
  it('lists every dated file of src/migrations, and nothing else', () => {
    expect(migrationFiles.length).toBeGreaterThan(0);
    expect(migrationNames).toEqual(migrationFiles);
  });
});
