import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { connectDatabase } from '@studio/db';
import { type RawBuilder, sql } from 'kysely';
import { storedObject } from './storage';

export interface SuiteOptions {
  /** The data folder of the server this project talks to (SQLite file and uploads). */
  dataDir: string;
  /** Its PostgreSQL database, when the suite runs on one (e2e/postgres.ts); else ''. */
  databaseUrl: string;
  /** Its uploads bucket, when the suite runs on S3 storage (e2e/postgres.ts); else ''. */
  bucket: string;
  /** Its LOCALES ('' for SPEC's one-language site). */
  locales: string;
}

/** SQL with `?` placeholders, as the specs write it, with the values bound as parameters. */
function bind<T>(text: string, params: unknown[]): RawBuilder<T> {
  const [first = '', ...rest] = text.split('?');
  const bound = rest.reduce<RawBuilder<unknown>>(
    (query, part, i) => sql`${query}${params[i]}${sql.raw(part)}`,
    sql.raw(first),
  );
  return sql<T>`${bound}`;
}

export interface Fixtures {
  /** Set with test.use() where a test provokes failures the app logs on purpose. */
  allowConsoleErrors: boolean;
  /**
   * Reads the server's database directly, to check what a form stored. The SQL runs on SQLite
   * and PostgreSQL alike: identifiers that are not all lower case, and the table "user", are
   * double-quoted; counts are cast to integer.
   */
  queryDb: <T>(sql: string, ...params: unknown[]) => Promise<T[]>;
  /** The bytes the server stored under an uploads key (`cvs/<name>`), or undefined. */
  storedUpload: (key: string) => Promise<Buffer | undefined>;
  /** Fails the test on any console error or any request that leaves the server. */
  strictPage: undefined;
}

export const test = base.extend<Fixtures, SuiteOptions>({
  dataDir: ['', { option: true, scope: 'worker' }],
  databaseUrl: ['', { option: true, scope: 'worker' }],
  bucket: ['', { option: true, scope: 'worker' }],
  locales: ['', { option: true, scope: 'worker' }],

  allowConsoleErrors: [false, { option: true }],

  queryDb: async ({ dataDir, databaseUrl }, use) => {
    const database = await connectDatabase(
      databaseUrl ? { url: databaseUrl, poolMax: 2 } : { file: join(dataDir, 'studio.sqlite') },
    );
    try {
      await use(async <T>(text: string, ...params: unknown[]) => {
        const { rows } = await bind<T>(text, params).execute(database.db);
        return rows;
      });
    } finally {
      await database.close();
    }
  },

  storedUpload: async ({ dataDir, bucket }, use) => {
    await use((key) => storedObject({ dataDir, bucket }, key));
  },

  strictPage: [
    async ({ page, baseURL, allowConsoleErrors }, use) => {
      const problems: string[] = [];
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowConsoleErrors)
          problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
          problems.push(`request left the server: ${url}`);
        }
      });
      await use(undefined);
      expect(problems, problems.join('\n')).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
