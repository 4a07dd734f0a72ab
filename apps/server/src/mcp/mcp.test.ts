import { mcpMessages, messages, type Revision } from '@studio/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activityOf, tokenWith } from '../test-support/admin-calls';
import {
  ADMIN,
  authHeaders,
  cookieHeaders,
  createTestApp,
  registerAdmin,
  type TestApp,
} from '../test-support/app';
import { sampleInput } from '../test-support/content';
import { mcpClient, mcpUrl } from '../test-support/mcp';
import { mediaForm, png } from '../test-support/media';
import { postApplication } from '../test-support/multipart';
import { startReceiver } from '../test-support/receiver';
import { contactInput } from '../test-support/samples';
import { trpcMutate } from '../test-support/trpc';

interface Written {
  _id: string;
  version: number;
  status: string;
  title?: string;
}

/** One JSON-RPC request to /mcp, as a client sends it. */
const listRequest = (headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/mcp',
  headers: {
    accept: 'application/json, text/event-stream',
    'content-type': 'application/json',
    ...headers,
  },
  payload: { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} },
});

describe('MCP off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('has no /mcp: 404 to POST and GET, even with a token that holds the scope', async () => {
    const admin = await registerAdmin(t.app);
    const token = await tokenWith(t.app, admin, ['mcp', 'content:read']);
    const post = await t.app.inject(listRequest(authHeaders(token)));
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ message: messages.server.notFound });
    expect((await t.app.inject({ method: 'GET', url: '/mcp' })).statusCode).toBe(404);
  });
});

