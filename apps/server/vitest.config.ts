import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each password hash is a deliberate ~100 ms of scrypt: give the suites room.
    testTimeout: 30_000,
    // Files are independent (each has its own temp data folder): run two at a time.
    maxWorkers: 2,
    hookTimeout: 30_000,
  },
});
