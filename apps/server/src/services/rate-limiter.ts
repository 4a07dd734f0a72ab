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

/** Counts only failures per key (login): blocked once the failures reach the limit. */
export function failureLimiter(limit: RateLimit) {
  const limiter = new RateLimiterMemory({ points: limit.points, duration: limit.seconds });
  return {
    async check(key: string): Promise<void> {
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= limit.points) throw limited(state.msBeforeNext);
    },
    async fail(key: string): Promise<void> {
      await limiter.penalty(key, 1);
    },
    async reset(key: string): Promise<void> {
      await limiter.delete(key);
    },
  };
}
