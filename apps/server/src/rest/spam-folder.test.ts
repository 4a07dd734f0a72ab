import {
  type AuditEntry,
  type InboxBulkAnswer,
  type InboxCount,
  type InboxState,
  inboxMessages,
  type ListPage,
  spamGuard,
} from '@studio/contracts';
import { connectDatabase } from '@studio/db';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { databaseConfig } from '../database';
import { injectAs, okAs } from '../test-support/admin-calls';
import { authHeaders, createAppWithEditor, issuesShape, type TestApp } from '../test-support/app';
import { cvFiles, postApplication } from '../test-support/multipart';
import { type Receiver, startReceiver } from '../test-support/receiver';
import { careerFields, contactInput } from '../test-support/samples';
import { PLAINTEXT_SMTP, type SmtpServer, startSmtpServer } from '../test-support/smtp';
import { storedCvNames } from '../test-support/storage';
import { trpcData, trpcMutate, trpcQuery } from '../test-support/trpc';

// Decision 041: what the spam guard holds back is kept in a spam folder, not dropped.

interface Entry extends InboxState {
  _id: string;
  firstName: string;
  cv?: string | null;
}

const RATE_LIMIT = 40;
const DAY_MS = 86_400_000;

let t: TestApp;
/** The app's database, read behind its back (the mail outbox). */
let outside: Awaited<ReturnType<typeof connectDatabase>>;
let smtp: SmtpServer;
/** A webhook's receiver, subscribed to both inboxes' arrivals. */
let receiver: Receiver;
let adminToken: string;
let editorToken: string;
/** The app's clock: the purge test moves it on. */
let clock = Date.parse('2026-12-01T09:00:00.000Z');

const asAdmin = (options: InjectOptions) => injectAs(t.app, adminToken, options);
const ok = <T>(options: InjectOptions) => okAs<T>(t.app, adminToken, options);
const data = trpcData;
const ids = (entries: { _id: string }[]) => entries.map(({ _id }) => _id);
const list = (inbox: 'contact' | 'career', folder?: string) =>
  ok<Entry[]>({ method: 'GET', url: `/api/${inbox}display${folder ? `?folder=${folder}` : ''}` });
const counts = () =>
  ok<Record<'contact' | 'career', InboxCount>>({ method: 'GET', url: '/api/inboxcounts' });

/** A render token fresh enough to be too fast: FORM_MIN_SECONDS is an hour here. */
const tooFast = async () =>
  (await trpcQuery(t.app, 'forms.token')).json<{ result: { data: { token: string } } }>().result
    .data.token;

/** A contact message the spam guard holds back (sent at once after the form appeared). */
async function sendSpam(firstName: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...contactInput, firstName, [spamGuard.renderToken]: await tooFast() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Entry>();
}

/** Every mail queued so far has gone out: the SMTP server holds them all. */
const outboxEmpty = () =>
  vi.waitFor(
    async () => {
      const queued = await outside.db.selectFrom('mail_outbox').select('id').execute();
      expect(queued).toEqual([]);
    },
    { timeout: 10_000, interval: 50 },
  );
const subjects = () => smtp.received.map((mail) => mail.subject);
/** The webhook deliveries queued for entries from `firstName` (queued as the event is sent). */
const webhooksFor = async (firstName: string) =>
  (await outside.db.selectFrom('webhook_delivery').select('payload').execute()).filter((row) =>
    row.payload.includes(`"firstName":"${firstName}"`),
  ).length;

beforeAll(async () => {
  smtp = await startSmtpServer();
  receiver = await startReceiver();
  ({ t, adminToken, editorToken } = await createAppWithEditor({
    now: () => clock,
    env: {
      FORM_MIN_SECONDS: '3600',
      RATE_LIMIT_INBOX: `${RATE_LIMIT}/600`,
      SPAM_RETENTION_DAYS: '10',
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://studio.example',
      NOTIFY_EMAILS: 'team@studio.example',
      MAIL_POLL_MS: '50',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      ...PLAINTEXT_SMTP,
    },
  }));
  outside = await connectDatabase(databaseConfig(t.config));
  const hook = await trpcMutate(
    t.app,
    'webhooks.create',
    { url: receiver.url, events: ['contact.created', 'career.created'] },
    authHeaders(adminToken),
  );
  expect(hook.statusCode, hook.body).toBe(200);
});
afterAll(async () => {
  await outside?.close();
  await t?.close();
  await smtp?.close();
  await receiver?.close();
});
beforeEach(async () => {
  await outboxEmpty();
  smtp.received.splice(0);
});

