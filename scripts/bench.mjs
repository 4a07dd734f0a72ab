// Load benchmark of the built server on loopback (autocannon): the public list over REST and
// over tRPC, and one record by id. Starts its own server on a fresh data folder, prints
// requests/s and latency percentiles, and stops. Needs `pnpm build`. Not part of the tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const port = 20000 + Math.floor(Math.random() * 20000);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'studio-bench-'));
const duration = Number(process.env.BENCH_SECONDS ?? 5);

const server = spawn('node', ['apps/server/dist/main.js'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitUntilUp() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${base}/api/podcastdisplay`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

try {
  await waitUntilUp();
  const [first] = await (await fetch(`${base}/api/podcastdisplay`)).json();
  const targets = {
    'REST GET /api/podcastdisplay': '/api/podcastdisplay',
    'tRPC content.podcast.list': '/trpc/content.podcast.list',
    'REST GET /api/podcastview/:id': `/api/podcastview/${first._id}`,
  };
  for (const [name, path] of Object.entries(targets)) {
    const result = await autocannon({ url: base + path, connections: 20, duration });
    const { requests, latency, non2xx } = result;
    console.log(
      `${name.padEnd(32)} ${Math.round(requests.average).toString().padStart(7)} req/s  ` +
        `p50 ${latency.p50} ms  p99 ${latency.p99} ms  non-2xx ${non2xx}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
