import type { ContentSummary } from '@studio/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authHeaders, createAppWithEditor, type TestApp } from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { trpcQuery } from '../test-support/trpc';

let t: TestApp;
let editorToken: string;
const clock = Date.parse('2026-12-01T09:00:00.000Z');

beforeAll(async () => {
  ({ t, editorToken } = await createAppWithEditor({ now: () => clock }));
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
