import { defineConfig } from 'vitest/config';

// Unit tests for the SPA's pure modules and its build checks (no DOM, no router plugin).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
  },
});
