import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../test-support/app';
import { createBucket, deleteBucket, startFakeS3 } from '../test-support/fake-s3';
import { createLocalStorage } from './local-storage';
import { type ObjectStorage, RangeNotSatisfiable } from './object-storage';
import { createS3Storage } from './s3-storage';

/** Bytes no text encoding or framing leaves alone: every byte value, repeated. */
const binary = (size: number) => Buffer.from(Array.from({ length: size }, (_, i) => i % 256));

/** A body that sends `good` bytes, then fails as an aborted upload does. */
function failingBody(good: Buffer): Readable {
  return new Readable({
    read() {
      if (good.length) {
        this.push(good);
        good = Buffer.alloc(0);
      } else {
        this.destroy(new Error('the client went away'));
      }
    },
  });
}

interface Driver {
  storage: ObjectStorage;
  /** Every file the driver keeps on this machine (none for a bucket). */
  localFiles(): string[];
  /** Makes every later write fail. */
  break(): Promise<void>;
}

let s3: Awaited<ReturnType<typeof startFakeS3>>;
const folders: string[] = [];

beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const drivers: [string, () => Promise<Driver>][] = [
  [
    'local folder',
    async () => {
      const root = join(tempDir('studio-storage-'), 'uploads');
      folders.push(root);
      return {
        storage: createLocalStorage(root),
        localFiles: () => {
          try {
            return readdirSync(root, { recursive: true, withFileTypes: true })
              .filter((entry) => entry.isFile())
              .map((entry) => entry.name);
          } catch {
            return [];
          }
        },
        break: async () => {
          rmSync(root, { recursive: true, force: true });
          writeFileSync(root, 'a file where the folder should be');
        },
      };
    },
  ],
  [
    'S3 bucket',
    async () => {
      const bucket = await createBucket(s3.endpoint);
      return {
        storage: createS3Storage({
          bucket,
          endpoint: s3.endpoint,
          region: 'us-east-1',
          forcePathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        }),
        localFiles: () => [],
        break: () => deleteBucket(s3.endpoint, bucket),
      };
    },
  ],
];

