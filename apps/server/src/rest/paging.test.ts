import { PAGE_LIMIT_MAX } from '@studio/contracts';
import { connectDatabase, insertContent } from '@studio/db';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseConfig } from '../database';
import { authHeaders, createTestApp, registerAdmin, type TestApp } from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { contactInput } from '../test-support/samples';

let t: TestApp;
let token: string;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const ids = (res: LightMyRequestResponse) => res.json<{ _id: string }[]>().map((r) => r._id);

beforeAll(async () => {
  t = await createTestApp();
  token = await registerAdmin(t.app);
  for (let i = 1; i <= 7; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/podcast',
      payload: sampleInput('podcast', i),
      headers: authHeaders(token),
    });
    expect(res.statusCode).toBe(201);
  }
});

afterAll(async () => {
  await t?.close();
});

describe('paging a public list', () => {
  it('answers the whole array without parameters, with X-Total-Count', async () => {
    const res = await get('/api/podcastdisplay');
    expect(res.json()).toHaveLength(7);
    expect(res.headers['x-total-count']).toBe('7');
    expect(res.headers.link).toBeUndefined();
  });

  it('answers a page as a bare array, with a Link to the next one while more follow', async () => {
    const all = ids(await get('/api/podcastdisplay'));
    const first = await get('/api/podcastdisplay?limit=3');
    expect(ids(first)).toEqual(all.slice(0, 3));
    expect(first.headers['x-total-count']).toBe('7');
    expect(first.headers.link).toBe('</api/podcastdisplay?limit=3&offset=3>; rel="next"');
    const second = await get('/api/podcastdisplay?limit=3&offset=3');
    expect(ids(second)).toEqual(all.slice(3, 6));
    expect(second.headers.link).toBe('</api/podcastdisplay?limit=3&offset=6>; rel="next"');
    const last = await get('/api/podcastdisplay?limit=3&offset=6');
    expect(ids(last)).toEqual(all.slice(6));
    expect(last.headers.link).toBeUndefined();
    expect(ids(await get('/api/podcastdisplay?offset=5'))).toEqual(all.slice(5));
    expect(await get('/api/podcastdisplay?limit=3&offset=70').then((r) => r.json())).toEqual([]);
  });

  it('refuses malformed paging with 400 and issues', async () => {
    for (const query of [
      'limit=0',
      `limit=${PAGE_LIMIT_MAX + 1}`,
      'limit=abc',
      'limit=1.5',
      'limit=-1',
      'limit=',
      'offset=-1',
      'offset=x',
      'limit=1&limit=2',
    ]) {
      const res = await get(`/api/podcastdisplay?${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = res.json<{ message: string; issues: { path: string }[] }>();
      expect(body.issues.map((issue) => issue.path)).toEqual([
        query.startsWith('l') ? 'limit' : 'offset',
      ]);
    }
  });
});

describe('conditional requests', () => {
  const etagOf = async (url: string) => {
    const res = await get(url);
    expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    return String(res.headers.etag);
  };

  it('sends an ETag and no-cache; a matching If-None-Match gets 304 without a body', async () => {
    const res = await get('/api/podcastdisplay');
    expect(res.headers['cache-control']).toBe('no-cache');
    const etag = String(res.headers.etag);
    const again = await get('/api/podcastdisplay', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(
      // Compared weakly: the same value without W/, among others, matches too.
      (await get('/api/podcastdisplay', { 'if-none-match': `"other", ${etag.slice(2)}` }))
        .statusCode,
    ).toBe(304);
    expect((await get('/api/podcastdisplay', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    const [first] = ids(res);
    const view = await get(`/api/podcastview/${first}`);
    expect(view.headers.etag).toEqual(expect.any(String));
    expect(
      (await get(`/api/podcastview/${first}`, { 'if-none-match': String(view.headers.etag) }))
        .statusCode,
    ).toBe(304);
    // Every page has its own tag.
    expect(await etagOf('/api/podcastdisplay?limit=2')).not.toBe(etag);
  });

  it('changes the tag on every create, update and delete of that type, and only of that type', async () => {
    const musicTag = await etagOf('/api/musicdisplay');
    const tags = [await etagOf('/api/podcastdisplay')];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/podcast',
      payload: sampleInput('podcast', 9),
      headers: authHeaders(token),
    });
    const { _id } = created.json<{ _id: string }>();
    tags.push(await etagOf('/api/podcastdisplay'));
    const viewTag = await etagOf(`/api/podcastview/${_id}`);
    await t.app.inject({
      method: 'POST',
      url: `/api/podcastupdate/${_id}`,
      payload: sampleInput('podcast', 10),
      headers: authHeaders(token),
    });
    tags.push(await etagOf('/api/podcastdisplay'));
    expect(await etagOf(`/api/podcastview/${_id}`)).not.toBe(viewTag);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/podcastdelete/${_id}`,
      headers: authHeaders(token),
    });
    tags.push(await etagOf('/api/podcastdisplay'));
    // Each write changed the answer, so each changed the tag (the tags name the content: after
    // the delete the list is what it was before the create, and so is its tag).
    for (let i = 1; i < tags.length; i++) expect(tags[i]).not.toBe(tags[i - 1]);
    expect(tags[3]).toBe(tags[0]);
    expect(await etagOf('/api/musicdisplay')).toBe(musicTag);
  });

  it('serves a write made by another process on the next read (no stale cache)', async () => {
    const before = await get('/api/podcastdisplay');
    const other = await connectDatabase(databaseConfig(t.config));
    try {
      await insertContent(other.db, 'content_podcast', { ...sampleInput('podcast', 11) });
    } finally {
      await other.close();
    }
    const after = await get('/api/podcastdisplay', {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toHaveLength(before.json<unknown[]>().length + 1);
  });
});

describe('inbox lists', () => {
  it('page with X-Total-Count, and are private to the signed-in caller', async () => {
    for (let i = 0; i < 3; i++) {
      await t.app.inject({ method: 'POST', url: '/api/contact', payload: contactInput });
    }
    const res = await get('/api/contactdisplay?limit=2', authHeaders(token));
    expect(res.json()).toHaveLength(2);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.headers.link).toBe('</api/contactdisplay?limit=2&offset=2>; rel="next"');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('Authorization, Cookie');
    const again = await get('/api/contactdisplay?limit=2', {
      ...authHeaders(token),
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(
      (await get('/api/careerdisplay?offset=0', authHeaders(token))).headers['x-total-count'],
    ).toBe('0');
    expect((await get('/api/contactdisplay?limit=0', authHeaders(token))).statusCode).toBe(400);
  });
});
