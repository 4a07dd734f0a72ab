import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertObjectKey, clampRange, type ObjectStorage, probeKey } from './object-storage';

const isMissing = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  (error.code === 'ENOENT' || error.code === 'ENOTDIR');

const isNotEmpty = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  (error.code === 'ENOTEMPTY' || error.code === 'EEXIST');

/** Every file under `dir`, as keys (forward slashes); temp files (dot names) left out. */
async function keysUnder(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
    if (isMissing(error)) return [];
    throw error;
  });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const path = join(dir, entry.name);
        return entry.isDirectory()
          ? keysUnder(root, path)
          : [relative(root, path).split(sep).join('/')];
      }),
  );
  return nested.flat();
}

/**
 * Removes `dir`, then its parents, while they are empty (rmdir takes no other), below the
 * top-level folders: `cvs/` and `media/` stay, as an upload may be about to write into them.
 */
async function removeEmptyFolders(root: string, dir: string): Promise<void> {
  for (let at = dir; relative(root, at).includes(sep); at = dirname(at)) {
    try {
      await rmdir(at);
    } catch (error) {
      // Not empty (another file, an upload's temp file), or gone already: nothing more to do.
      if (isMissing(error) || isNotEmpty(error)) return;
      throw error;
    }
  }
}

/**
 * The default driver: files under one folder (DATA_DIR/uploads), private to the server's user
 * (folders 0700, files 0600). A body is written to a temp file beside its place, flushed to
 * disk, then renamed into place: a reader never sees half a file.
 */
export function createLocalStorage(root: string): ObjectStorage {
  const pathOf = (key: string) => join(root, assertObjectKey(key));

  return {
    where: root,

    async put(key, body: Readable) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const temp = join(dirname(path), `.upload-${randomBytes(16).toString('hex')}`);
      // Opened before the body flows: a body failing at once cannot leave the file to be
      // created after the clean-up below has run.
      const file = await open(temp, 'wx', 0o600);
      try {
        // flush: fsync before close, so the file is on disk before its row is written.
        await pipeline(body, file.createWriteStream({ flush: true }));
        const { size } = await stat(temp);
        await rename(temp, path);
        return size;
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key, range) {
      const handle = await open(pathOf(key), 'r').catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      if (!handle) return undefined;
      const { size } = await handle.stat();
      if (!range) return { body: handle.createReadStream(), bytes: size, size };
      try {
        const part = clampRange(range, size);
        const body = handle.createReadStream(part);
        return { body, bytes: part.end - part.start + 1, size, range: part };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async remove(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      // A media item's folder goes with its last file.
      await removeEmptyFolders(root, dirname(path));
    },

    async list(prefix) {
      return (await keysUnder(root, root)).filter((key) => key.startsWith(prefix)).sort();
    },

    async checkWritable() {
      const key = probeKey(randomBytes(4).toString('hex'));
      await mkdir(dirname(pathOf(key)), { recursive: true, mode: 0o700 });
      const handle = await open(pathOf(key), 'w', 0o600);
      await handle.close();
      await rm(pathOf(key));
    },

    close() {},
  };
}
