import { existsSync, readFileSync } from 'node:fs';
import { chmod, cp, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { backupDatabase, checkIntegrity, createDatabase } from '@studio/db';
import { fromRoot } from '../config';
import { databaseExists, openDatabase } from '../database';
import { CliError, type CommandContext } from './output';

const DATABASE_NAME = 'studio.sqlite';
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** A copy of the uploads folder, if there is one; files keep their private modes. */
async function copyUploads(from: string, to: string): Promise<void> {
  if (existsSync(from)) await cp(from, to, { recursive: true, errorOnExist: true, force: false });
}

/** `backup [folder]`: a consistent copy of the live database, plus the uploads. */
export async function backup({ config, args }: CommandContext): Promise<void> {
  if (!databaseExists(config)) {
    throw new CliError(
      `no database at ${config.databaseFile}: nothing to back up (check DATA_DIR)`,
    );
  }
  const target = fromRoot(args[0] ?? join('backups', stamp()));
  if (existsSync(join(target, DATABASE_NAME))) {
    throw new CliError(`${target} already holds a backup; choose another folder`);
  }
  await mkdir(target, { recursive: true, mode: 0o700 });
  const database = createDatabase({ file: config.databaseFile });
  try {
    await backupDatabase(database.sqlite, join(target, DATABASE_NAME));
  } finally {
    await database.close();
  }
  await copyUploads(config.uploadsDir, join(target, 'uploads'));
  console.log(`backup written to ${target}`);
}

/** The process id in the server's pid file, if that process is still running. */
function runningServer(pidFile: string): number | undefined {
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists, it belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM' ? pid : undefined;
  }
}

/**
 * `restore <folder>`: with the server stopped, checks the backup's database, copies it and its
 * uploads next to the live files, then moves the current database and uploads aside (nothing
 * is deleted) and puts the copies in their place.
 */
export async function restore({ config, log, args }: CommandContext): Promise<void> {
  if (!args[0]) throw new CliError('usage: restore <folder>');
  const source = fromRoot(args[0]);
  if (source === config.dataDir) {
    throw new CliError(`${source} is the live data folder (DATA_DIR), not a backup folder`);
  }
  const sourceDatabase = join(source, DATABASE_NAME);
  if (!existsSync(sourceDatabase)) {
    throw new CliError(`no database at ${sourceDatabase}: not a backup folder`);
  }
  const integrity = checkIntegrity(sourceDatabase);
  if (integrity !== 'ok') {
    throw new CliError(
      `${sourceDatabase} failed its integrity check (${integrity}); nothing was changed`,
    );
  }
  const pid = runningServer(config.pidFile);
  if (pid) {
    throw new CliError(
      `the server (pid ${pid}) is using ${config.dataDir}; stop it first ` +
        `(if no server runs there, delete ${config.pidFile})`,
    );
  }

  // Copied in beside the live files first (same file system, so the swap below is renames
  // only): a copy that fails half-way (disk full) leaves the live data as it was.
  const staging = join(config.dataDir, `.restoring-${stamp()}`);
  await mkdir(staging, { recursive: true, mode: 0o700 });
  try {
    // A -wal beside the database holds committed writes the integrity check has seen.
    for (const suffix of ['', '-wal']) {
      const file = `${sourceDatabase}${suffix}`;
      const copy = join(staging, `${DATABASE_NAME}${suffix}`);
      if (!existsSync(file)) continue;
      await cp(file, copy, { errorOnExist: true, force: false });
      await chmod(copy, 0o600);
    }
    await copyUploads(join(source, 'uploads'), join(staging, 'uploads'));
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }

  const aside = join(config.dataDir, `replaced-${stamp()}`);
  await mkdir(aside, { recursive: true, mode: 0o700 });
  for (const suffix of ['', '-wal', '-shm']) {
    const file = `${config.databaseFile}${suffix}`;
    if (existsSync(file)) await rename(file, join(aside, `${DATABASE_NAME}${suffix}`));
  }
  if (existsSync(config.uploadsDir)) await rename(config.uploadsDir, join(aside, 'uploads'));
  for (const suffix of ['', '-wal']) {
    const copy = join(staging, `${DATABASE_NAME}${suffix}`);
    if (existsSync(copy)) await rename(copy, `${config.databaseFile}${suffix}`);
  }
  const uploads = join(staging, 'uploads');
  if (existsSync(uploads)) await rename(uploads, config.uploadsDir);
  await rm(staging, { recursive: true, force: true });

  // Opened as the server will: an older backup gets today's migrations now.
  const restored = await openDatabase({ ...config, seedDemo: false }, log);
  await restored.close();
  console.log(`restored ${source} into ${config.dataDir}; the replaced files are in ${aside}`);
}