describe('the spam folder', () => {
  it('keeps a too-fast message, answered exactly like a real one, out of every other list', async () => {
    const before = await counts();
    const answer = await sendSpam('Hasty');
    // The visitor's answer is SPEC's: the stored message, nothing more.
    expect(answer).toEqual({
      _id: expect.any(String),
      ...contactInput,
      firstName: 'Hasty',
      createdAt: new Date(clock).toISOString(),
      updatedAt: new Date(clock).toISOString(),
    });
    const spam = await list('contact', 'spam');
    expect(spam.find((entry) => entry._id === answer._id)).toMatchObject({
      firstName: 'Hasty',
      spam: 'too-fast',
      readAt: null,
      archived: false,
    });
    for (const folder of [undefined, 'inbox', 'all', 'unread', 'archived']) {
      expect(ids(await list('contact', folder)), folder).not.toContain(answer._id);
    }
    const after = await counts();
    expect(after.contact).toEqual({ ...before.contact, spam: before.contact.spam + 1 });
    const csv = await asAdmin({ method: 'GET', url: '/api/contactexport' });
    expect(csv.body).not.toContain('Hasty');
    const spamCsv = await asAdmin({ method: 'GET', url: '/api/contactexport?folder=spam' });
    expect(spamCsv.body).toContain('Hasty');
  });

  it('keeps honeypot hits over tRPC too, and pages the folder there', async () => {
    const sent = await trpcMutate(t.app, 'contact.create', {
      ...contactInput,
      firstName: 'Honey',
      [spamGuard.honeypot]: 'https://spam.example',
    });
    const { _id } = data<Entry>(sent);
    const page = data<ListPage<Entry>>(
      await trpcQuery(t.app, 'contact.page', { folder: 'spam' }, authHeaders(adminToken)),
    );
    expect(page.items[0]).toMatchObject({ _id, spam: 'honeypot' });
    expect(page.total).toBe((await counts()).contact.spam);
  });

  it('keeps an application held back with its CV, which an admin can still download', async () => {
    const res = await postApplication(t.app, {
      fields: { ...careerFields, firstName: 'Spammy', [spamGuard.honeypot]: 'x' },
      files: [{ filename: 'cv.pdf', content: cvFiles.pdf(512) }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const application = res.json<Entry>();
    expect(application.cv).toEqual(expect.any(String));
    expect(await storedCvNames(t.config)).toContain(application.cv);
    expect(ids(await list('career', 'spam'))).toContain(application._id);
    expect(ids(await list('career'))).not.toContain(application._id);
    const download = await asAdmin({ method: 'GET', url: `/uploads/cvs/${application.cv}` });
    expect(download.statusCode).toBe(200);
  });

  it('mails no one about spam: only the real message is announced', async () => {
    await sendSpam('Quiet');
    const real = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contactInput, firstName: 'Real' },
    });
    expect(real.statusCode).toBe(201);
    // The spam came first: had it been queued, it would be sent by now too.
    await outboxEmpty();
    expect(subjects()).toEqual(['[Goldhill Studios] New message from Real Lovelace']);
    expect(await webhooksFor('Quiet')).toBe(0);
    expect(await webhooksFor('Real')).toBe(1);
  });
});

