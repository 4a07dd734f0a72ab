import { defineConfig } from 'vitest/config';
import { postgresProject, sqliteProject } from './src/testing/vitest-projects';

export default defineConfig({
  test: {
    projects: [
      sqliteProject(),
      postgresProject({ exclude: ['src/backup.test.ts', 'src/migrations.test.ts'] }),
    ],
  },
});
