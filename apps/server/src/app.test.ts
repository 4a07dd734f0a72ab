import { connectDatabase, type DatabaseHandle } from '@studio/db';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { purgeSessions } from './app';
import { databaseConfig } from './database';
import { ADMIN, authHeaders, createTestApp, registerAdmin, type TestApp } from './test-support/app';

const PINO_ERROR = 50;

let t: TestApp;
/** A second connection to the live database, as another process would have. */
let other: DatabaseHandle;

beforeEach(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'warn' } });
  other = await connectDatabase(databaseConfig(t.config));
});

afterEach(async () => {
  await other?.close();
  await t?.close();
});

const sessionCount = async () =>
  (await other.db.selectFrom('session').select('id').execute()).length;

const errors = () => t.logs().filter((line) => line.level >= PINO_ERROR);

describe('purgeSessions', () => {
  it('deletes expired sessions and keeps the live ones', async () => {
    const live = await registerAdmin(t.app);
    const expiring = await signInAgain();
    expect(await sessionCount()).toBe(2);
    // The newer of the two sessions ends in the past.
    const newest = await other.db
      .selectFrom('session')
      .select('id')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await other.db
      .updateTable('session')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', newest.id)
      .execute();

    await expect(purgeSessions(t.app)).resolves.toBeUndefined();

    expect(await sessionCount()).toBe(1);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/contactdisplay',
      headers: authHeaders(live),
    });
    expect(res.statusCode).toBe(200);
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/contactdisplay',
      headers: authHeaders(expiring),
    });
    expect(expired.statusCode).toBe(401);
    expect(errors()).toEqual([]);
  });

  it('logs a failure and resolves, never rejects, when the database is broken', async () => {
    await registerAdmin(t.app);
    await sql`DROP TABLE session`.execute(other.db);

    await expect(purgeSessions(t.app)).resolves.toBeUndefined();

    expect(errors()).toEqual([
      expect.objectContaining({
        level: PINO_ERROR,
        msg: 'session purge failed',
        err: expect.objectContaining({
          // SQLite's words, or PostgreSQL's.
          message: expect.stringMatching(
            /no such table: session|relation "session" does not exist/,
          ),
        }),
      }),
    ]);
    // The app keeps answering.
    const health = await t.app.inject({ method: 'GET', url: '/api/sliderdisplay' });
    expect(health.statusCode).toBe(200);
  });
});

/** A second sign-in of the administrator: a second session row. */
async function signInAgain() {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}
