import { randomBytes, scryptSync } from 'node:crypto';
import { connectDatabase } from '@studio/db';
import { databaseConfig } from '../database';
import { type KeyDerivation, type ScryptParams, scryptKey } from '../services/accounts/password';
import { ADMIN, type TestApp } from './app';

/** scrypt at its cheapest: an older setting a stored hash may have, checked in no time. */
const CHEAPEST: ScryptParams = { N: 2, r: 1, p: 1 };

/**
 * Stores the admin's password hashed with older scrypt settings (the cheapest unless told),
 * written here by hand in the stored format. Every sign-in checks the password first, and
 * today's hashes take a busy machine seconds each.
 */
export async function storeOlderPasswordHash(t: TestApp, params: ScryptParams = CHEAPEST) {
  const salt = randomBytes(16);
  const key = scryptSync(ADMIN.password, salt, 32, { ...params, maxmem: 256 * 1024 * 1024 });
  const { N, r, p } = params;
  const hash = ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  const database = await connectDatabase(databaseConfig(t.config));
  try {
    await database.db.updateTable('user').set({ passwordHash: hash }).execute();
  } finally {
    await database.close();
  }
}

/**
 * Password checks a test holds in progress: after `hold()`, each key derivation (a sign-in's
 * check, a new hash) waits until the test releases it, oldest first. Who runs beside whom and
 * who waits behind whom is then seen, not timed.
 */
export function heldKeyDerivations() {
  let holding = false;
  let started = 0;
  const held: (() => void)[] = [];
  const watchers: { count: number; done: () => void }[] = [];

  const deriveKey: KeyDerivation = async (...args) => {
    if (holding) {
      await new Promise<void>((release) => {
        held.push(release);
        started++;
        for (const watcher of watchers.filter(({ count }) => started >= count)) {
          watchers.splice(watchers.indexOf(watcher), 1);
          watcher.done();
        }
      });
    }
    return scryptKey(...args);
  };

  return {
    deriveKey,
    hold() {
      holding = true;
    },
    /** Settles once `count` derivations in all have reached the hold. */
    started: (count: number) =>
      new Promise<void>((done) => {
        if (started >= count) done();
        else watchers.push({ count, done });
      }),
    /** How many wait at the hold now. */
    waiting: () => held.length,
    /** Lets the oldest held derivation go on. */
    releaseOldest() {
      const release = held.shift();
      if (!release) throw new Error('no key derivation is held');
      release();
    },
    /** Lets every held derivation go on, and holds no more. */
    releaseAll() {
      holding = false;
      for (const release of held.splice(0)) release();
    },
  };
}