describe('Not spam', () => {
  it('moves a message to the inbox, unread, on record, and mails the staff about it', async () => {
    const spam = await sendSpam('Genuine');
    const kept = (await list('contact'))[0]?._id ?? '';
    // An admin reads it in the spam folder first: it is marked read there.
    const opened = await ok<Entry>({ method: 'GET', url: `/api/contactview/${spam._id}` });
    expect(opened.readAt).not.toBeNull();
    const before = await counts();
    expect(await webhooksFor('Genuine')).toBe(0);
    const answer = await ok<InboxBulkAnswer>({
      method: 'POST',
      url: '/api/contactnotspam',
      payload: { ids: [spam._id, kept] },
    });
    // Only the spam moved: the other was in the inbox already.
    expect(answer).toEqual({ message: inboxMessages.notSpam(1), ids: [spam._id] });
    const unread = await list('contact', 'unread');
    expect(unread.find((entry) => entry._id === spam._id)).toMatchObject({
      spam: null,
      readAt: null,
    });
    expect(ids(await list('contact'))).toContain(spam._id);
    expect(ids(await list('contact', 'spam'))).not.toContain(spam._id);
    expect((await counts()).contact).toEqual({
      unread: before.contact.unread + 1,
      all: before.contact.all + 1,
      spam: before.contact.spam - 1,
    });
    const activity = await ok<AuditEntry[]>({
      method: 'GET',
      url: '/api/auditdisplay?action=not-spam',
    });
    expect(activity[0]).toMatchObject({
      type: 'contact',
      recordId: spam._id,
      title: 'Genuine Lovelace',
      actor: 'admin@example.com',
    });
    await outboxEmpty();
    expect(subjects()).toEqual(['[Goldhill Studios] New message from Genuine Lovelace']);
    expect(await webhooksFor('Genuine')).toBe(1);
  });

  it('moves an application over tRPC, its CV with it', async () => {
    const res = await postApplication(t.app, {
      fields: { ...careerFields, firstName: 'Applicant', [spamGuard.renderToken]: await tooFast() },
      files: [{ filename: 'cv.pdf', content: cvFiles.pdf(512) }],
    });
    const application = res.json<Entry>();
    const answer = data<InboxBulkAnswer>(
      await trpcMutate(
        t.app,
        'career.notSpam',
        { ids: [application._id] },
        authHeaders(adminToken),
      ),
    );
    expect(answer.ids).toEqual([application._id]);
    const spec = await list('career');
    expect(spec.find((entry) => entry._id === application._id)?.cv).toBe(application.cv);
    await outboxEmpty();
    expect(subjects()).toEqual([
      '[Goldhill Studios] New application from Applicant Hopper for Editor',
    ]);
  });

  it('is refused to anonymous callers (401) and editors (403), on both transports', async () => {
    const spam = await sendSpam('Guarded');
    const call = { method: 'POST', url: '/api/contactnotspam', payload: { ids: [spam._id] } };
    expect((await t.app.inject(call)).statusCode).toBe(401);
    const editor = await t.app.inject({ ...call, headers: authHeaders(editorToken) });
    expect(editor.statusCode).toBe(403);
    const trpc = await trpcMutate(
      t.app,
      'contact.notSpam',
      { ids: [spam._id] },
      authHeaders(editorToken),
    );
    expect(trpc.statusCode).toBe(403);
    expect(ids(await list('contact', 'spam'))).toContain(spam._id);
  });

  it('answers bad ids with 400 and the issues', async () => {
    for (const payload of [{ ids: [] }, { ids: 'x' }, {}]) {
      const res = await asAdmin({ method: 'POST', url: '/api/careernotspam', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), issues: issuesShape });
    }
  });
});

describe('folders', () => {
  it('answers ?folder=inbox as SPEC’s list, with each entry’s state', async () => {
    const spec = await list('contact');
    const inbox = await list('contact', 'inbox');
    expect(ids(inbox)).toEqual(ids(spec));
    expect(inbox[0]).toHaveProperty('spam', null);
    expect(spec[0]).not.toHaveProperty('spam');
  });

  it('refuses an unknown folder with 400, naming the folders', async () => {
    for (const url of ['/api/careerdisplay?folder=junk', '/api/contactexport?folder=Spam']) {
      const res = await asAdmin({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().issues).toEqual([
        { path: 'folder', message: 'Use inbox, unread, all, archived or spam.' },
      ]);
    }
  });
});

describe('SPAM_RETENTION_DAYS', () => {
  it('purges spam received before then, CVs with it; the inbox and younger spam stay', async () => {
    const old = await postApplication(t.app, {
      fields: { ...careerFields, [spamGuard.honeypot]: 'x' },
      files: [{ filename: 'cv.pdf', content: cvFiles.pdf(512) }],
    });
    const oldApplication = old.json<Entry>();
    const oldSpam = await sendSpam('Stale');
    const inboxBefore = ids(await list('contact'));
    clock += 9 * DAY_MS;
    const young = await sendSpam('Young');
    clock += 2 * DAY_MS;
    const purged = await t.app.services.inbox.purgeSpam();
    expect(purged.career).toBeGreaterThanOrEqual(1);
    expect(purged.contact).toBeGreaterThanOrEqual(1);
    const spam = ids(await list('contact', 'spam'));
    expect(spam).toEqual([young._id]);
    expect(spam).not.toContain(oldSpam._id);
    expect(await list('career', 'spam')).toEqual([]);
    expect(await storedCvNames(t.config)).not.toContain(oldApplication.cv);
    // INBOX_RETENTION_DAYS is unset: the inbox keeps everything.
    expect(ids(await list('contact'))).toEqual(inboxBefore);
  });
});

describe('floods', () => {
  it('are still refused with 429 past RATE_LIMIT_INBOX, and nothing refused is kept', async () => {
    let status = 201;
    for (let sent = 0; sent <= RATE_LIMIT && status === 201; sent += 1) {
      status = (
        await t.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: { ...contactInput, [spamGuard.honeypot]: 'x' },
        })
      ).statusCode;
    }
    expect(status).toBe(429);
    const spam = (await counts()).contact.spam;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contactInput, [spamGuard.honeypot]: 'x' },
    });
    expect(refused.statusCode).toBe(429);
    expect((await counts()).contact.spam).toBe(spam);
  });
});
