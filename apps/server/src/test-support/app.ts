import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Role } from '@studio/contracts';
import { freshPostgresDatabase, testDialect } from '@studio/db/testing';
import { afterAll, beforeAll, expect } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../app';
import { type Config, type Env, loadConfig } from '../config';
import type { PasswordHashing, ScryptParams } from '../services/accounts/password';
import { watchAnswers } from './answers-conform';
import { freshStorageEnv } from './storage';

/** The Host every injected request carries, and the matching same-site Origin. */
export const HOST = 'studio.test';
export const SAME_ORIGIN = `http://${HOST}`;
export const FOREIGN_ORIGIN = 'https://evil.example';

export const ADMIN = { email: 'admin@example.com', password: 'correct horse battery' } as const;
/** The editor the role tests add through the users API. */
export const EDITOR = {
  email: 'editor@example.com',
  password: 'editor password',
  role: 'editor',
} as const;

export interface TestApp {
  app: App;
  config: Config;
  dataDir: string;
  /** Every log line written so far, parsed (LOG_LEVEL defaults to silent: set it to read them). */
  logs(): LogLine[];
  /** Closes the app and, unless the data folder was handed in, removes it. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults. */
  env?: Partial<Env>;
  /** Reuse a data folder (to reopen a database); the caller then removes it. */
  dataDir?: string;
  /** Told of every route as the app registers it. */
  onRoute?: BuildOptions['onRoute'];
  /** The app's clock (ms since the epoch). */
  now?: BuildOptions['now'];
  /**
   * How new password hashes are made: scrypt at TEST_PASSWORD_COST unless a test of hashing's
   * own limits holds the checks (test-support/passwords.ts) or needs today's CURRENT_PARAMS.
   */
  passwordHashing?: PasswordHashing;
}

/** A cost of about a millisecond a hash, where today's takes 100-400 ms: suites sign in often. */
export const TEST_PASSWORD_COST: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

export const tempDir = (prefix = 'studio-server-') => mkdtempSync(join(tmpdir(), prefix));

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

const isLogLine = (value: unknown): value is LogLine =>
  typeof value === 'object' &&
  value !== null &&
  'level' in value &&
  typeof value.level === 'number' &&
  'msg' in value &&
  typeof value.msg === 'string';

/** A log destination that keeps every line. */
function logCollector() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        const parsed: unknown = line ? JSON.parse(line) : undefined;
        if (isLogLine(parsed)) lines.push(parsed);
      }
      done();
    },
  });
  return { stream, lines };
}

type TestDatabase = Awaited<ReturnType<typeof freshPostgresDatabase>>;

/** The PostgreSQL database of each data folder in this file's run (postgres project). */
const postgresByDataDir = new Map<string, Promise<TestDatabase>>();

/**
 * Where a test app's data lives besides its folder: nothing more on SQLite (the file is in
 * the folder); on PostgreSQL a fresh database, the same one again when the folder is reused
 * (also by apps starting at the same moment).
 */
async function databaseFor(dataDir: string): Promise<Partial<Env>> {
  if (testDialect === 'sqlite') return {};
  let database = postgresByDataDir.get(dataDir);
  if (!database) {
    database = freshPostgresDatabase();
    postgresByDataDir.set(dataDir, database);
  }
  return { DATABASE_URL: (await database).url };
}

/** Drops the PostgreSQL database of a data folder that is going away. */
async function dropDatabaseOf(dataDir: string): Promise<void> {
  const database = postgresByDataDir.get(dataDir);
  postgresByDataDir.delete(dataDir);
  await (await database)?.drop();
}

/** The uploads storage of each data folder in this file's run (a bucket in the s3 runs). */
const storageByDataDir = new Map<string, Promise<Partial<Env>>>();

/** The storage settings of a data folder: the same bucket again when the folder is reused. */
function storageFor(dataDir: string): Promise<Partial<Env>> {
  let storage = storageByDataDir.get(dataDir);
  if (!storage) {
    storage = freshStorageEnv();
    storageByDataDir.set(dataDir, storage);
  }
  return storage;
}

