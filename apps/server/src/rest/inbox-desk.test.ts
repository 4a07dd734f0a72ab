import {
  type AuditEntry,
  type CreatedApiToken,
  type InboxBulkAnswer,
  type InboxState,
  inboxMessages,
  type ListPage,
  messages,
} from '@studio/contracts';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, okAs } from '../test-support/admin-calls';
import { appForFile, authHeaders, errorBody, issuesShape } from '../test-support/app';
import { postApplication } from '../test-support/multipart';
import { careerFields, contactInput } from '../test-support/samples';
import { storedCvNames } from '../test-support/storage';
import { trpcData, trpcMutate, trpcQuery } from '../test-support/trpc';

// The inboxes beyond SPEC.md: read state, folders, bulk triage, CSV, counts, retention.

interface Entry extends InboxState {
  _id: string;
  firstName: string;
  cv?: string | null;
}

/** The app's clock: the retention test moves it on. */
let clock = Date.parse('2026-12-01T09:00:00.000Z');
const file = appForFile(
  {
    now: () => clock,
    env: { RATE_LIMIT_INBOX: '1000/60', INBOX_RETENTION_DAYS: '30' },
  },
  { editor: true },
);

const asAdmin = (options: InjectOptions) => injectAs(file.t.app, file.adminToken, options);
const ok = <T>(options: InjectOptions) => okAs<T>(file.t.app, file.adminToken, options);
const data = trpcData;

/** A contact message from a visitor; answers its id. */
async function send(firstName: string, message = contactInput.message) {
  const res = await file.t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...contactInput, firstName, message },
  });
  expect(res.statusCode, res.body).toBe(201);
  clock += 1000;
  return res.json<{ _id: string }>()._id;
}

const folder = (name: string, inbox = 'contact') =>
  ok<Entry[]>({ method: 'GET', url: `/api/${inbox}display?folder=${name}` });
const ids = (entries: { _id: string }[]) => entries.map(({ _id }) => _id);
const counts = () =>
  ok<Record<'contact' | 'career', { unread: number; all: number }>>({
    method: 'GET',
    url: '/api/inboxcounts',
  });
const activity = (action: string) =>
  ok<AuditEntry[]>({ method: 'GET', url: `/api/auditdisplay?action=${action}` });

