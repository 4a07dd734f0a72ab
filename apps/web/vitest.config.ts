import { defineConfig } from 'vitest/config';

// Unit tests for the SPA's pure modules, its components' markup (rendered to a string: no DOM)
// and its build checks (no router plugin).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  },
});
