import { rmSync } from 'node:fs';
import { type BulkAction, bulkMessages } from '@studio/contracts';
import { connectDatabase } from '@studio/db';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseConfig } from './database';
import { adminHeaders, createTestApp, type TestApp, tempDir } from './test-support/app';
import { sampleInput } from './test-support/content';

/**
 * Two server instances on one PostgreSQL database (read committed), as two processes behind a
 * load balancer would be: a bulk action on one, an edit on the other in the middle of it.
 */
let apps: TestApp[] = [];
let dataDir: string | undefined;

afterEach(async () => {
  for (const t of apps) await t.close();
  apps = [];
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function twoServers() {
  dataDir = tempDir();
  const [a, b] = await Promise.all([createTestApp({ dataDir }), createTestApp({ dataDir })]);
  apps = [a, b];
  return { a, b };
}

interface Stored {
  _id: string;
  title: string;
  status: string;
}

describe('a bulk action while another server edits one of its records', () => {
  it.each<BulkAction>(['publish', 'delete'])(
    '%s: skips the record edited since the action read it, keeping the edit',
    async (action) => {
      const { a, b } = await twoServers();
      const admin = await adminHeaders(a.app);
      const add = async (title: string) => {
        const res = await a.app.inject({
          method: 'POST',
          url: '/api/podcast',
          headers: admin,
          payload: { ...sampleInput('podcast'), title, status: 'draft' },
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ _id: string }>()._id;
      };
      const [first, edited] = [await add('First'), await add('Edited later')];

      // Holds the first record's row: the action, having read both rows, waits to write it.
      const database = await connectDatabase(databaseConfig(a.config));
      let release = () => {};
      const released = new Promise<void>((done) => {
        release = done;
      });
      let locked = () => {};
      const holding = new Promise<void>((done) => {
        locked = done;
      });
      const lock = database.db.transaction().execute(async (trx) => {
        await sql`SELECT id FROM content_podcast WHERE id = ${first} FOR UPDATE`.execute(trx);
        locked();
        await released;
      });
      try {
        await holding;
        const bulk = a.app.inject({
          method: 'POST',
          url: '/api/podcastbulk',
          headers: admin,
          payload: { action, ids: [first, edited] },
        });
        await expect
          .poll(
            async () =>
              (
                await sql<{ waiting: number }>`SELECT count(*)::int AS waiting FROM pg_stat_activity
                WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(
                  database.db,
                )
              ).rows[0]?.waiting,
            { timeout: 20_000 },
          )
          .toBe(1);

        const edit = await b.app.inject({
          method: 'POST',
          url: `/api/podcastupdate/${edited}`,
          headers: admin,
          payload: { ...sampleInput('podcast'), title: 'Edited meanwhile', status: 'draft' },
        });
        expect(edit.statusCode, edit.body).toBe(200);
        release();
        await lock;

        const answer = await bulk;
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json()).toEqual({
          message: bulkMessages.summary(action, 1, 0, 1),
          done: 1,
          skipped: [edited],
        });
      } finally {
        release();
        await lock;
        await database.close();
      }
      const all = await b.app.inject({ url: '/api/podcastdisplay?status=all', headers: admin });
      const stored = new Map(all.json<Stored[]>().map((record) => [record._id, record]));
      expect(stored.get(edited)).toMatchObject({ title: 'Edited meanwhile', status: 'draft' });
      expect(stored.get(first)?.status).toBe(action === 'publish' ? 'published' : undefined);
    },
  );
});