beforeAll(async () => {});
describe('read state and folders', () => {
  let first: string;
  let second: string;
  beforeAll(async () => {
    first = await send('First');
    second = await send('Second');
  });

  it("keeps SPEC's list as it was: every entry, without the state fields", async () => {
    const list = await ok<Record<string, unknown>[]>({ method: 'GET', url: '/api/contactdisplay' });
    expect(list.map((entry) => entry._id)).toEqual(expect.arrayContaining([first, second]));
    for (const entry of list) {
      expect(entry).not.toHaveProperty('readAt');
      expect(entry).not.toHaveProperty('archived');
    }
  });

  it('lists a folder with each entry’s state; a new entry is unread', async () => {
    const unread = await folder('unread');
    expect(ids(unread)).toEqual(expect.arrayContaining([first, second]));
    expect(unread.find((entry) => entry._id === first)).toMatchObject({
      readAt: null,
      archived: false,
    });
  });

  it('opening an entry marks it read, once; the unread folder and count follow', async () => {
    const before = await counts();
    const opened = await ok<Entry>({ method: 'GET', url: `/api/contactview/${first}` });
    expect(opened).toMatchObject({ _id: first, firstName: 'First', archived: false });
    expect(opened.readAt).toBe(new Date(clock).toISOString());
    clock += 5000;
    const again = await ok<Entry>({ method: 'GET', url: `/api/contactview/${first}` });
    expect(again.readAt).toBe(opened.readAt);
    expect(ids(await folder('unread'))).not.toContain(first);
    expect((await counts()).contact.unread).toBe(before.contact.unread - 1);
  });

  it('marks entries unread and read again, over REST and tRPC', async () => {
    const unread = await ok<InboxBulkAnswer>({
      method: 'POST',
      url: '/api/contactread',
      payload: { ids: [first, second], read: false },
    });
    // The second was unread already: only the first changed.
    expect(unread).toEqual({ message: inboxMessages.markedUnread(1), ids: [first] });
    const read = data<InboxBulkAnswer>(
      await trpcMutate(
        file.t.app,
        'contact.mark',
        { ids: [first, second], read: true },
        authHeaders(file.adminToken),
      ),
    );
    expect(read).toEqual({ message: inboxMessages.markedRead(2), ids: [first, second] });
    expect(ids(await folder('unread'))).not.toContain(second);
  });

  it('archives and puts back; archived entries leave "all" but stay in SPEC’s list', async () => {
    const archived = await ok<InboxBulkAnswer>({
      method: 'POST',
      url: '/api/contactarchive',
      payload: { ids: [second], archived: true },
    });
    expect(archived).toEqual({ message: inboxMessages.archived(1), ids: [second] });
    expect(ids(await folder('all'))).not.toContain(second);
    expect(ids(await folder('archived'))).toEqual([second]);
    const spec = await ok<Entry[]>({ method: 'GET', url: '/api/contactdisplay' });
    expect(ids(spec)).toContain(second);
    expect((await activity('archived')).map((entry) => entry.recordId)).toContain(second);

    const back = data<InboxBulkAnswer>(
      await trpcMutate(
        file.t.app,
        'contact.archive',
        { ids: [second], archived: false },
        authHeaders(file.adminToken),
      ),
    );
    expect(back).toEqual({ message: inboxMessages.unarchived(1), ids: [second] });
    expect(ids(await folder('archived'))).toEqual([]);
  });

  it('pages a folder newest first over tRPC, with the next cursor', async () => {
    const third = await send('Third');
    const page = data<ListPage<Entry>>(
      await trpcQuery(
        file.t.app,
        'contact.page',
        { folder: 'all', limit: 2 },
        authHeaders(file.adminToken),
      ),
    );
    expect(ids(page.items)).toEqual([third, second]);
    expect(page.total).toBe(3);
    expect(page.nextCursor).toBe(2);
    const rest = data<ListPage<Entry>>(
      await trpcQuery(
        file.t.app,
        'contact.page',
        { folder: 'all', limit: 2, cursor: 2 },
        authHeaders(file.adminToken),
      ),
    );
    expect(ids(rest.items)).toEqual([first]);
    expect(rest.nextCursor).toBeNull();
    const opened = data<Entry>(
      await trpcMutate(file.t.app, 'contact.view', { id: third }, authHeaders(file.adminToken)),
    );
    expect(opened.readAt).not.toBeNull();
    const inboxCounts = data<Record<string, { unread: number }>>(
      await trpcQuery(file.t.app, 'inbox.counts', undefined, authHeaders(file.adminToken)),
    );
    expect(inboxCounts.contact?.unread).toBe(0);
  });

  it('exports a folder as CSV, with a header row; a formula is kept as text', async () => {
    const risky = await send('Mallory', '=HYPERLINK("http://evil.example")');
    const res = await asAdmin({ method: 'GET', url: '/api/contactexport?folder=unread' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contact.csv"/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('firstName,lastName,contact,email,message,received,read,archived,spam');
    // Only the unread one, its formula quoted as text.
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    const all = await asAdmin({ method: 'GET', url: '/api/contactexport' });
    expect(all.body.trim().split('\n')).toHaveLength(5);
    await ok({ method: 'POST', url: '/api/contactbulkdelete', payload: { ids: [risky] } });
  });
});

describe('bulk delete', () => {
  it('deletes several entries at once, on record; ids not there are left out', async () => {
    const a = await send('Gone');
    const b = await send('Gone too');
    const unknown = '01890000-0000-7000-8000-000000000000';
    const answer = await ok<InboxBulkAnswer>({
      method: 'POST',
      url: '/api/contactbulkdelete',
      payload: { ids: [a, b, unknown] },
    });
    expect(answer).toEqual({ message: inboxMessages.deleted(2), ids: [a, b] });
    expect(ids(await folder('all'))).not.toContain(a);
    const deleted = await activity('deleted');
    expect(deleted.filter((entry) => entry.type === 'contact').map((e) => e.title)).toEqual(
      expect.arrayContaining(['Gone Lovelace', 'Gone too Lovelace']),
    );
  });

  it("removes an application's CV with it, and over tRPC", async () => {
    const res = await postApplication(file.t.app);
    expect(res.statusCode, res.body).toBe(201);
    const application = res.json<Entry>();
    expect(await storedCvNames(file.t.config)).toContain(application.cv);
    const answer = data<InboxBulkAnswer>(
      await trpcMutate(
        file.t.app,
        'career.remove',
        { ids: [application._id] },
        authHeaders(file.adminToken),
      ),
    );
    expect(answer.ids).toEqual([application._id]);
    expect(await storedCvNames(file.t.config)).not.toContain(application.cv);
  });
});

describe('CV downloads', () => {
  it('puts every download on record', async () => {
    const res = await postApplication(file.t.app);
    const application = res.json<Entry>();
    const download = await asAdmin({ method: 'GET', url: `/uploads/cvs/${application.cv}` });
    expect(download.statusCode).toBe(200);
    const entries = await activity('cv-downloaded');
    expect(entries[0]).toMatchObject({
      type: 'career',
      recordId: application._id,
      title: `${careerFields.firstName} ${careerFields.lastName}`,
    });
    const csv = await asAdmin({ method: 'GET', url: '/api/careerexport' });
    expect(csv.body).toContain(`/uploads/cvs/${application.cv}`);
  });
});

describe('bad input and access', () => {
  it('answers 400 with the issues for bad ids, a missing flag and an unknown folder', async () => {
    const cases: [string, unknown][] = [
      ['/api/contactread', { ids: [], read: true }],
      ['/api/contactread', { ids: ['x'] }],
      ['/api/contactarchive', { ids: 'x', archived: true }],
      ['/api/contactbulkdelete', { ids: Array.from({ length: 101 }, (_, i) => `id${i}`) }],
      ['/api/contactbulkdelete', 'not an object'],
    ];
    for (const [url, payload] of cases) {
      const res = await asAdmin({
        method: 'POST',
        url,
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), issues: issuesShape });
    }
    const folderRes = await asAdmin({ method: 'GET', url: '/api/contactdisplay?folder=junk' });
    expect(folderRes.statusCode).toBe(400);
    expect(folderRes.json().issues).toEqual([
      { path: 'folder', message: 'Use inbox, unread, all, archived or spam.' },
    ]);
    // SPEC's delete answers 404 for an id of no entry, however long.
    const long = await asAdmin({ method: 'DELETE', url: `/api/contactdelete/${'x'.repeat(300)}` });
    expect(long.statusCode).toBe(404);
    const view = await asAdmin({ method: 'GET', url: '/api/careerview/nothing-here' });
    expect(view.statusCode).toBe(404);
    expect(view.json()).toEqual(errorBody(messages.server.notFound));
  });

  it('refuses anonymous callers (401) and editors (403) on every new call', async () => {
    const calls: (InjectOptions & { url: string })[] = [
      { method: 'GET', url: '/api/contactview/x' },
      { method: 'POST', url: '/api/contactread', payload: { ids: ['x'], read: true } },
      { method: 'POST', url: '/api/careerarchive', payload: { ids: ['x'], archived: true } },
      { method: 'POST', url: '/api/careerbulkdelete', payload: { ids: ['x'] } },
      { method: 'GET', url: '/api/careerexport' },
      { method: 'GET', url: '/api/inboxcounts' },
    ];
    for (const call of calls) {
      expect((await file.t.app.inject(call)).statusCode, call.url).toBe(401);
      const editor = await file.t.app.inject({ ...call, headers: authHeaders(file.editorToken) });
      expect(editor.statusCode, call.url).toBe(403);
    }
    const trpc = await trpcMutate(file.t.app, 'contact.mark', { ids: ['x'], read: true });
    expect(trpc.statusCode).toBe(401);
  });

  it('lets an inbox:read token view and export, but not triage', async () => {
    const created = data<CreatedApiToken>(
      await trpcMutate(
        file.t.app,
        'apiTokens.create',
        { name: 'Recruiting', scopes: ['inbox:read'] },
        authHeaders(file.adminToken),
      ),
    );
    const id = await send('Tokened');
    const headers = authHeaders(created.token);
    const view = await file.t.app.inject({ method: 'GET', url: `/api/contactview/${id}`, headers });
    expect(view.statusCode).toBe(200);
    // A program reading the inbox leaves it unread for the admins.
    expect(view.json<Entry>().readAt).toBeNull();
    expect(ids(await folder('unread'))).toContain(id);
    const csv = await file.t.app.inject({ method: 'GET', url: '/api/contactexport', headers });
    expect(csv.statusCode).toBe(200);
    const archive = await file.t.app.inject({
      method: 'POST',
      url: '/api/contactarchive',
      payload: { ids: [id], archived: true },
      headers,
    });
    expect(archive.statusCode).toBe(403);
  });
});

describe('INBOX_RETENTION_DAYS', () => {
  it('purges what was received before the retention, CVs with it, and keeps the rest', async () => {
    const old = await postApplication(file.t.app);
    const oldApplication = old.json<Entry>();
    const oldMessage = await send('Old');
    clock += 31 * 86_400_000;
    const fresh = await send('Fresh');
    const purged = await file.t.app.services.inbox.purge();
    expect(purged.contact).toBeGreaterThanOrEqual(1);
    expect(purged.career).toBeGreaterThanOrEqual(1);
    const kept = ids(await ok<Entry[]>({ method: 'GET', url: '/api/contactdisplay' }));
    expect(kept).toEqual([fresh]);
    expect(kept).not.toContain(oldMessage);
    expect(await storedCvNames(file.t.config)).not.toContain(oldApplication.cv);
    expect(await ok<Entry[]>({ method: 'GET', url: '/api/careerdisplay' })).toEqual([]);
  });
});
