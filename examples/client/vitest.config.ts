import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The test signs up (a deliberate ~100 ms of scrypt) and writes through a real server
    // process: room for a busy machine, as the server's own suites have.
    testTimeout: 30_000,
  },
});
