import { join } from 'node:path';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The two Vitest projects a package's suite runs as: the same test files on SQLite and on a
 * throwaway PostgreSQL cluster (parameterised by STUDIO_TEST_DATABASE, never copied). A file
 * named *.sqlite.test.ts is about SQLite alone (its pragmas, its file), *.postgres.test.ts
 * about PostgreSQL alone (several processes on one database).
 */
const sqliteProject = (): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name: 'sqlite', exclude: [...configDefaults.exclude, '**/*.postgres.test.ts'] },
});

/**
 * `exclude`: files that never touch the database (or only SQLite's), run once by sqlite.
 * `env` and `globalSetup`: what else this project runs on (the server's S3 storage).
 */
interface PostgresOptions {
  exclude?: string[];
  env?: Record<string, string>;
  globalSetup?: string[];
}

const postgresProject = (options: PostgresOptions = {}): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: 'postgres',
    exclude: [...configDefaults.exclude, '**/*.sqlite.test.ts', ...(options.exclude ?? [])],
    env: { STUDIO_TEST_DATABASE: 'postgres', ...options.env },
    globalSetup: [
      join(import.meta.dirname, 'postgres-global-setup.ts'),
      ...(options.globalSetup ?? []),
    ],
  },
});

const DATABASES = ['sqlite', 'postgres'] as const;

/**
 * The projects STUDIO_TEST_DATABASES names (`sqlite`, `postgres`, comma separated; both when
 * unset). CI's run on the second Node takes SQLite's alone (docs/decisions/071-ci-lanes.md).
 */
export function databaseProjects(postgres: PostgresOptions = {}): TestProjectInlineConfiguration[] {
  const named = (process.env.STUDIO_TEST_DATABASES ?? DATABASES.join(','))
    .split(',')
    .map((name) => name.trim());
  const unknown = named.filter((name) => !DATABASES.some((database) => database === name));
  if (unknown.length > 0)
    throw new Error(
      `STUDIO_TEST_DATABASES: ${unknown.join(', ')} is not one of ${DATABASES.join(', ')}`,
    );
  return [
    ...(named.includes('sqlite') ? [sqliteProject()] : []),
    ...(named.includes('postgres') ? [postgresProject(postgres)] : []),
  ];
}
