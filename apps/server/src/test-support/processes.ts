import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { REPO_ROOT } from '../config';

/**
 * The server's program (what dist/main.js runs, built) and the loader that runs it unbuilt, as the
 * start-up tests need the real one.
 */
const MAIN = resolve(import.meta.dirname, '../server.ts');
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** How a process ended, and all it wrote. */
export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** A process started by a test, its output collected as it comes. */
export interface Spawned {
  /** The process itself, for its pid. */
  process: ChildProcessWithoutNullStreams;
  /** What it wrote so far: tests wait on lines it prints while it runs. */
  stdout(): string;
  stderr(): string;
  /** Settles once it has exited and its output is read to the end. */
  exited: Promise<Finished>;
  /** Sends `signal` unless it has exited already; settles as `exited` does. */
  stop(signal: NodeJS.Signals): Promise<Finished>;
}

interface SpawnOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Written to its stdin, which is then closed; without it stdin is left open and unused. */
  input?: string;
  /**
   * SIGKILL after this long, so a process that should have exited fails on its exit code
   * instead of hanging the test until the test's own timeout.
   */
  killAfterMs?: number;
}

/**
 * The environment of a spawned command: the caller's, minus what would change its aim (a
 * DATABASE_URL or SETUP_TOKEN of the developer's shell), and quiet unless told otherwise.
 */
export function commandEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, DATABASE_URL: '', SETUP_TOKEN: undefined, LOG_LEVEL: 'warn', ...env };
}

/** Starts a command whose output the test reads while it runs or once it has exited. */
export function spawnCollected(command: string, args: string[], options: SpawnOptions): Spawned {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk;
  });
  const guard =
    options.killAfterMs === undefined
      ? undefined
      : setTimeout(() => child.kill('SIGKILL'), options.killAfterMs);
  // 'close', not 'exit': only then is everything it wrote in stdout and stderr.
  const exited = new Promise<Finished>((done, fail) => {
    child.on('error', fail);
    child.on('close', (code, signal) => {
      clearTimeout(guard);
      done({ code, signal, stdout, stderr });
    });
  });
  if (options.input !== undefined) child.stdin.end(options.input);
  return {
    process: child,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * `node --import tsx src/server.ts` started from a folder that is not the repository (so nothing
 * resolves against the checkout by accident), on 127.0.0.1 without demo content unless told.
 */
export function startMain(
  env: Record<string, string>,
  options: Pick<SpawnOptions, 'killAfterMs'> = {},
): Spawned {
  return spawnCollected(process.execPath, ['--import', TSX, MAIN], {
    cwd: tmpdir(),
    env: commandEnv({ HOST: '127.0.0.1', SEED_DEMO: 'false', ...env }),
    ...options,
  });
}

/** The server package's folder, where `pnpm --filter @studio/server` runs its scripts. */
const SERVER_DIR = resolve(import.meta.dirname, '../..');

const packageScripts = z.object({ scripts: z.record(z.string(), z.string()) });
const scriptsIn = (dir: string) =>
  packageScripts.parse(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))).scripts;

/**
 * What `pnpm <script>` at the repository root runs in the end, read from the two package.json
 * files: the root's `pnpm --filter @studio/server cli <command>`, the server's `cli` script
 * `tsx <file>`; so `node --import tsx <file> <command>` in the server's folder. Without pnpm's two
 * processes and tsx's launcher, a call costs about half the CPU.
 */
function operatorCommand(script: string): { args: string[]; cwd: string } {
  const command = scriptsIn(REPO_ROOT)[script]?.match(/^pnpm --filter @studio\/server cli (.+)$/);
  const file = scriptsIn(SERVER_DIR).cli?.match(/^tsx (\S+)$/);
  if (!command?.[1] || !file?.[1]) {
    throw new Error(`pnpm ${script} is not "pnpm --filter @studio/server cli <command>"`);
  }
  return { args: ['--import', TSX, file[1], ...command[1].split(' ')], cwd: SERVER_DIR };
}

/**
 * Runs an operator script (`db:backup`, `admin:create`, ...) with `args`: typed as the operator
 * does (`pnpm <script> ...args` at the repository root) when `throughPnpm`, which one test per
 * file does to prove the scripts' wiring; the command it ends in otherwise.
 */
export function runOperatorScript(
  script: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; input?: string; throughPnpm?: boolean },
): Promise<Finished> {
  const env = { ...options.env, npm_config_update_notifier: 'false' };
  // Stdin closed unless given, as an operator's pipe would be.
  const input = options.input ?? '';
  if (options.throughPnpm) {
    return spawnCollected('pnpm', [script, ...args], { cwd: REPO_ROOT, env, input }).exited;
  }
  const command = operatorCommand(script);
  return spawnCollected(process.execPath, [...command.args, ...args], {
    cwd: command.cwd,
    env,
    input,
  }).exited;
}

const LISTENING = /Server listening at (http:\/\/[^\s"]+)/;

/**
 * The URL from the server's "Server listening at ..." log line (LOG_LEVEL info or lower), so a
 * test learns the port PORT=0 picked. A server that exits first or stays silent for `withinMs`
 * fails the test with what it wrote to stderr, and is killed rather than left running.
 *
 * Checked every 100 ms, as the tests did before, not on each chunk: Fastify logs the line
 * before its onListen hooks (which write the pid file) have run, and a test may look for that
 * file next.
 */
export function listeningUrl(server: Spawned, withinMs: number): Promise<string> {
  return new Promise((done, fail) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearInterval(poll);
      clearTimeout(timer);
      outcome();
    };
    const refuse = (reason: string) =>
      settle(() => {
        server.process.kill('SIGKILL');
        fail(new Error(`${reason}: ${server.stderr()}`));
      });
    const poll = setInterval(() => {
      const url = LISTENING.exec(server.stdout())?.[1];
      if (url) settle(() => done(url));
    }, 100);
    const timer = setTimeout(() => refuse(`not listening after ${withinMs} ms`), withinMs);
    server.exited.then(
      (exit) => refuse(`the server exited (code ${exit.code}) before listening`),
      (error: unknown) => refuse(`the server did not start (${String(error)})`),
    );
  });
}
