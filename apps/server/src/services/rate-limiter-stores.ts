// The stores the limiters use, imported on demand by rate-limiter.ts: the library's index loads
// every store it supports. A module of our own, so the bundle gives the import named exports
// (a CommonJS package imported dynamically would get its `default` alone).
export { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
