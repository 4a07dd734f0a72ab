import type { ContentSummary, InboxWeeks, RecordMonths, SpamReason } from '@studio/contracts';
import { insertCareerApplication, insertContactMessage } from '@studio/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authHeaders, createAppWithEditor, type TestApp } from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { withDatabase } from '../test-support/database';
import { trpcQuery } from '../test-support/trpc';

let t: TestApp;
let adminToken: string;
let editorToken: string;
const clock = Date.parse('2026-12-01T09:00:00.000Z');

beforeAll(async () => {
  ({ t, adminToken, editorToken } = await createAppWithEditor({ now: () => clock }));
});
afterAll(async () => {
  await t?.close();
});

const summary = async (headers: Record<string, string>) =>
  trpcQuery(t.app, 'dashboard.summary', undefined, headers);

it("counts every type's records, drafts and scheduled ones, for editors", async () => {
  const before = (await summary(authHeaders(editorToken))).json<{
    result: { data: ContentSummary[] };
  }>().result.data;
  const post = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/music',
      payload: { ...sampleInput('music'), ...payload },
      headers: authHeaders(editorToken),
    });
  expect((await post({ status: 'draft' })).statusCode).toBe(201);
  expect((await post({ publishAt: new Date(clock + 86_400_000).toISOString() })).statusCode).toBe(
    201,
  );
  expect((await post({})).statusCode).toBe(201);

  const res = await summary(authHeaders(editorToken));
  expect(res.statusCode, res.body).toBe(200);
  const after = res.json<{ result: { data: ContentSummary[] } }>().result.data;
  const music = (rows: ContentSummary[]) => rows.find((row) => row.type === 'music');
  const was = music(before);
  expect(music(after)).toEqual({
    type: 'music',
    total: (was?.total ?? 0) + 3,
    drafts: (was?.drafts ?? 0) + 1,
    scheduled: (was?.scheduled ?? 0) + 1,
  });
  // Every type of the registry is there, not only SPEC's four counted ones.
  expect(after.length).toBeGreaterThan(4);
});

it('refuses anonymous callers', async () => {
  expect((await summary({})).statusCode).toBe(401);
});

const chart = async <T>(name: string, token: string) => {
  const res = await trpcQuery(t.app, `dashboard.${name}`, undefined, authHeaders(token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: T } }>().result.data;
};

it('counts the records created in each of the last 12 months, per type', async () => {
  const months = async () => chart<RecordMonths>('recordsPerMonth', editorToken);
  const before = await months();
  const createdAt = [
    '2025-12-31T23:59:59.999Z', // before the first month: not counted
    '2026-01-01T00:00:00.000Z',
    '2026-06-30T23:59:59.999Z',
    '2026-06-01T00:00:00.000Z',
    '2026-12-01T08:59:00.000Z',
    '2027-01-01T00:00:00.000Z', // after the current month: not counted
  ];
  for (const at of createdAt) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/documentary',
      payload: sampleInput('documentary'),
      headers: authHeaders(editorToken),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ _id: string }>()._id;
    await withDatabase(t, (db) =>
      db.updateTable('content_documentary').set({ createdAt: at }).where('id', '=', id).execute(),
    );
  }

  const after = await months();
  expect(after.months).toEqual([
    '2026-01',
    '2026-02',
    '2026-03',
    '2026-04',
    '2026-05',
    '2026-06',
    '2026-07',
    '2026-08',
    '2026-09',
    '2026-10',
    '2026-11',
    '2026-12',
  ]);
  const created = (answer: RecordMonths) =>
    answer.types.find((row) => row.type === 'documentary')?.created ?? [];
  const added = created(after).map((count, month) => count - (created(before)[month] ?? 0));
  expect(added).toEqual([1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 1]);
  expect(after.types.map((row) => row.type)).toEqual(before.types.map((row) => row.type));
});

it('counts the messages and applications of each of the last 12 ISO weeks, spam apart', async () => {
  const sender = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
  const message = (at: string, spam: SpamReason | null = null) =>
    withDatabase(t, (db) =>
      insertContactMessage(db, { ...sender, contact: '555', message: 'Hello' }, { at, spam }),
    );
  const application = (at: string, spam: SpamReason | null = null) =>
    withDatabase(t, (db) =>
      insertCareerApplication(
        db,
        { ...sender, phone: '555', position: 'Editor', about: 'Me' },
        { at, spam },
      ),
    );
  // The clock is Tuesday 2026-12-01: its week began on Monday 2026-11-30; the first of the 12
  // on Monday 2026-09-14.
  await message('2026-09-13T23:59:59.999Z'); // the Sunday before: not counted
  await message('2026-09-14T00:00:00.000Z');
  await message('2026-09-20T23:59:59.999Z');
  await message('2026-11-30T00:00:00.000Z');
  await message('2026-11-29T12:00:00.000Z', 'too-fast');
  await application('2026-10-05T10:00:00.000Z');
  await application('2026-12-06T23:59:59.999Z');
  await application('2026-12-07T00:00:00.000Z'); // the next week: not counted
  await application('2026-12-01T08:00:00.000Z', 'too-fast');

  expect(await chart<InboxWeeks>('inboxPerWeek', adminToken)).toEqual({
    weeks: [
      '2026-09-14',
      '2026-09-21',
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ],
    contact: [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
    career: [0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1],
    spam: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1],
  });
});

it('refuses an editor the inbox chart, without its numbers, and anyone signed out both', async () => {
  const editor = await trpcQuery(
    t.app,
    'dashboard.inboxPerWeek',
    undefined,
    authHeaders(editorToken),
  );
  expect(editor.statusCode).toBe(403);
  expect(editor.body).not.toContain('weeks');
  for (const name of ['inboxPerWeek', 'recordsPerMonth']) {
    expect((await trpcQuery(t.app, `dashboard.${name}`, undefined, {})).statusCode).toBe(401);
  }
});
