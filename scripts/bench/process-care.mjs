// What every benchmark script needs around the processes it starts: they and the temporary
// folders go away whatever happens, and the load generator runs on its own core.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus, loadavg } from 'node:os';

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
 * Starts `node argv…` in `cwd` with its output in `logFile`, on core 0 when `pinned`; answers
 * the child, a promise of how it exited and `stop` (SIGTERM, SIGKILL after 5 s).
 */
export function startNode({ argv, env, cwd, logFile, pinned }) {
  const logFd = openSync(logFile, 'w');
  const [command, args] = pinned
    ? ['taskset', ['-c', '0', process.execPath, ...argv]]
    : [process.execPath, argv];
  // taskset execs node: the child's pid is the server's own (its /proc/<pid>/status is node's).
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', logFd, logFd] });
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
  return { child, exited, stop };
}

/** The report's line on the machine: Node, platform, cores and load at the start. */
export function machineLine() {
  const cpu = cpus()[0]?.model?.trim() ?? 'unknown CPU';
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return (
    `- machine: node ${process.version}, ${process.platform} ${process.arch}, ${CORES} cores (${cpu}); ` +
    `load average at the start ${load} (the cores are shared: other work there adds noise)`
  );
}
