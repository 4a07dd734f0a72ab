import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  backupDatabase,
  checkIntegrity,
  checkPostgresDump,
  connectDatabase,
  createDatabase,
  deleteAllSessions,
  dumpPostgres,
  PostgresToolError,
  restorePostgres,
  withServersStopped,
} from '@studio/db';
import { type Config, fromRoot } from '../config';
import { DataFolderInUse, lockDataFolder } from '../data-lock';
import { databaseConfig, databaseExists, databaseLabel, openDatabase } from '../database';
import { type ObjectStorage, openStorage } from '../storage';
import { CliError, type CommandContext } from './output';

/** What a backup folder holds besides `uploads/`: the SQLite file, or a PostgreSQL dump. */
const SQLITE_NAME = 'studio.sqlite';
const POSTGRES_NAME = 'studio.pgdump';
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** A copy of the uploads folder, if there is one; files keep their private modes. */
async function copyUploads(from: string, to: string): Promise<void> {
  if (existsSync(from)) await cp(from, to, { recursive: true, errorOnExist: true, force: false });
}

/** Works on the bucket the settings name; only called with S3 storage. */
async function withBucket(config: Config, work: (storage: ObjectStorage) => Promise<void>) {
  const storage = await openStorage(config.storage);
  try {
    await work(storage);
  } finally {
    storage.close();
  }
}

/**
 * The uploads into a backup folder: the uploads folder copied, or every object of the bucket
 * written as a file under its key (folders 0700, files 0600, as the local driver keeps them).
 */
async function backUpUploads(config: Config, to: string): Promise<void> {
  if (config.storage.kind === 'local') return copyUploads(config.storage.root, to);
  await withBucket(config, async (storage) => {
    for (const key of await storage.list('')) {
      const object = await storage.get(key);
      // Gone since the listing (a readiness probe's object, a deleted application's CV).
      if (!object) continue;
      const file = join(to, ...key.split('/'));
      await mkdir(dirname(file), { recursive: true, mode: 0o700 });
      await pipeline(object.body, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    }
  });
}

/** Every file under `dir`, as storage keys. */
async function keysIn(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** pg_dump / pg_restore in the operator's words. */
const postgresTool = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PostgresToolError) throw new CliError(error.message);
    throw error;
  }
};

/** `backup [folder]`: a consistent copy of the live database, plus the uploads. */
export async function backup({ config, args }: CommandContext): Promise<void> {
  if (!config.databaseUrl && !databaseExists(config)) {
    throw new CliError(
      `no database at ${config.databaseFile}: nothing to back up (check DATA_DIR)`,
    );
  }
  const target = fromRoot(args[0] ?? join('backups', stamp()));
  if ([SQLITE_NAME, POSTGRES_NAME].some((name) => existsSync(join(target, name)))) {
    throw new CliError(`${target} already holds a backup; choose another folder`);
  }
  await mkdir(target, { recursive: true, mode: 0o700 });
  const { databaseUrl } = config;
  if (databaseUrl) {
    await postgresTool(() => dumpPostgres(databaseUrl, join(target, POSTGRES_NAME)));
  } else {
    const database = createDatabase({ file: config.databaseFile });
    try {
      await backupDatabase(database.sqlite, join(target, SQLITE_NAME));
    } finally {
      await database.close();
    }
  }
  await backUpUploads(config, join(target, 'uploads'));
  console.log(`backup written to ${target}`);
}

/**
 * `restore <folder>`: with the server stopped, checks the backup, copies it in beside the live
 * data, moves the current data aside (nothing is deleted) and puts the copy in its place.
 */
export async function restore(context: CommandContext): Promise<void> {
  const { config, args } = context;
  if (!args[0]) throw new CliError('usage: restore <folder>');
  const source = fromRoot(args[0]);
  if (source === config.dataDir) {
    throw new CliError(`${source} is the live data folder (DATA_DIR), not a backup folder`);
  }
  const [ours, theirs] = config.databaseUrl
    ? [POSTGRES_NAME, SQLITE_NAME]
    : [SQLITE_NAME, POSTGRES_NAME];
  const backupFile = join(source, ours);
  if (!existsSync(backupFile)) {
    if (existsSync(join(source, theirs))) {
      throw new CliError(
        config.databaseUrl
          ? `${source} holds a SQLite backup: unset DATABASE_URL to restore it into DATA_DIR`
          : `${source} holds a PostgreSQL dump: set DATABASE_URL to restore it into that database`,
      );
    }
    throw new CliError(`no database at ${backupFile}: not a backup folder`);
  }
  await (config.databaseUrl
    ? restoreIntoPostgres(context, config.databaseUrl, source, backupFile)
    : restoreIntoSqlite(context, source, backupFile));
}

