import { defineConfig } from 'vitest/config';

// Unit tests for the SPA's pure modules (no DOM, no router plugin): `src/**/*.test.ts`.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
