import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase, type DatabaseHandle } from '@studio/db';
import type { DestinationStream } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type App, buildApp, purgeSessions } from './app';
import { loadConfig } from './config';
import { ADMIN, authHeaders, registerAdmin, tempDir } from './test-support/app';

interface LogLine {
  level: number;
  msg: string;
  err?: { message: string };
}

/** A pino destination that keeps every JSON line it is given. */
function collectingStream(): DestinationStream & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    write(line: string) {
      lines.push(JSON.parse(line) as LogLine);
    },
  };
}

const PINO_ERROR = 50;

let dataDir: string;
let app: App;
let log: ReturnType<typeof collectingStream>;
/** A second connection to the live file, as another process would have. */
let other: DatabaseHandle;

beforeEach(async () => {
  dataDir = tempDir('studio-app-');
  log = collectingStream();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    WEB_DIST: join(dataDir, 'no-web-dist'),
  });
  app = await buildApp(config, { logStream: log });
  other = createDatabase({ file: config.databaseFile });
});

afterEach(async () => {
  await other?.close();
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const sessionCount = () =>
  (other.sqlite.prepare('SELECT count(*) AS n FROM session').get() as { n: number }).n;

describe('purgeSessions', () => {
  it('deletes expired sessions and keeps the live ones', async () => {
    const live = await registerAdmin(app);
    const expiring = await signInAgain();
    expect(sessionCount()).toBe(2);
    // The newer of the two sessions ends in the past.
    other.sqlite
      .prepare('UPDATE session SET expiresAt = ? WHERE rowid = (SELECT max(rowid) FROM session)')
      .run(new Date(Date.now() - 1000).toISOString());

    await expect(purgeSessions(app)).resolves.toBeUndefined();

    expect(sessionCount()).toBe(1);
    const res = await app.inject({
      method: 'GET',
      url: '/api/contactdisplay',
      headers: authHeaders(live),
    });
    expect(res.statusCode).toBe(200);
    const expired = await app.inject({
      method: 'GET',
      url: '/api/contactdisplay',
      headers: authHeaders(expiring),
    });
    expect(expired.statusCode).toBe(401);
    expect(log.lines.filter((line) => line.level >= PINO_ERROR)).toEqual([]);
  });

  it('logs a failure and resolves, never rejects, when the database is broken', async () => {
    await registerAdmin(app);
    other.sqlite.exec('DROP TABLE session');

    await expect(purgeSessions(app)).resolves.toBeUndefined();

    const errors = log.lines.filter((line) => line.level >= PINO_ERROR);
    expect(errors).toEqual([
      expect.objectContaining({
        level: PINO_ERROR,
        msg: 'session purge failed',
        err: expect.objectContaining({
          message: expect.stringContaining('no such table: session'),
        }),
      }),
    ]);
    // The app keeps answering.
    const health = await app.inject({ method: 'GET', url: '/api/sliderdisplay' });
    expect(health.statusCode).toBe(200);
  });
});

/** A second sign-in of the administrator: a second session row. */
async function signInAgain() {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}
