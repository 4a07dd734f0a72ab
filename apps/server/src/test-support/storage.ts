import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { inject } from 'vitest';
import type { Config } from '../config';
import { type ObjectStorage, openStorage } from '../storage';
import { createBucket, deleteBucket, s3Env } from './fake-s3';

/** The uploads storage the suites run on: STUDIO_TEST_STORAGE=s3 in the postgres project. */
export const testStorage = process.env.STUDIO_TEST_STORAGE === 's3' ? 's3' : 'local';

/** The settings of a fresh test app's storage: the uploads folder, or a new bucket. */
export async function freshStorageEnv(): Promise<Record<string, string>> {
  if (testStorage === 'local') return {};
  const endpoint = inject('s3Endpoint');
  return s3Env(endpoint, await createBucket(endpoint));
}

/** Works on a test app's storage as the app sees it (its folder, or its bucket). */
export async function withStorage<T>(config: Config, work: (storage: ObjectStorage) => Promise<T>) {
  const storage = await openStorage(config.storage);
  try {
    return await work(storage);
  } finally {
    storage.close();
  }
}

/**
 * Everything under `prefix` in a test app's storage, sorted: every key in its bucket, or every
 * file under its uploads folder, temp files included (so a leftover shows).
 */
export async function storedKeys(config: Config, prefix = ''): Promise<string[]> {
  if (config.storage.kind === 's3') return withStorage(config, (storage) => storage.list(prefix));
  const { root } = config.storage;
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((key) => key.startsWith(prefix))
    .sort();
}

/** The stored names of CVs (keys under cvs/ without it). */
export const storedCvNames = async (config: Config) =>
  (await storedKeys(config, 'cvs/')).map((key) => key.slice('cvs/'.length));

/** The bytes stored under `key`, or undefined. */
export const storedBytes = (config: Config, key: string) =>
  withStorage(config, async (storage) => {
    const object = await storage.get(key);
    return object && buffer(object.body);
  });

/** Puts `bytes` under `key` behind the app's back. */
export const putObject = (config: Config, key: string, bytes: Buffer) =>
  withStorage(config, (storage) =>
    storage.put(key, Readable.from([bytes]), 'application/octet-stream'),
  );

/**
 * Makes a test app's storage fail every write from now on: a file where the uploads folder
 * should be, or its bucket deleted.
 */
export async function breakStorage(config: Config): Promise<void> {
  if (config.storage.kind === 'local') {
    rmSync(config.storage.root, { recursive: true, force: true });
    writeFileSync(config.storage.root, 'a file where the uploads folder should be');
    return;
  }
  const { bucket } = config.storage;
  await withStorage(config, async (storage) => {
    for (const key of await storage.list('')) await storage.remove(key);
  });
  await deleteBucket(inject('s3Endpoint'), bucket);
}