describe('MCP on', () => {
  let t: TestApp;
  let url: URL;
  let admin: string;
  const tokens: Record<string, string> = {};
  const author = (scopes: string) => `MCP · ${scopes} (${ADMIN.email})`;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        MCP: 'on',
        LOG_LEVEL: 'info',
        FORM_MIN_SECONDS: '0',
        WEBHOOK_ALLOW_PRIVATE: 'true',
        WEBHOOK_POLL_MS: '50',
      },
    });
    admin = await registerAdmin(t.app);
    for (const scopes of [
      ['mcp'],
      ['content:read', 'content:write'],
      ['mcp', 'content:read'],
      ['mcp', 'content:write'],
      ['mcp', 'content:read', 'content:write'],
      ['mcp', 'inbox:read'],
    ]) {
      tokens[scopes.join(' ')] = await tokenWith(t.app, admin, scopes);
    }
    url = await mcpUrl(t.app);
  });
  afterAll(() => t?.close());

  const connect = (scopes: string) => {
    const token = tokens[scopes];
    if (!token) throw new Error(`no token with ${scopes}`);
    return mcpClient(url, token);
  };

  describe('the endpoint', () => {
    it('answers GET with 405, POST only', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/mcp', headers: authHeaders(admin) });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.json()).toEqual({ message: mcpMessages.postOnly });
    });

    it.each([
      ['no credentials', {}],
      ['an unknown API token', authHeaders('stk_not-a-token-at-all')],
      ['a session token', 'session'],
      ['a session cookie', 'cookie'],
    ] as const)('refuses %s with 401 and WWW-Authenticate: Bearer', async (_name, how) => {
      const headers =
        how === 'session'
          ? authHeaders(admin)
          : how === 'cookie'
            ? cookieHeaders(admin)
            : { ...how };
      const res = await t.app.inject(listRequest(headers));
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({ message: mcpMessages.tokenRequired });
    });

    it('refuses a token without the mcp scope with 403 (insufficient_scope)', async () => {
      const res = await t.app.inject(
        listRequest(authHeaders(tokens['content:read content:write'] ?? '')),
      );
      expect(res.statusCode).toBe(403);
      expect(res.headers['www-authenticate']).toBe(
        'Bearer error="insufficient_scope", scope="mcp"',
      );
      expect(res.json()).toEqual({ message: messages.server.forbidden });
    });

    it('is refused by the SDK client with an unknown token', async () => {
      await expect(mcpClient(url, 'stk_unknown')).rejects.toThrow();
    });
  });

  describe('tools by scope', () => {
    it.each([
      ['mcp', ['list_content_types']],
      ['mcp content:read', ['list_content_types', 'search_records', 'get_record', 'list_media']],
      [
        'mcp content:write',
        [
          'list_content_types',
          'create_draft',
          'update_record',
          'publish_record',
          'trash_record',
          'set_media_alt',
        ],
      ],
      ['mcp inbox:read', ['list_content_types', 'list_messages']],
    ])('lists to a token with %s only the tools it may call', async (scopes, names) => {
      const mcp = await connect(scopes);
      expect(await mcp.toolNames()).toEqual(names);
      await mcp.close();
    });

    it('describes each argument from the registry and the contracts', async () => {
      const mcp = await connect('mcp content:read content:write');
      const { tools } = await mcp.client.listTools();
      const update = tools.find((tool) => tool.name === 'update_record');
      expect(update?.inputSchema).toMatchObject({
        type: 'object',
        properties: {
          type: { enum: expect.arrayContaining(['podcast', 'music', 'gallery']) },
          version: { type: 'integer', minimum: 0 },
          fields: { type: 'object' },
        },
        required: ['type', 'id', 'version', 'fields'],
      });
      await mcp.close();
    });

    it('refuses a tool the token may not call as a tool error, writing nothing', async () => {
      const mcp = await connect('mcp content:read');
      const refused = await mcp.call('create_draft', {
        type: 'podcast',
        fields: sampleInput('podcast'),
      });
      expect(refused).toEqual({ isError: true, text: mcpMessages.unavailableTool });
      expect(await mcp.call('no_such_tool')).toEqual({
        isError: true,
        text: mcpMessages.unavailableTool,
      });
      const { total } = await mcp.data<{ total: number }>('search_records', { type: 'podcast' });
      expect(total).toBe(0);
      await mcp.close();
    });

    it('gives record counts to a token that may read content only', async () => {
      const reader = await connect('mcp content:read');
      const read = await reader.data<{
        types: { name: string; records?: number }[];
        locales: unknown;
      }>('list_content_types');
      expect(read.types.find((type) => type.name === 'podcast')).toMatchObject({
        label: 'Podcast',
        records: expect.any(Number),
        requiresReview: false,
        fields: { type: 'object', required: expect.arrayContaining(['title']) },
      });
      expect(read.locales).toEqual({ locales: ['en'], default: 'en' });
      const bare = await connect('mcp');
      const unread = await bare.data<{ types: object[] }>('list_content_types');
      expect(unread.types.every((type) => !('records' in type))).toBe(true);
      await Promise.all([reader.close(), bare.close()]);
    });
  });

  describe('content', () => {
    it('creates a draft, never public, attributed to the token and its account', async () => {
      const mcp = await connect('mcp content:read content:write');
      const created = await mcp.data<Written>('create_draft', {
        type: 'podcast',
        fields: { ...sampleInput('podcast'), status: 'published' },
      });
      expect(created).toMatchObject({ status: 'draft', version: 1 });
      const shown = await t.app.inject({ method: 'GET', url: '/api/podcastdisplay' });
      expect(shown.json<{ _id: string }[]>().map((record) => record._id)).not.toContain(
        created._id,
      );
      const entries = await activityOf(t.app, admin, 'created');
      expect(entries.find((entry) => entry.recordId === created._id)?.actor).toBe(
        author('mcp content:read content:write'),
      );
      const got = await mcp.data<Written>('get_record', { type: 'podcast', id: created._id });
      expect(got).toMatchObject({ _id: created._id, version: 1, status: 'draft' });
      const found = await mcp.data<{ items: Written[] }>('search_records', {
        type: 'podcast',
        status: 'draft',
      });
      expect(found.items.map((record) => record._id)).toContain(created._id);
      const badStatus = await mcp.call('search_records', { type: 'podcast', status: 'hidden' });
      expect(badStatus.isError).toBe(true);
      expect(badStatus.text).toMatch(/^status: /);
      await mcp.close();
    });

    it('refuses bad arguments as a tool error naming the field', async () => {
      const mcp = await connect('mcp content:write');
      const missing = await mcp.call('create_draft', {
        type: 'podcast',
        fields: { ...sampleInput('podcast'), title: '  ' },
      });
      expect(missing.isError).toBe(true);
      expect(missing.text).toMatch(/^title: /);
      const badType = await mcp.call('create_draft', { type: 'nope', fields: {} });
      expect(badType).toEqual({ isError: true, text: `type: ${mcpMessages.unknownType}` });
      const noVersion = await mcp.call('update_record', { type: 'podcast', id: 'x', fields: {} });
      expect(noVersion.isError).toBe(true);
      expect(noVersion.text).toMatch(/^version: /);
      await mcp.close();
    });

    it('updates at the version read, and refuses a stale one with who changed which fields', async () => {
      const mcp = await connect('mcp content:read content:write');
      const fields = sampleInput('podcast');
      const created = await mcp.data<Written>('create_draft', { type: 'podcast', fields });
      const updated = await mcp.data<Written>('update_record', {
        type: 'podcast',
        id: created._id,
        version: 1,
        fields: { ...fields, title: 'Next week' },
      });
      expect(updated).toMatchObject({ title: 'Next week', version: 2, status: 'draft' });
      const history = await t.app.inject({
        method: 'GET',
        url: `/api/podcastrevisions/${created._id}`,
        headers: authHeaders(admin),
      });
      expect(history.json<Revision[]>().map((version) => version.author)).toEqual([
        author('mcp content:read content:write'),
        author('mcp content:read content:write'),
      ]);
      const stale = await mcp.call('update_record', {
        type: 'podcast',
        id: created._id,
        version: 1,
        fields: { ...fields, title: 'Mine' },
      });
      expect(stale.isError).toBe(true);
      const at = /changed by .+ at (\S+)\./.exec(stale.text)?.[1];
      expect(stale.text).toBe(
        mcpMessages.staleChanged({
          version: 2,
          by: author('mcp content:read content:write'),
          at,
          fields: ['title'],
        }),
      );
      expect(stale.text).toContain('Fields that differ from yours: title.');
      const now = await mcp.data<Written>('get_record', { type: 'podcast', id: created._id });
      expect(now).toMatchObject({ title: 'Next week', version: 2 });
      await mcp.close();
    });

    it('tells a token that may not read only that the version is stale', async () => {
      const writer = await connect('mcp content:write');
      const created = await writer.data<Written>('create_draft', {
        type: 'podcast',
        fields: sampleInput('podcast'),
      });
      for (const [name, args] of [
        ['update_record', { fields: sampleInput('podcast', 2) }],
        ['publish_record', {}],
        ['trash_record', {}],
      ] as const) {
        const stale = await writer.call(name, {
          type: 'podcast',
          id: created._id,
          version: 7,
          ...args,
        });
        expect(stale, name).toEqual({ isError: true, text: mcpMessages.staleVersion });
      }
      await writer.close();
    });

    it('publishes at the version read, as the REST write does, and trashes', async () => {
      const receiver = await startReceiver();
      const events = ['podcast.created', 'podcast.published', 'podcast.deleted'];
      const hooked = await trpcMutate(
        t.app,
        'webhooks.create',
        { url: receiver.url, events },
        authHeaders(admin),
      );
      expect(hooked.statusCode, hooked.body).toBe(200);
      const mcp = await connect('mcp content:read content:write');
      const created = await mcp.data<Written>('create_draft', {
        type: 'podcast',
        fields: sampleInput('podcast'),
      });
      const published = await mcp.data<Written>('publish_record', {
        type: 'podcast',
        id: created._id,
        version: 1,
      });
      expect(published).toMatchObject({ status: 'published', version: 2 });
      const again = await mcp.data<Written>('publish_record', {
        type: 'podcast',
        id: created._id,
        version: 2,
      });
      expect(again).toMatchObject({ status: 'published', version: 2 });
      const shown = await t.app.inject({ method: 'GET', url: '/api/podcastdisplay' });
      expect(shown.json<{ _id: string }[]>().map((record) => record._id)).toContain(created._id);
      const entries = await activityOf(t.app, admin, 'published');
      expect(entries.find((entry) => entry.recordId === created._id)?.actor).toBe(
        author('mcp content:read content:write'),
      );
      const stale = await mcp.call('trash_record', {
        type: 'podcast',
        id: created._id,
        version: 1,
      });
      expect(stale.isError).toBe(true);
      expect(stale.text).toContain('is at version 2 now');
      const trashed = await mcp.data<{ _id: string }>('trash_record', {
        type: 'podcast',
        id: created._id,
        version: 2,
      });
      expect(trashed._id).toBe(created._id);
      const gone = await mcp.call('get_record', { type: 'podcast', id: created._id });
      expect(gone).toEqual({ isError: true, text: messages.server.notFound });
      await mcp.close();
      // The webhooks a REST write fires, each with the record.
      await vi.waitFor(() => expect(receiver.received).toHaveLength(3), { timeout: 10_000 });
      const told = receiver.received.map((request) => JSON.parse(request.body));
      // Each delivery on its own: they may arrive in any order.
      expect(told.map((payload) => [payload.event, payload.record._id]).sort()).toEqual(
        events.map((event) => [event, created._id]).sort(),
      );
      await receiver.close();
    });
  });

  describe('inboxes and media', () => {
    it('lists messages and applications as untrusted visitor text, without CV files', async () => {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: contactInput,
      });
      expect(sent.statusCode, sent.body).toBe(201);
      expect((await postApplication(t.app)).statusCode).toBe(201);
      const mcp = await connect('mcp inbox:read');
      const contact = await mcp.data<{ notice: string; items: { message: string }[] }>(
        'list_messages',
        { inbox: 'contact' },
      );
      expect(contact.notice).toBe(mcpMessages.untrusted);
      expect(contact.items.map((item) => item.message)).toEqual([contactInput.message]);
      const career = await mcp.data<{ notice: string; items: object[] }>('list_messages', {
        inbox: 'career',
        folder: 'all',
      });
      expect(career.notice).toBe(mcpMessages.untrusted);
      expect(career.items).toHaveLength(1);
      expect(career.items[0]).not.toHaveProperty('cv');
      const bad = await mcp.call('list_messages', { inbox: 'users' });
      expect(bad).toEqual({ isError: true, text: 'inbox: Use contact or career.' });
      await mcp.close();
    });

    it('lists the library and sets an alt text, attributed', async () => {
      const form = mediaForm({ filename: 'still.png', content: await png(40, 30) });
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/media',
        payload: form.payload,
        headers: { ...form.headers, ...authHeaders(admin) },
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const reader = await connect('mcp content:read');
      const { items } = await reader.data<{ items: { _id: string; alt: string }[] }>('list_media', {
        kind: 'image',
      });
      const id = items[0]?._id;
      const badKind = await reader.call('list_media', { kind: 'audio' });
      expect(badKind.isError).toBe(true);
      expect(badKind.text).toMatch(/^kind: /);
      expect(id).toEqual(expect.any(String));
      const writer = await connect('mcp content:write');
      const set = await writer.data<{ alt: string }>('set_media_alt', { id, alt: 'A still' });
      expect(set.alt).toBe('A still');
      expect(await writer.call('set_media_alt', { id: 'missing', alt: 'x' })).toEqual({
        isError: true,
        text: messages.server.notFound,
      });
      const entries = await activityOf(t.app, admin, 'updated');
      expect(entries.find((entry) => entry.recordId === id)?.actor).toBe(
        author('mcp content:write'),
      );
      await Promise.all([reader.close(), writer.close()]);
    });

    it("logs every tool call with the token's id", async () => {
      const mcp = await connect('mcp');
      await mcp.data('list_content_types');
      await mcp.close();
      const calls = t.logs().filter((line) => line.msg === 'MCP tool call');
      expect(calls.at(-1)).toMatchObject({
        tool: 'list_content_types',
        apiToken: expect.any(String),
      });
    });
  });
});

describe('MCP rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MCP: 'on', RATE_LIMIT_MCP: '2/60' } });
  });
  afterAll(() => t?.close());

  it('counts calls per token: past RATE_LIMIT_MCP, 429 with Retry-After', async () => {
    const admin = await registerAdmin(t.app);
    const [first, second] = [
      await tokenWith(t.app, admin, ['mcp']),
      await tokenWith(t.app, admin, ['mcp', 'inbox:read']),
    ];
    for (let call = 0; call < 2; call++) {
      expect((await t.app.inject(listRequest(authHeaders(first)))).statusCode).toBe(200);
    }
    const limited = await t.app.inject(listRequest(authHeaders(first)));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.app.inject(listRequest(authHeaders(second ?? '')))).statusCode).toBe(200);
  });
});
