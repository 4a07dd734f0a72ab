import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, registerAdmin, type TestApp } from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { type TrpcError, trpcQuery } from '../test-support/trpc';

let t: TestApp;
let token: string;
let created: string[];

interface Page {
  items: { _id: string; title: string }[];
  total: number;
  nextCursor: number | null;
}
const browse = async (input: object) => {
  const res = await trpcQuery(t.app, 'content.podcast.browse', input, authHeaders(token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data as Page;
};

beforeAll(async () => {
  t = await createTestApp();
  token = await registerAdmin(t.app);
  created = [];
  for (let i = 1; i <= 30; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/podcast',
      payload: {
        ...sampleInput('podcast', i),
        title: i % 10 === 0 ? `Round episode ${i}` : `Episode ${i}`,
      },
      headers: authHeaders(token),
    });
    created.push(res.json<{ _id: string }>()._id);
  }
});

afterAll(async () => {
  await t?.close();
});

describe('browsing an admin list (content.T.browse)', () => {
  it("pages in the site's order by default (new records last), following nextCursor to the end", async () => {
    const seen: string[] = [];
    let cursor: number | null = null;
    do {
      const page: Page = await browse({ limit: 12, cursor });
      expect(page.total).toBe(30);
      expect(page.items.length).toBeLessThanOrEqual(12);
      seen.push(...page.items.map((item) => item._id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen).toEqual(created);
    expect((await browse({ limit: 3, sort: 'newest' })).items.map((i) => i._id)).toEqual(
      created.slice(-3).reverse(),
    );
  });

  it('sorts oldest first on request, and searches every text field without regard to case', async () => {
    expect((await browse({ limit: 3, sort: 'oldest' })).items.map((i) => i._id)).toEqual(
      created.slice(0, 3),
    );
    const found = await browse({ search: '  ROUND ', sort: 'oldest' });
    expect(found.items.map((item) => item.title)).toEqual([
      'Round episode 10',
      'Round episode 20',
      'Round episode 30',
    ]);
    expect(found).toMatchObject({ total: 3, nextCursor: null });
    // The URL fields are text too.
    expect((await browse({ search: 'posterUrl-7.jpg' })).total).toBe(1);
    expect((await browse({ search: 'no such thing' })).items).toEqual([]);
  });

  it('refuses anonymous callers (401) and bad input (400 with issues)', async () => {
    expect((await trpcQuery(t.app, 'content.podcast.browse', { limit: 5 })).statusCode).toBe(401);
    for (const input of [
      { limit: 0 },
      { limit: 101 },
      { cursor: -1 },
      { sort: 'random' },
      { search: 'x'.repeat(201) },
    ]) {
      const res = await trpcQuery(t.app, 'content.podcast.browse', input, authHeaders(token));
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(res.json<TrpcError>().error.data.issues?.length).toBe(1);
    }
  });
});

describe("a public gallery's pages (content.T.page)", () => {
  const page = async (input: object) => {
    const res = await trpcQuery(t.app, 'content.podcast.page', input);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.data as Page;
  };

  it("pages anyone through the list in the site's order, 12 at a time unless told", async () => {
    const first = await page({});
    expect(first).toMatchObject({ total: 30, nextCursor: 12 });
    expect(first.items.map((item) => item._id)).toEqual(created.slice(0, 12));
    const seen: string[] = [];
    let cursor: number | null = null;
    do {
      const next: Page = await page({ limit: 7, cursor });
      seen.push(...next.items.map((item) => item._id));
      cursor = next.nextCursor;
    } while (cursor !== null);
    const list = (await trpcQuery(t.app, 'content.podcast.list')).json().result.data;
    expect(seen).toEqual(list.map((item: { _id: string }) => item._id));
    expect(await page({ cursor: 30 })).toEqual({ items: [], total: 30, nextCursor: null });
  });

  it('shows a record written since the first page on the next one', async () => {
    expect((await page({ limit: 20, cursor: 20 })).nextCursor).toBeNull();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/podcast',
      payload: sampleInput('podcast', 31),
      headers: authHeaders(token),
    });
    const last = await page({ limit: 20, cursor: 20 });
    expect(last.total).toBe(31);
    expect(last.items.at(-1)?._id).toBe(res.json<{ _id: string }>()._id);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/podcastdelete/${res.json<{ _id: string }>()._id}`,
      headers: authHeaders(token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await page({ limit: 20, cursor: 20 })).total).toBe(30);
  });

  it('refuses bad input (400 with issues)', async () => {
    for (const input of [{ limit: 0 }, { limit: 101 }, { cursor: -1 }, { cursor: 1.5 }]) {
      const res = await trpcQuery(t.app, 'content.podcast.page', input);
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(res.json<TrpcError>().error.data.issues?.length).toBe(1);
    }
  });
});
