import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { backupDatabase, checkIntegrity, createDatabase, deleteAllSessions } from '@studio/db';
import { fromRoot } from '../config';
import { DataFolderInUse, lockDataFolder } from '../data-lock';
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

/**
 * `restore <folder>`: with the server stopped, checks the backup's database, copies it and its
 * uploads next to the live files, then moves the current database and uploads aside (nothing
 * is deleted) and puts the copies in their place.
 */
export async function restore(context: CommandContext): Promise<void> {
  const { config, args } = context;
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
  let release: () => void;
  try {
    release = lockDataFolder(config.pidFile);
  } catch (error) {
    if (!(error instanceof DataFolderInUse)) throw error;
    throw new CliError(
      `a server or another restore (pid ${error.pid}) is using ${config.dataDir}; stop it first ` +
        `(if nothing runs there, delete ${config.pidFile})`,
    );
  }
  try {
    await swapIn(context, source, sourceDatabase);
  } finally {
    release();
  }
}

/** Copies the backup in beside the live files, moves those aside, renames the copies in. */
async function swapIn({ config, log }: CommandContext, source: string, sourceDatabase: string) {
  // Copied in beside the live files first (same file system, so the swap below is renames
  // only): a copy that fails half-way (disk full) leaves the live data as it was.
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(join(config.dataDir, '.restoring-'));
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

  const aside = await mkdtemp(join(config.dataDir, `replaced-${stamp()}-`));
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

  // Opened as the server will: an older backup gets today's migrations now. Its sessions are
  // ended: a backup would revive sign-ins revoked (or passwords changed) since it was taken.
  const restored = await openDatabase({ ...config, seedDemo: false }, log);
  try {
    await deleteAllSessions(restored.db);
  } finally {
    await restored.close();
  }
  console.log(
    `restored ${source} into ${config.dataDir}; every session was signed out; ` +
      `the replaced files are in ${aside}`,
  );
}
