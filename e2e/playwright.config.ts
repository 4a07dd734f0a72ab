import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import type { SuiteOptions } from './fixtures';
import { freePortRun } from './free-ports';
import { S3_BUCKETS, s3Endpoint, storageEnv } from './storage';

// The config is loaded by the runner and again by every worker; values set in process.env here
// are inherited by the workers, so all of them agree on the ports and data folders.
process.env.E2E_RUN_DIR ??= mkdtempSync(join(tmpdir(), 'studio-e2e-'));
// E2E_PORT, when set, is where the search for free ports starts (a random place otherwise); the
// runner picks them once (E2E_BASE_PORT), before its servers listen there.
process.env.E2E_BASE_PORT ??= String(
  freePortRun(3, Number(process.env.E2E_PORT ?? 20000 + Math.floor(Math.random() * 20000))),
);
const runDir = process.env.E2E_RUN_DIR;
/** Traces and the JSON report; e2e/postgres.ts gives its run another folder. */
const outputDir = process.env.E2E_OUTPUT ?? 'test-results';
const basePort = Number(process.env.E2E_BASE_PORT);

/** Each suite gets its own server and fresh data folder, so they cannot disturb each other. */
const suites = [
  {
    name: 'public',
    port: basePort,
    // Set by e2e/postgres.ts: the suite runs on PostgreSQL instead of SQLite in DATA_DIR.
    databaseUrl: process.env.E2E_DATABASE_URL_PUBLIC ?? '',
  },
  { name: 'admin', port: basePort + 1, databaseUrl: process.env.E2E_DATABASE_URL_ADMIN ?? '' },
  // The site in two languages (issue 27): its public pages under /es, the admin's locale tabs.
  // The SPEC suites above run with LOCALES unset, as SPEC's site has one language.
  {
    name: 'locales',
    port: basePort + 2,
    databaseUrl: process.env.E2E_DATABASE_URL_LOCALES ?? '',
    env: { LOCALES: 'en,es' },
  },
] as const;

const server = (suite: (typeof suites)[number]) => ({
  command: 'node ../apps/server/dist/main.js',
  url: `http://127.0.0.1:${suite.port}/api/podcastdisplay`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(suite.port),
    HOST: '127.0.0.1',
    DATA_DIR: join(runDir, suite.name),
    DATABASE_URL: suite.databaseUrl,
    ...storageEnv(suite.name),
    SEED_DEMO: 'true',
    REGISTRATION: 'closed',
    LOG_LEVEL: 'warn',
    // Browser suites submit many forms from one address; the limits have their own tests.
    RATE_LIMIT_LOGIN: '1000/60',
    RATE_LIMIT_LOGIN_IP: '1000/60',
    RATE_LIMIT_REGISTER: '1000/60',
    RATE_LIMIT_INBOX: '1000/60',
    // The suites fill forms faster than people do; the spam guard's timing has server tests.
    FORM_MIN_SECONDS: '0',
    // Webhooks are received by the specs themselves, on 127.0.0.1.
    WEBHOOK_ALLOW_PRIVATE: 'true',
    ...('env' in suite ? suite.env : {}),
  },
});

export default defineConfig<SuiteOptions>({
  testDir: '.',
  forbidOnly: !!process.env.CI,
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Room for CI's two lanes sharing two cores (docs/decisions/071-ci-lanes.md): a step that takes
  // a second alone took ten there, and a long flow that passes alone timed out at its very end.
  // A hung test still fails; speed is the benchmarks' to show, not a test's.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  outputDir,
  reporter: [['list'], ['json', { outputFile: join(outputDir, 'results.json') }]],
  webServer: suites.map(server),
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    ...suites.map((suite) => ({
      name: suite.name,
      testDir: `./${suite.name}`,
      testIgnore: /screenshots\.spec\.ts/,
      use: {
        baseURL: `http://127.0.0.1:${suite.port}`,
        dataDir: join(runDir, suite.name),
        databaseUrl: suite.databaseUrl,
        bucket: s3Endpoint ? S3_BUCKETS[suite.name] : '',
        locales: 'env' in suite ? suite.env.LOCALES : '',
      },
    })),
    {
      name: 'screenshots',
      testMatch: /screenshots\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${basePort}`, dataDir: join(runDir, 'public') },
    },
  ],
});
