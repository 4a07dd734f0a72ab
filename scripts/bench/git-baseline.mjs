// A build of another commit to measure beside this one: a temporary `git worktree` of the ref,
// installed from the pnpm store (offline) and built as far as the server and the web app need.
// The worktree goes away when the script ends, however it ends.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { children } from './process-care.mjs';
import { logTail, UsageError } from './settings.mjs';

const git = (cwd, args) => spawnSync('git', ['-C', cwd, ...args], { encoding: 'utf8' });

/** The commit `ref` names in the repository at `root`, or a UsageError. */
function resolveCommit(root, ref) {
  const result = git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  if (result.status !== 0) throw new UsageError(`no commit named "${ref}" (BENCH_WEB_BASELINE)`);
  return result.stdout.trim();
}

/** `ref` and what it is now: the commit, its subject, and whether the worktree has changes. */
export function describe(root, ref = 'HEAD') {
  const commit = resolveCommit(root, ref);
  const subject = git(root, ['log', '-1', '--format=%s', commit]).stdout.trim();
  return { ref, commit, subject };
}

/** Whether the worktree at `root` differs from its HEAD (tracked or new files). */
export const hasChanges = (root) =>
  git(root, ['status', '--porcelain', '--untracked-files=normal']).stdout.trim() !== '';

/** Runs a command with its output in `log`; rejects with the log's tail when it fails. */
function run(command, args, cwd, log) {
  return new Promise((done, fail) => {
    const output = openSync(log, 'a');
    const child = spawn(command, args, { cwd, stdio: ['ignore', output, output] });
    children.add(child);
    child.once('error', fail);
    child.once('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) done();
      else {
        const how = signal ? `signal ${signal}` : `exit code ${code}`;
        fail(new Error(`${command} ${args.join(' ')} (${how}) in ${cwd}:\n${logTail(log)}`));
      }
    });
  });
}

/**
 * Checks `commit` out in a temporary worktree of the repository at `root` and builds its web
 * app and server there. Answers the worktree's folder (its apps/server/dist/main.js serves its
 * own apps/web/dist). Removed at exit, the repository's record of it included.
 */
export async function buildBaseline(root, commit, say) {
  const parent = mkdtempSync(join(tmpdir(), 'studio-bench-web-base-'));
  const dir = join(parent, 'worktree');
  const log = join(parent, 'build.log');
  process.on('exit', () => {
    if (existsSync(dir)) git(root, ['worktree', 'remove', '--force', dir]);
    rmSync(parent, { recursive: true, force: true });
    // Pruning is the repository's business (other worktrees live there too): only say so.
    if (git(root, ['worktree', 'list', '--porcelain']).stdout.includes(dir)) {
      console.error(`bench:web: ${dir} is gone but still listed; \`git worktree prune\` drops it`);
    }
  });
  const added = git(root, ['worktree', 'add', '--detach', dir, commit]);
  if (added.status !== 0) throw new Error(`git worktree add ${commit}: ${added.stderr.trim()}`);
  say(`baseline ${commit.slice(0, 10)}: installing (offline) and building in ${dir}`);
  await run('pnpm', ['install', '--frozen-lockfile', '--offline'], dir, log);
  // The server renders first screens with the web app's build: the web app first.
  await run('pnpm', ['--filter', '@studio/web', 'build'], dir, log);
  await run('pnpm', ['--filter', '@studio/server', 'build'], dir, log);
  if (!existsSync(join(dir, 'apps/server/dist/main.js'))) {
    throw new Error(`the baseline's build wrote no apps/server/dist/main.js:\n${logTail(log)}`);
  }
  return dir;
}