/**
 * The real app on a real database (a SQLite file in a fresh temp folder, or a fresh PostgreSQL
 * database in the postgres project) and real uploads storage (its folder, or a fresh bucket on
 * the run's fake S3 server in the postgres project). Rate limits default to generous
 * values so that only the tests about them meet them; no built SPA unless WEB_DIST is given.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownsDir = !options.dataDir;
  const dataDir = options.dataDir ?? tempDir();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RATE_LIMIT_LOGIN: '1000/60',
    RATE_LIMIT_REGISTER: '1000/60',
    RATE_LIMIT_INBOX: '1000/60',
    WEB_DIST: join(dataDir, 'no-web-dist'),
    ...(await databaseFor(dataDir)),
    ...(await storageFor(dataDir)),
    ...options.env,
  });
  const collector = logCollector();
  const app = await buildApp(config, {
    logStream: collector.stream,
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.now ? { now: options.now } : {}),
    passwordHashing: { params: TEST_PASSWORD_COST, ...options.passwordHashing },
  });
  const answers = watchAnswers(app);
  return {
    app,
    config,
    dataDir,
    logs: () => [...collector.lines],
    async close() {
      await app.close();
      if (ownsDir) {
        rmSync(dataDir, { recursive: true, force: true });
        storageByDataDir.delete(dataDir);
        await dropDatabaseOf(dataDir);
      }
      answers.assertConforms();
    },
  };
}

/**
 * One app for all the tests of a file: made before them, its administrator registered, and
 * closed after them, with EDITOR signed in too when `editor`. Read `file.t`, `file.adminToken`
 * (and `file.editorToken`) inside a test.
 */
export function appForFile(options: TestAppOptions = {}, { editor = false } = {}) {
  let made: { t: TestApp; adminToken: string; editorToken: string | undefined } | undefined;
  beforeAll(async () => {
    const t = await createTestApp(options);
    const adminToken = await registerAdmin(t.app);
    const editorToken = editor ? await addUser(t.app, adminToken, EDITOR) : undefined;
    made = { t, adminToken, editorToken };
  });
  afterAll(async () => {
    await made?.t.close();
  });
  const ready = () => {
    if (!made) throw new Error("the file's app is made before its tests run");
    return made;
  };
  let accounts = 0;
  return {
    get t() {
      return ready().t;
    },
    get adminToken() {
      return ready().adminToken;
    },
    get editorToken() {
      const { editorToken } = ready();
      if (editorToken === undefined) throw new Error('the editor comes with { editor: true }');
      return editorToken;
    },
    /** A new editor, signed in (at the app's clock): its account and token. */
    async newEditor() {
      accounts += 1;
      const account = { email: `person${accounts}@example.com`, password: 'a long password' };
      const { t, adminToken } = ready();
      return { account, token: await addUser(t.app, adminToken, { ...account, role: 'editor' }) };
    },
  };
}

export const authHeaders = (token: string) => ({ authorization: `Bearer ${token}` });

/** A cookie-authenticated request from the site's own pages. */
export const cookieHeaders = (token: string, origin: string = SAME_ORIGIN) => ({
  cookie: `studio_session=${token}`,
  host: HOST,
  origin,
});

/** Registers an account (the first one is the administrator) and answers its token. */
export async function registerAdmin(
  app: App,
  account: { email: string; password: string } = ADMIN,
) {
  const res = await app.inject({ method: 'POST', url: '/api/register', payload: account });
  expect(res.statusCode, res.body).toBe(201);
  const { token } = res.json<{ token: string }>();
  expect(token).toEqual(expect.any(String));
  return token;
}

/** The bearer headers of the first account, registered (the administrator). */
export const adminHeaders = async (app: App) => authHeaders(await registerAdmin(app));

/** Signs in and answers the token. */
export async function login(app: App, account: { email: string; password: string } = ADMIN) {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: account });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}

/** A refusal's Retry-After: whole seconds, at least one. */
export function expectRetryAfter(res: { headers: Record<string, unknown> }) {
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter), JSON.stringify(res.headers)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
}

/** The error answer of DESIGN.md §3, exactly. */
export const errorBody = (message: string) => ({ message });

/** Any JSON body whose value is a list of `{ path, message }` strings, at least one. */
export const issuesShape = expect.arrayContaining([
  { path: expect.any(String), message: expect.any(String) },
]);

/** An account with a role, created by the admin through the users API; answers its token. */
export async function addUser(
  app: App,
  adminToken: string,
  account: { email: string; password: string; role: Role },
) {
  const res = await app.inject({
    method: 'POST',
    url: '/trpc/users.create',
    payload: account,
    headers: authHeaders(adminToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return login(app, account);
}

/** An app with the first admin and an editor signed in: the role tests' starting point. */
export async function createAppWithEditor(options: TestAppOptions = {}) {
  const t = await createTestApp(options);
  const adminToken = await registerAdmin(t.app);
  const editorToken = await addUser(t.app, adminToken, EDITOR);
  return { t, adminToken, editorToken };
}
