// By path: the config loader does not compile TypeScript inside node_modules links.

import { defineConfig } from 'vitest/config';
import { postgresProject, sqliteProject } from '../../packages/db/src/testing/vitest-projects';

export default defineConfig({
  test: {
    // Each password hash is a deliberate ~100 ms of scrypt: give the suites room.
    testTimeout: 30_000,
    // Files are independent (each has its own temp data folder): run two at a time.
    maxWorkers: 2,
    hookTimeout: 30_000,
    projects: [
      sqliteProject(),
      // What never opens the database, or starts its own servers, runs once: on SQLite.
      postgresProject({
        exclude: [
          'src/config.test.ts',
          'src/startup.test.ts',
          'src/data-lock.test.ts',
          'src/network.test.ts',
          'src/services/password.test.ts',
        ],
      }),
    ],
  },
});
