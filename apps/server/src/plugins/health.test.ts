import { messages } from '@studio/contracts';
import { connectDatabase } from '@studio/db';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseConfig } from '../database';
import { createTestApp, type TestApp } from '../test-support/app';
import { breakStorage } from '../test-support/storage';

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' } });
});

afterEach(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('/healthz and /readyz', () => {
  it('/healthz answers 200 while the process runs, never cached', async () => {
    const res = await get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('/readyz answers 200 when the database, its migrations and the uploads folder are fine', async () => {
    const res = await get('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 503 naming the failing part when uploads cannot be written', async () => {
    await breakStorage(t.config);

    const res = await get('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: messages.server.notReady,
      checks: { database: 'ok', migrations: 'ok', storage: 'failed' },
    });
    expect(res.body).not.toContain(t.dataDir);
    // The reason is in the log, for the operator.
    expect(t.logs()).toContainEqual(
      expect.objectContaining({ msg: 'readiness check failed', part: 'storage' }),
    );
  });

  it('/readyz answers 503 while a migration this server knows is not applied', async () => {
    const other = await connectDatabase(databaseConfig(t.config));
    try {
      await sql`DELETE FROM kysely_migration`.execute(other.db);
    } finally {
      await other.close();
    }
    const res = await get('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json<{ checks: unknown }>().checks).toEqual({
      database: 'ok',
      migrations: 'failed',
      storage: 'ok',
    });
  });

  it('logs no request line for either probe (polled every few seconds)', async () => {
    await get('/healthz');
    await get('/readyz');
    await get('/api/sliderdisplay');
    const urls = t.logs().flatMap((line) => {
      const req = line.req;
      return typeof req === 'object' && req !== null && 'url' in req ? [String(req.url)] : [];
    });
    expect(urls).toContain('/api/sliderdisplay');
    expect(urls.filter((url) => /healthz|readyz/.test(url))).toEqual([]);
  });
});
