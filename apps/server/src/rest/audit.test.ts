import type { AuditEntry } from '@studio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, addUser, appForFile, authHeaders, EDITOR } from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { trpcQuery } from '../test-support/trpc';

/** The app's clock: the purge test moves it past the retention. */
let clock = Date.parse('2026-12-01T09:00:00.000Z');
const file = appForFile(
  { now: () => clock, env: { AUDIT_RETENTION_DAYS: '30' } },
  { editor: true },
);
let podcastId: string;

const activity = async (query = '', token = file.adminToken) => {
  const res = await file.t.app.inject({
    method: 'GET',
    url: `/api/auditdisplay${query}`,
    headers: authHeaders(token),
  });
  return res;
};
const entries = async (query = '') => {
  const res = await activity(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditEntry[]>();
};

beforeAll(async () => {
  const asEditor = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
    file.t.app.inject({
      method,
      url,
      headers: authHeaders(file.editorToken),
      ...(payload ? { payload } : {}),
    });
  const created = await asEditor('POST', '/api/podcast', {
    ...sampleInput('podcast'),
    title: 'Logged',
  });
  podcastId = created.json<{ _id: string }>()._id;
  clock += 1000;
  await asEditor('POST', `/api/podcastupdate/${podcastId}`, {
    ...sampleInput('podcast'),
    title: 'Logged again',
    status: 'draft',
  });
  clock += 1000;
  await asEditor('POST', '/api/podcastreorder', { ids: [podcastId] });
  await file.t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { ...EDITOR, password: 'wrong password!' },
  });
  await file.t.app.inject({ method: 'POST', url: '/api/login', payload: EDITOR });
  await addUser(file.t.app, file.adminToken, {
    email: 'third@example.com',
    password: 'a long password 3',
    role: 'editor',
  });
  clock += 1000;
  await asEditor('DELETE', `/api/podcastdelete/${podcastId}`);
});

describe('the activity log', () => {
  it('records what was done to which record, by whom, newest first', async () => {
    const log = await entries();
    const ofPodcast = log.filter((entry) => entry.recordId === podcastId);
    expect(ofPodcast.map((entry) => entry.action)).toEqual([
      'deleted',
      'unpublished',
      'updated',
      'published',
      'created',
    ]);
    expect(
      ofPodcast.every((entry) => entry.actor === EDITOR.email && entry.type === 'podcast'),
    ).toBe(true);
    expect(ofPodcast.find((entry) => entry.action === 'updated')).toMatchObject({
      title: 'Logged again',
      fields: ['title', 'status'],
    });
    expect(ofPodcast.find((entry) => entry.action === 'deleted')?.title).toBe('Logged again');
    const actions = log.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['reordered', 'sign-in-failed', 'signed-in', 'user-created']),
    );
    expect(log.find((entry) => entry.action === 'sign-in-failed')).toMatchObject({
      actor: EDITOR.email,
      type: 'account',
    });
    expect(log.find((entry) => entry.action === 'user-created')).toMatchObject({
      actor: ADMIN.email,
      title: 'third@example.com (editor)',
    });
  });

  it('filters by type, actor, action and days, and pages with X-Total-Count and Link', async () => {
    expect((await entries('?action=updated')).map((entry) => entry.action)).toEqual(['updated']);
    const ofEditor = await entries(`?actor=${encodeURIComponent('EDITOR@')}`);
    expect(ofEditor.length).toBeGreaterThan(0);
    expect(ofEditor.every((entry) => entry.actor === EDITOR.email)).toBe(true);
    expect((await entries('?type=podcast')).every((entry) => entry.type === 'podcast')).toBe(true);
    expect(await entries('?from=2026-12-02')).toEqual([]);
    expect((await entries('?from=2026-12-01&to=2026-12-01')).length).toBeGreaterThan(0);
    expect(await entries('?to=2026-11-30')).toEqual([]);

    const all = await entries();
    const page = await activity('?limit=2&offset=1');
    expect(page.headers['x-total-count']).toBe(String(all.length));
    expect(page.headers.link).toBe('</api/auditdisplay?limit=2&offset=3>; rel="next"');
    expect(page.json<AuditEntry[]>().map((entry) => entry._id)).toEqual(
      all.slice(1, 3).map((entry) => entry._id),
    );
  });

  it('is the admins’: 401 anonymous, 403 an editor; bad filters are 400 with the issue', async () => {
    expect((await file.t.app.inject({ method: 'GET', url: '/api/auditdisplay' })).statusCode).toBe(
      401,
    );
    expect((await activity('', file.editorToken)).statusCode).toBe(403);
    const bad = await activity('?action=exploded&from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['action', 'from']);
  });

  it('is the same over tRPC (audit.list), paged by cursor', async () => {
    const res = await trpcQuery(
      file.t.app,
      'audit.list',
      { limit: 3, action: 'created' },
      authHeaders(file.adminToken),
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{ result: { data: { items: AuditEntry[]; total: number } } }>().result
      .data;
    expect(page.items.every((entry) => entry.action === 'created')).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(
      (await trpcQuery(file.t.app, 'audit.list', {}, authHeaders(file.editorToken))).statusCode,
    ).toBe(403);
  });

  it('drops what is older than AUDIT_RETENTION_DAYS', async () => {
    const before = (await entries()).length;
    expect(before).toBeGreaterThan(0);
    clock += 31 * 86_400_000;
    expect(await file.t.app.services.audit.purge()).toBe(before);
    expect(await entries()).toEqual([]);
  });
});