describe.each(drivers)('uploads storage: %s', (_, make) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await make();
  });
  afterAll(() => driver?.storage.close());

  const read = async (key: string) => {
    const object = await driver.storage.get(key);
    return object && { bytes: object.bytes, content: await buffer(object.body) };
  };

  it('stores a streamed body byte for byte and answers its size', async () => {
    const content = binary(100_000);
    const stored = await driver.storage.put('cvs/small.pdf', Readable.from([content]), 'x/y');
    expect(stored).toBe(content.length);
    const back = await read('cvs/small.pdf');
    expect(back?.bytes).toBe(content.length);
    expect(back?.content.equals(content)).toBe(true);
  });

  it('answers a byte range, clamped to the end, and refuses one past the end', async () => {
    const content = binary(1000);
    await driver.storage.put('media/range.bin', Readable.from([content]), 'x/y');
    const part = await driver.storage.get('media/range.bin', { start: 10, end: 19 });
    expect(part && { ...part, body: await buffer(part.body) }).toEqual({
      body: content.subarray(10, 20),
      bytes: 10,
      size: 1000,
      range: { start: 10, end: 19 },
    });
    const tail = await driver.storage.get('media/range.bin', { start: 990, end: 5000 });
    expect(tail?.range).toEqual({ start: 990, end: 999 });
    expect(tail && (await buffer(tail.body)).equals(content.subarray(990))).toBe(true);
    const open = await driver.storage.get('media/range.bin', { start: 500 });
    expect(open && { bytes: open.bytes, range: open.range }).toEqual({
      bytes: 500,
      range: { start: 500, end: 999 },
    });
    if (open) await buffer(open.body);
    const last = await driver.storage.get('media/range.bin', { suffix: 100 });
    expect(last?.range).toEqual({ start: 900, end: 999 });
    expect(last && (await buffer(last.body)).equals(content.subarray(900))).toBe(true);
    expect((await driver.storage.get('media/missing.bin', { suffix: 100 })) ?? 'none').toBe('none');
    for (const range of [{ start: 1000 }, { suffix: 0 }]) {
      await expect(driver.storage.get('media/range.bin', range)).rejects.toEqual(
        new RangeNotSatisfiable(1000),
      );
    }
    await driver.storage.remove('media/range.bin');
  });

  it('stores a body larger than one multipart part (over 5 MiB) byte for byte', async () => {
    const content = randomBytes(6 * 1024 * 1024 + 123);
    // In chunks, as a network stream arrives.
    const chunks = Array.from({ length: 100 }, (_, i) =>
      content.subarray((i * content.length) / 100, ((i + 1) * content.length) / 100),
    );
    expect(await driver.storage.put('media/large.bin', Readable.from(chunks), 'x/y')).toBe(
      content.length,
    );
    expect((await read('media/large.bin'))?.content.equals(content)).toBe(true);
    await driver.storage.remove('media/large.bin');
  });

  it('leaves nothing behind when the body fails half-way, small or past a part', async () => {
    const before = await driver.storage.list('');
    const filesBefore = driver.localFiles();
    for (const [key, sent] of [
      ['cvs/aborted.pdf', binary(1000)],
      ['media/aborted.bin', randomBytes(5 * 1024 * 1024 + 1)],
    ] as const) {
      await expect(driver.storage.put(key, failingBody(sent), 'x/y')).rejects.toThrow(
        'the client went away',
      );
      expect(await driver.storage.get(key)).toBeUndefined();
    }
    expect(await driver.storage.list('')).toEqual(before);
    expect(driver.localFiles()).toEqual(filesBefore);
  });

  it('answers undefined for a missing object, and removes one that is there (twice is fine)', async () => {
    expect(await driver.storage.get('cvs/missing.pdf')).toBeUndefined();
    await driver.storage.put('cvs/gone.pdf', Readable.from([binary(10)]), 'x/y');
    await driver.storage.remove('cvs/gone.pdf');
    await driver.storage.remove('cvs/gone.pdf');
    expect(await driver.storage.get('cvs/gone.pdf')).toBeUndefined();
  });

  it('lists keys under a prefix, sorted', async () => {
    await driver.storage.put('list/b.txt', Readable.from([binary(1)]), 'x/y');
    await driver.storage.put('list/a.txt', Readable.from([binary(1)]), 'x/y');
    await driver.storage.put('listing.txt', Readable.from([binary(1)]), 'x/y');
    expect(await driver.storage.list('list/')).toEqual(['list/a.txt', 'list/b.txt']);
    expect(await driver.storage.list('')).toEqual(
      expect.arrayContaining(['cvs/small.pdf', 'list/a.txt', 'list/b.txt', 'listing.txt']),
    );
  });

  it.each([
    '../escape.pdf',
    'cvs/../../escape.pdf',
    '/etc/passwd',
    '.upload-temp',
    'cvs/.hidden',
    'cvs//double.pdf',
    'CVS/upper.pdf',
    '',
  ])('refuses the malformed key %j before touching storage', async (key) => {
    await expect(driver.storage.put(key, Readable.from([binary(1)]), 'x/y')).rejects.toThrow(
      'not a storage key',
    );
    await expect(driver.storage.get(key)).rejects.toThrow('not a storage key');
  });

  it('checkWritable passes and leaves nothing; once writes fail, it throws', async () => {
    const before = await driver.storage.list('');
    await driver.storage.checkWritable();
    expect(await driver.storage.list('')).toEqual(before);
    for (const key of before) await driver.storage.remove(key);
    await driver.break();
    await expect(driver.storage.checkWritable()).rejects.toThrow();
    await expect(
      driver.storage.put('cvs/after.pdf', Readable.from([binary(1)]), 'x/y'),
    ).rejects.toThrow();
  });
});

describe('uploads storage: local folder', () => {
  it('removes a folder with its last file, never one that still holds a file, nor a top-level one', async () => {
    const root = join(tempDir('studio-storage-'), 'uploads');
    folders.push(root);
    const storage = createLocalStorage(root);
    const put = (key: string) => storage.put(key, Readable.from([binary(10)]), 'x/y');
    await put('media/abc/original.jpg');
    await put('media/abc/320.webp');
    await put('media/def/original.jpg');
    await put('cvs/only.pdf');

    await storage.remove('media/abc/original.jpg');
    expect(existsSync(join(root, 'media/abc/320.webp'))).toBe(true);
    await storage.remove('media/abc/320.webp');
    expect(existsSync(join(root, 'media/abc'))).toBe(false);
    expect(readdirSync(join(root, 'media'))).toEqual(['def']);
    await storage.remove('media/def/original.jpg');
    await storage.remove('cvs/only.pdf');
    // The areas stay (an upload may be writing into one), empty.
    expect(readdirSync(root).sort()).toEqual(['cvs', 'media']);
    expect(readdirSync(join(root, 'media'))).toEqual([]);
    // A folder holding only an upload's temp file is not empty: it stays.
    await put('media/ghi/original.jpg');
    writeFileSync(join(root, 'media/ghi/.upload-pending'), 'half a file');
    await storage.remove('media/ghi/original.jpg');
    expect(readdirSync(join(root, 'media/ghi'))).toEqual(['.upload-pending']);
  });
});
