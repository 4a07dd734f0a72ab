// The browser suites again, with each suite's server on its own database of a throwaway
// PostgreSQL cluster (started here, in a temp folder, and stopped afterwards).
import { spawn } from 'node:child_process';
import { createTestDatabase, startPostgresCluster } from '@studio/db/testing/postgres-cluster';

const cluster = await startPostgresCluster();
let code = 1;
try {
  const [publicDb, adminDb] = await Promise.all([
    createTestDatabase(cluster.url),
    createTestDatabase(cluster.url),
  ]);
  const run = spawn('playwright', ['test', '--project=public', '--project=admin'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_DATABASE_URL_PUBLIC: publicDb.url,
      E2E_DATABASE_URL_ADMIN: adminDb.url,
      // Its own output folder: Playwright empties the folder of a run as it starts.
      E2E_OUTPUT: 'test-results-postgres',
    },
  });
  code = await new Promise<number>((resolve) => run.on('close', (exit) => resolve(exit ?? 1)));
} finally {
  await cluster.stop();
}
process.exit(code);
