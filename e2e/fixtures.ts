import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import Database from 'better-sqlite3';

export interface SuiteOptions {
  /** The data folder of the server this project talks to (SQLite file and uploads). */
  dataDir: string;
}

export interface Fixtures {
  /** Set with test.use() where a test provokes failures the app logs on purpose. */
  allowConsoleErrors: boolean;
  /** Reads the server's database directly (read-only), to check what a form stored. */
  queryDb: <T>(sql: string, ...params: unknown[]) => T[];
  /** Fails the test on any console error or any request that leaves the server. */
  strictPage: undefined;
}

export const test = base.extend<Fixtures, SuiteOptions>({
  dataDir: ['', { option: true, scope: 'worker' }],

  allowConsoleErrors: [false, { option: true }],

  queryDb: async ({ dataDir }, use) => {
    await use(<T>(sql: string, ...params: unknown[]) => {
      const db = new Database(join(dataDir, 'studio.sqlite'), { readonly: true });
      try {
        return db.prepare(sql).all(...params) as T[];
      } finally {
        db.close();
      }
    });
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