async function restoreIntoSqlite(context: CommandContext, source: string, backupFile: string) {
  const { config } = context;
  const integrity = checkIntegrity(backupFile);
  if (integrity !== 'ok') {
    throw new CliError(
      `${backupFile} failed its integrity check (${integrity}); nothing was changed`,
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
    const staging = await stage(
      config,
      async (into) => {
        // A -wal beside the database holds committed writes the integrity check has seen.
        for (const suffix of ['', '-wal']) {
          const file = `${backupFile}${suffix}`;
          const copy = join(into, `${SQLITE_NAME}${suffix}`);
          if (!existsSync(file)) continue;
          await cp(file, copy, { errorOnExist: true, force: false });
          await chmod(copy, 0o600);
        }
      },
      source,
    );
    const aside = await mkdtemp(join(config.dataDir, `replaced-${stamp()}-`));
    for (const suffix of ['', '-wal', '-shm']) {
      const file = `${config.databaseFile}${suffix}`;
      if (existsSync(file)) await rename(file, join(aside, `${SQLITE_NAME}${suffix}`));
    }
    for (const suffix of ['', '-wal']) {
      const copy = join(staging, `${SQLITE_NAME}${suffix}`);
      if (existsSync(copy)) await rename(copy, `${config.databaseFile}${suffix}`);
    }
    await swapUploads(config, staging, aside);
    await finish(context, source, aside);
  } finally {
    release();
  }
}

async function restoreIntoPostgres(
  context: CommandContext,
  url: string,
  source: string,
  dump: string,
) {
  const { config } = context;
  await postgresTool(() => checkPostgresDump(url, dump));
  const database = await connectDatabase(databaseConfig(config));
  try {
    // Every running server holds the database's server lock: while one does, nothing changes
    // (and a server starting meanwhile waits for the restore to end).
    const stopped = await withServersStopped(database.db, async () => {
      const staging = await stage(config, async () => {}, source);
      const aside = await mkdtemp(join(config.dataDir, `replaced-${stamp()}-`));
      await postgresTool(() => dumpPostgres(url, join(aside, POSTGRES_NAME)));
      await postgresTool(() => restorePostgres(database.db, url, dump));
      await swapUploads(config, staging, aside);
      await finish(context, source, aside);
    });
    if (!stopped) {
      throw new CliError(
        `a server is running on ${databaseLabel(config)}: stop every server first; nothing was changed`,
      );
    }
  } finally {
    await database.close();
  }
}

/**
 * A staging folder beside the live data holding the backup's uploads (and what `copyIn`
 * adds): on the same file system, so the swap is renames only, and a copy that fails half-way
 * (disk full) leaves the live data as it was.
 */
async function stage(
  config: Config,
  copyIn: (into: string) => Promise<void>,
  source: string,
): Promise<string> {
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(join(config.dataDir, '.restoring-'));
  try {
    await copyIn(staging);
    await copyUploads(join(source, 'uploads'), join(staging, 'uploads'));
    return staging;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Moves the live uploads aside and the staged ones in; with a bucket, puts the staged files
 * back under their keys (objects the backup does not hold stay: names are never reused).
 */
async function swapUploads(config: Config, staging: string, aside: string) {
  const uploads = join(staging, 'uploads');
  if (config.storage.kind === 'local') {
    const { root } = config.storage;
    if (existsSync(root)) await rename(root, join(aside, 'uploads'));
    if (existsSync(uploads)) await rename(uploads, root);
  } else {
    await withBucket(config, async (storage) => {
      for (const key of await keysIn(uploads)) {
        const file = join(uploads, ...key.split('/'));
        await storage.put(key, createReadStream(file), 'application/octet-stream');
      }
    });
  }
  await rm(staging, { recursive: true, force: true });
}

/**
 * Opens the restored database as the server will: an older backup gets today's migrations
 * now. Its sessions are ended: a backup would revive sign-ins revoked (or passwords changed)
 * since it was taken.
 */
async function finish({ config, log }: CommandContext, source: string, aside: string) {
  const restored = await openDatabase({ ...config, seedDemo: false }, log);
  try {
    await deleteAllSessions(restored.db);
  } finally {
    await restored.close();
  }
  const places = config.databaseUrl ? [databaseLabel(config), config.dataDir] : [config.dataDir];
  if (config.storage.kind === 's3') places.push(`s3://${config.storage.bucket}`);
  const into = places.join(' and ');
  console.log(
    `restored ${source} into ${into}; every session was signed out; ` +
      `the replaced files are in ${aside}`,
  );
}
