import { messages } from '@studio/contracts';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ServiceError } from './errors';

export interface RateLimit {
  points: number;
  seconds: number;
}

const limited = (msBeforeNext: number) =>
  new ServiceError('rateLimited', messages.server.rateLimited, {
    retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
  });

/** Counts every call per key; the call past the limit fails with 429. */
export function requestLimiter(limit: RateLimit) {
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
  };
}

/**
 * Counts only failures per key (login): blocked once the failures reach the limit. Each attempt
 * takes its point before the password is checked, so concurrent attempts cannot outrun the
 * count; a success clears the key, which leaves only failures counted.
 */
export function failureLimiter(limit: RateLimit) {
  const limiter = new RateLimiterMemory({ points: limit.points, duration: limit.seconds });
  return {
    async attempt(key: string): Promise<void> {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw limited(error.msBeforeNext);
        throw error;
      }
    },
    async reset(key: string): Promise<void> {
      await limiter.delete(key);
    },
  };
}
