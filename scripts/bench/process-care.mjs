// What every benchmark script needs around the processes it starts: they and the temporary
// folders go away whatever happens, and the load generator runs on its own core.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';

/** Child processes to kill and folders to remove when the script ends, however it ends. */
export const children = new Set();
export const tempDirs = new Set();

export function cleanUp() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.clear();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

/** Cleans up on exit and on a signal; `name` prefixes the line a signal prints. */
export function cleanUpOnExit(name) {
  process.on('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      console.error(`\n${name}: ${signal}, stopping`);
      process.exit(130);
    });
  }
}

/** Counted before this process pins itself (afterwards it sees one core). */
export const CORES = availableParallelism();

/**
 * Pins this process (the load generator) to core 1 so the servers can have core 0; `taskset
 * -a` covers every thread (libuv's pool, autocannon), and threads made later inherit it.
 * Answers whether it is pinned, and a line saying how it runs.
 */
export function pinLoadGenerator(name) {
  const hasTaskset = spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!hasTaskset || CORES < 2) {
    const why = hasTaskset ? 'fewer than 2 cores' : 'taskset not found';
    return { pinned: false, pinning: `not pinned (${why})` };
  }
  const result = spawnSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], {
    stdio: 'ignore',
  });
  if (result.status !== 0) {
    console.warn(`${name}: could not pin the load generator to core 1; running unpinned`);
    return { pinned: false, pinning: 'not pinned (taskset failed)' };
  }
  return {
    pinned: true,
    pinning: 'servers pinned to core 0 (taskset -c 0), the load generator (this process) to core 1',
  };
}

/** A port nobody listens on now. */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}
