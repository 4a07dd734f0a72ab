// How a benchmark starts a server process of its own: a clean environment, a free port, its
// output in a file, and a stop that waits for it.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { children, freePort } from './process-care.mjs';

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** The server's settings a shell may hold that would change its answers or its place. */
const SERVER_SETTINGS = [
  'SETUP_TOKEN',
  'TRUST_PROXY',
  'DATABASE_URL',
  'REGISTRATION',
  'WEB_DIST',
  'SEED_DEMO',
  'PORT',
  'HOST',
  'DATA_DIR',
  'LOG_LEVEL',
];

/** This shell's environment without the server's settings above and the `more` named. */
export function serverEnv(more = []) {
  const env = { ...process.env };
  for (const name of [...SERVER_SETTINGS, ...more]) delete env[name];
  return env;
}

/**
 * Starts `node argv…` in `cwd` on a free port (PORT) with its output in `logFile`, on core 0
 * when `pinned`; answers the port, the child, a promise of how it exited and `stop` (SIGTERM,
 * SIGKILL after 5 s), and when it was launched (performance.now()).
 */
export async function spawnServer({ argv, env, cwd, logFile, pinned }) {
  const port = await freePort();
  const logFd = openSync(logFile, 'w');
  const [command, args] = pinned
    ? ['taskset', ['-c', '0', process.execPath, ...argv]]
    : [process.execPath, argv];
  const started = performance.now();
  // taskset execs node: the child's pid is the server's own (its /proc/<pid>/status is node's).
  const child = spawn(command, args, {
    cwd,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  children.add(child);
  const exited = new Promise((done) => {
    child.once('exit', (code, signal) => done({ code, signal }));
    child.once('error', (error) => done({ error }));
  });
  async function stop() {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      child.kill('SIGTERM');
      const done = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
      if (!done) child.kill('SIGKILL');
    }
    await exited;
    children.delete(child);
  }
  return { port, child, started, exited, stop };
}
