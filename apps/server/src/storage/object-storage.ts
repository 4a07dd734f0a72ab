import type { Readable } from 'node:stream';

/** An object as storage hands it back: its bytes as a stream, and how many there are. */
export interface StoredObject {
  body: Readable;
  /** How many bytes `body` holds (the part's, when a range was asked). */
  bytes: number;
  /** The whole object's size. */
  size: number;
  /** The part `body` holds, when a range was asked: first and last byte, inclusive. */
  range?: { start: number; end: number };
}

/** A part of an object: from `start` to `end` inclusive (or to its last byte), or its last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** A range that starts past the object's end (HTTP's 416). */
export class RangeNotSatisfiable extends Error {
  constructor(readonly size: number) {
    super(`range not satisfiable: the object has ${size} bytes`);
  }
}

/** Where a range asked of an object of `size` bytes ends; throws when it starts past it. */
export function clampRange(range: ByteRange, size: number): { start: number; end: number } {
  if ('suffix' in range) {
    if (range.suffix === 0 || size === 0) throw new RangeNotSatisfiable(size);
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) throw new RangeNotSatisfiable(size);
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** A range as an HTTP Range header writes it (S3 takes the same). */
export const rangeHeader = (range: ByteRange) =>
  'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`;

/**
 * Where uploads live (CVs now, media later): a folder under DATA_DIR, or an S3-compatible
 * bucket shared by every server process. Keys are ours alone (see `isObjectKey`), never a
 * sender's file name.
 */
export interface ObjectStorage {
  /** Where the objects are, in an operator's words ("/var/lib/studio/uploads", "s3://bucket"). */
  readonly where: string;
  /**
   * Streams `body` under `key` and answers how many bytes were stored. When the body fails
   * (an aborted upload, a refused file), nothing is left under `key` or anywhere else.
   */
  put(key: string, body: Readable, contentType: string): Promise<number>;
  /**
   * The object (or the part `range` asks for), or undefined when there is none under `key`.
   * Throws RangeNotSatisfiable for a range that starts past its end.
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  /** Removes the object; no error when there is none. */
  remove(key: string): Promise<void>;
  /** Every key that starts with `prefix`, sorted (backups read them). */
  list(prefix: string): Promise<string[]>;
  /** Throws unless an object can be written and removed now (the readiness probe). */
  checkWritable(): Promise<void>;
  /** Lets go of connections (the S3 client's sockets) when the server closes. */
  close(): void;
}

/**
 * Folder segments of lower-case letters and digits, then a name of those with dots, dashes
 * and underscores, not starting with a dot: no key can climb out of its folder or name a
 * temp file.
 */
const OBJECT_KEY = /^(?:[a-z0-9-]+\/)*[a-z0-9][a-z0-9._-]*$/;

const isObjectKey = (key: string) => OBJECT_KEY.test(key) && !key.includes('..');

/** A key the code built itself is always well formed; anything else is a bug, not input. */
export function assertObjectKey(key: string): string {
  if (!isObjectKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** A bucket the server cannot write to at start: the operator's settings, not a bug. */
export class StorageUnavailable extends Error {
  constructor(
    readonly where: string,
    cause: unknown,
  ) {
    super(`cannot write to ${where}`, { cause });
  }
}

/**
 * The probe object's key: unique per process and call, at the top level. Not in a folder: a
 * store that keeps folders as directories (the local driver, s3rver) may remove an emptied one
 * while another process's probe is being written into it.
 */
export const probeKey = (suffix: string) => `readiness-${process.pid}-${suffix}`;
