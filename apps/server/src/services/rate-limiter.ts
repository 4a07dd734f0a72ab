import { messages } from '@studio/contracts';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ServiceError } from './errors';

export interface RateLimit {
  points: number;
  seconds: number;
}

/** The 429 answer, to be tried again after the given time. */
export const limited = (msBeforeNext: number) =>
  new ServiceError('rateLimited', messages.server.rateLimited, {
    retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
  });

/**
 * Counts calls per key; the call past the limit fails with 429 and Retry-After. `forgive`
 * hands a point back (a login that turned out to be right), so only failures stay counted.
 */
export function rateLimiter(limit: RateLimit) {
  const limiter = new RateLimiterMemory({ points: limit.points, duration: limit.seconds });
  return {
    async consume(key: string): Promise<void> {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw limited(error.msBeforeNext);
        throw error;
      }
    },
    async forgive(key: string): Promise<void> {
      await limiter.reward(key, 1);
    },
    async reset(key: string): Promise<void> {
      await limiter.delete(key);
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
