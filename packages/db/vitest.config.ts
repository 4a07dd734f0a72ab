import { defineConfig } from 'vitest/config';
import { databaseProjects } from './src/testing/vitest-projects';

export default defineConfig({
  test: {
    // Migrating a fresh database takes a second alone, more than vitest's default 5 s while CI's
    // two lanes share two cores (a migration test timed out there).
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [...databaseProjects({ exclude: ['src/backup.test.ts', 'src/migrations.test.ts'] })],
  },
});
