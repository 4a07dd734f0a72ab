import { randomBytes, scryptSync } from 'node:crypto';
import { messages } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../errors';
import { CURRENT_PARAMS, createPasswordHasher } from './password';

describe('createPasswordHasher', () => {
  it('hashes with a lower-memory OWASP setting and verifies', async () => {
    const hasher = createPasswordHasher({ concurrency: 2, queue: 4 });
    const stored = await hasher.hash('correct horse');
    expect(stored).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(CURRENT_PARAMS).toEqual({ N: 2 ** 14, r: 8, p: 5 });
    expect(await hasher.verify('correct horse', stored)).toEqual({ valid: true, outdated: false });
    expect(await hasher.verify('wrong horse', stored)).toEqual({ valid: false, outdated: false });
    // An unknown account (no stored hash) is never valid, but costs a hash all the same.
    expect((await hasher.verify('correct horse', undefined)).valid).toBe(false);
  });

  it('verifies hashes stored with older settings and marks them for an upgrade', async () => {
    const hasher = createPasswordHasher({ concurrency: 2, queue: 4 });
    const salt = randomBytes(16);
    const key = scryptSync('old password', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const stored = ['scrypt', 2 ** 14, 8, 1, salt.toString('base64'), key.toString('base64')].join(
      '$',
    );
    expect(await hasher.verify('old password', stored)).toEqual({ valid: true, outdated: true });
    expect(await hasher.verify('old password', 'not a hash')).toEqual({
      valid: false,
      outdated: false,
    });
  });

  it('runs at most `concurrency` hashes, queues `queue` more, and refuses the rest with 503', async () => {
    const hasher = createPasswordHasher({ concurrency: 1, queue: 1 });
    const calls = [1, 2, 3, 4].map(() =>
      hasher.hash('pw').then(
        () => 'hashed',
        (error: unknown) => error,
      ),
    );
    const results = await Promise.all(calls);
    expect(results.slice(0, 2)).toEqual(['hashed', 'hashed']);
    for (const refusal of results.slice(2)) {
      expect(refusal).toBeInstanceOf(ServiceError);
      expect(refusal).toMatchObject({ kind: 'unavailable', message: messages.server.busy });
      expect((refusal as ServiceError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
    // Once the gate is free again, hashing works.
    expect(await hasher.hash('pw')).toMatch(/^scrypt\$/);
  });
});
