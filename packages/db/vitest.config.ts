import { defineConfig } from 'vitest/config';
import { databaseProjects } from './src/testing/vitest-projects';

export default defineConfig({
  test: {
    projects: [...databaseProjects({ exclude: ['src/backup.test.ts', 'src/migrations.test.ts'] })],
  },
});
