import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { messages } from '@studio/contracts';
import pLimit from 'p-limit';
import { ServiceError } from '../errors';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's lowest-memory equivalent scrypt setting: N=2^14, r=8, p=5 holds 16 MiB per hash (the
 * N=2^17, p=1 setting holds 128 MiB), so a burst of sign-ins cannot exhaust memory.
 */
export const CURRENT_PARAMS: ScryptParams = { N: 2 ** 14, r: 8, p: 5 };
const KEY_LENGTH = 32;
// Room for hashes stored with older, larger settings (N=2^17: 128 MiB).
const MAX_MEMORY = 256 * 1024 * 1024;

/** Derives a password's key: scrypt itself, or (in tests) scrypt held until the test says. */
export type KeyDerivation = (
  password: string,
  salt: Buffer,
  params: ScryptParams,
) => Promise<Buffer>;

/**
 * How new hashes are made: scrypt at today's cost unless a test asks for a cheaper one
 * (`params`) or holds each derivation until it says (`derive`).
 */
export interface PasswordHashing {
  params?: ScryptParams;
  derive?: KeyDerivation;
}

export const scryptKey: KeyDerivation = (password, salt, params) => {
  const options: ScryptOptions = { ...params, maxmem: MAX_MEMORY };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
};

const encode = (params: ScryptParams, salt: Buffer, key: Buffer) =>
  ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );

/** "scrypt$N$r$p$salt$hash", so the parameters can change without breaking older hashes. */
function decode(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return undefined;
  return {
    params: { N: Number(n), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(hash, 'base64'),
  };
}

export interface Verdict {
  valid: boolean;
  /** Stored with other parameters than today's: rehash it now that the password is known. */
  outdated: boolean;
}

/**
 * Password hashing behind a gate: at most `concurrency` hashes run at once and at most `queue`
 * wait; a call beyond that is refused at once with 503 and Retry-After, so a flood of sign-ins
 * costs a bounded amount of CPU and memory.
 */
export function createPasswordHasher(
  limits: { concurrency: number; queue: number },
  { params = CURRENT_PARAMS, derive = scryptKey }: PasswordHashing = {},
) {
  const gate = pLimit(limits.concurrency);
  const run = <T>(work: () => Promise<T>): Promise<T> => {
    if (gate.activeCount >= limits.concurrency && gate.pendingCount >= limits.queue) {
      throw new ServiceError('unavailable', messages.server.busy, { retryAfterSeconds: 2 });
    }
    return gate(work);
  };

  async function hashWith(
    password: string,
    hashing: (work: () => Promise<Buffer>) => Promise<Buffer>,
  ) {
    const salt = randomBytes(16);
    return encode(params, salt, await hashing(() => derive(password, salt, params)));
  }

  // Checked against on unknown e-mails, so a failed sign-in takes as long whether or not the
  // account exists. Made once, outside the gate, so a busy moment cannot spoil it.
  let dummy: Promise<string> | undefined;

  async function verify(password: string, stored: string | undefined): Promise<Verdict> {
    dummy ??= hashWith(randomBytes(16).toString('hex'), (work) => work());
    const decoded = decode(stored ?? (await dummy));
    if (!decoded) return { valid: false, outdated: false };
    const key = await run(() => derive(password, decoded.salt, decoded.params));
    const valid =
      stored !== undefined &&
      key.length === decoded.key.length &&
      timingSafeEqual(key, decoded.key);
    const { N, r, p } = decoded.params;
    const outdated = N !== params.N || r !== params.r || p !== params.p;
    return { valid, outdated };
  }

  return { hash: (password: string) => hashWith(password, run), verify };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
