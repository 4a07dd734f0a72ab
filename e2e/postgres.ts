// The browser suites again in the scaled-out setup: each suite's server on its own database of
// a throwaway PostgreSQL cluster and its uploads in its own bucket of an S3-compatible server
// (s3rver), both started here in temp folders and stopped afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, startPostgresCluster } from '@studio/db/testing/postgres-cluster';
import { S3_BUCKETS } from './storage';

/** s3rver's own command on a free loopback port; answers its endpoint once it listens. */
function startS3(directory: string): { child: ChildProcess; endpoint: Promise<string> } {
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const buckets = Object.values(S3_BUCKETS).flatMap((name) => ['--configure-bucket', name]);
  const child = spawn(
    process.execPath,
    [bin, '-d', directory, '-a', '127.0.0.1', '-p', '0', '--silent', ...buckets],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const endpoint = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
      const listening = /listening on ([\d.]+):(\d+)/.exec(output);
      if (listening) resolve(`http://${listening[1]}:${listening[2]}`);
    });
    child.on('exit', (code) => reject(new Error(`s3rver exited (${code}): ${output}`)));
  });
  return { child, endpoint };
}

const cluster = await startPostgresCluster();
const s3Dir = mkdtempSync(join(tmpdir(), 'studio-e2e-s3-'));
const s3 = startS3(s3Dir);
let code = 1;
try {
  const [publicDb, adminDb, localesDb, endpoint] = await Promise.all([
    createTestDatabase(cluster.url),
    createTestDatabase(cluster.url),
    createTestDatabase(cluster.url),
    s3.endpoint,
  ]);
  // Extra arguments go to Playwright (a spec, --repeat-each…).
  const args = [
    'test',
    '--project=public',
    '--project=admin',
    '--project=locales',
    ...process.argv.slice(2),
  ];
  const run = spawn('playwright', args, {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_DATABASE_URL_PUBLIC: publicDb.url,
      E2E_DATABASE_URL_ADMIN: adminDb.url,
      E2E_DATABASE_URL_LOCALES: localesDb.url,
      E2E_S3_ENDPOINT: endpoint,
      // Its own output folder: Playwright empties the folder of a run as it starts.
      E2E_OUTPUT: 'test-results-postgres',
    },
  });
  code = await new Promise<number>((resolve) => run.on('close', (exit) => resolve(exit ?? 1)));
} finally {
  s3.child.kill();
  rmSync(s3Dir, { recursive: true, force: true });
  await cluster.stop();
}
process.exit(code);
