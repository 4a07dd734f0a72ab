import { messages } from '@studio/contracts';
import type { DatabaseHandle } from '@studio/db';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ServiceMetrics } from '../metrics';
import { ServiceError } from './errors';

interface RateLimit {
  points: number;
  seconds: number;
}

/** The 429 answer, to be tried again after the given time. */
export const limited = (msBeforeNext: number) =>
  new ServiceError('rateLimited', messages.server.rateLimited, {
    retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
  });

type Library = typeof import('rate-limiter-flexible');

/** The library (with every store it supports, about 100 KB of code), loaded by the first count. */
let library: Promise<Library> | undefined;
const loadLibrary = () => {
  library ??= import('rate-limiter-flexible');
  return library;
};

/**
 * Counts calls per key; the call past the limit fails with 429 and Retry-After. `forgive`
 * hands a point back (a login that turned out to be right), so only failures stay counted.
 * The limiter is made at its first use, not at start.
 */
function rateLimiter(make: (library: Library) => RateLimiterAbstract, onRefused: () => void) {
  let made: Promise<{ limiter: RateLimiterAbstract; library: Library }> | undefined;
  const use = () => {
    made ??= loadLibrary().then((loaded) => ({ limiter: make(loaded), library: loaded }));
    return made;
  };
  return {
    async consume(key: string): Promise<void> {
      const { limiter, library: loaded } = await use();
      try {
        await limiter.consume(key);
      } catch (error) {
        if (error instanceof loaded.RateLimiterRes) {
          onRefused();
          throw limited(error.msBeforeNext);
        }
        throw error;
      }
    },
    async forgive(key: string): Promise<void> {
      await (await use()).limiter.reward(key, 1);
    },
    async reset(key: string): Promise<void> {
      await (await use()).limiter.delete(key);
    },
  };
}

type RateLimiter = ReturnType<typeof rateLimiter>;

/**
 * Makes the named limiters of the services. On PostgreSQL the counts live in the database
 * (the rate_limit table), so N server processes give one allowance, not N; SQLite runs one
 * process, which counts in memory. A name is one count: services asking for the same name
 * share it (password and passkey sign-ins, per client address).
 */
export function rateLimiters(database: DatabaseHandle, metrics: ServiceMetrics) {
  const made = new Map<string, { limit: RateLimit; limiter: RateLimiter }>();
  return (name: string, limit: RateLimit): RateLimiter => {
    const known = made.get(name);
    if (known) {
      if (known.limit.points !== limit.points || known.limit.seconds !== limit.seconds) {
        throw new Error(`rate limiter ${name} asked for with two different limits`);
      }
      return known.limiter;
    }
    const limiter = makeLimiter(name, limit);
    made.set(name, { limit, limiter });
    return limiter;
  };

  function makeLimiter(name: string, limit: RateLimit): RateLimiter {
    const options = { keyPrefix: name, points: limit.points, duration: limit.seconds };
    return rateLimiter(
      ({ RateLimiterMemory, RateLimiterPostgres }) =>
        database.dialect === 'postgres'
          ? new RateLimiterPostgres({
              ...options,
              storeClient: database.pool,
              // Named: the library guesses it from the class name, which bundling may change.
              storeType: 'pool',
              tableName: 'rate_limit',
              // Made by the migrations, which every process has run before it serves.
              tableCreated: true,
            })
          : new RateLimiterMemory(options),
      () => metrics.refused(name),
    );
  }
}

export type RateLimiters = ReturnType<typeof rateLimiters>;
