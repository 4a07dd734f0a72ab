// By path: the config loader does not compile TypeScript inside node_modules links.

import { defineConfig } from 'vitest/config';
import { databaseProjects } from '../../packages/db/src/testing/vitest-projects';

export default defineConfig({
  test: {
    // Each password hash is a deliberate ~100 ms of scrypt: give the suites room.
    testTimeout: 30_000,
    // Files are independent (each has its own temp data folder): run two at a time.
    maxWorkers: 2,
    hookTimeout: 30_000,
    // The pinned AWS SDK works on Node 20; its notice about later releases is for operators.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    projects: [
      // SQLite with an uploads folder, and the scaled-out setup: PostgreSQL and uploads in an S3
      // bucket (a fake S3 server for the run, a bucket per test app). What never opens the
      // database runs once: on SQLite.
      ...databaseProjects({
        env: { STUDIO_TEST_STORAGE: 's3' },
        globalSetup: ['src/test-support/fake-s3-global-setup.ts'],
        exclude: [
          'src/storage/*.test.ts',
          'src/config.test.ts',
          'src/bundle.test.ts',
          'src/startup.test.ts',
          'src/data-lock.test.ts',
          'src/network.test.ts',
          'src/services/accounts/password.test.ts',
          'src/services/accounts/user-agent.test.ts',
          'src/services/webhooks/target.test.ts',
        ],
      }),
    ],
  },
});
