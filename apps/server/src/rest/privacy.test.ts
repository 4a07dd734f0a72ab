import {
  type AuditEntry,
  messages,
  type PrivacyErased,
  type PrivacyExport,
  privacyMessages,
  spamGuard,
} from '@studio/contracts';
import { connectDatabase } from '@studio/db';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseConfig } from '../database';
import { activityOf } from '../test-support/admin-calls';
import {
  authHeaders,
  createAppWithEditor,
  createTestApp,
  EDITOR,
  errorBody,
  registerAdmin,
  type TestApp,
} from '../test-support/app';
import { cvFiles, postApplication } from '../test-support/multipart';
import { startReceiver } from '../test-support/receiver';
import { careerFields, contactInput } from '../test-support/samples';
import { freePort, PLAINTEXT_SMTP, smtpUrl } from '../test-support/smtp';
import { breakStorage, storedCvNames } from '../test-support/storage';
import { trpcData, trpcMutate, trpcQuery } from '../test-support/trpc';

// Decision 043: a visitor's access and erasure requests, by the e-mail they wrote from.

let t: TestApp;
let adminToken: string;
let editorToken: string;

const asAdmin = (options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...authHeaders(adminToken), ...options.headers } });
const exportOf = (email: string) =>
  asAdmin({ method: 'GET', url: `/api/privacyexport?email=${encodeURIComponent(email)}` });
const erase = (payload: InjectOptions['payload']) =>
  asAdmin({ method: 'POST', url: '/api/privacyerase', payload });
const ok = <T>(res: { statusCode: number; body: string; json<U>(): U }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

/** A render token fresh enough to be too fast: FORM_MIN_SECONDS is an hour here. */
const tooFast = async () =>
  (await trpcQuery(t.app, 'forms.token')).json<{ result: { data: { token: string } } }>().result
    .data.token;

async function sendMessage(email: string, firstName = 'Ada', spam = false) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      ...contactInput,
      email,
      firstName,
      ...(spam ? { [spamGuard.renderToken]: await tooFast() } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string }>()._id;
}

async function apply(email: string, { cv = true, spam = false, lastName = 'Hopper' } = {}) {
  const res = await postApplication(t.app, {
    fields: {
      ...careerFields,
      email,
      lastName,
      ...(spam ? { [spamGuard.renderToken]: await tooFast() } : {}),
    },
    files: cv ? [{ filename: 'cv.pdf', content: cvFiles.pdf() }] : [],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string; cv: string | null }>();
}

beforeAll(async () => {
  ({ t, adminToken, editorToken } = await createAppWithEditor({
    env: { FORM_MIN_SECONDS: '3600', RATE_LIMIT_INBOX: '200/600' },
  }));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/privacyexport', () => {
  it('answers every message and application of the e-mail, any case, spam too, with CV links', async () => {
    const inbox = await sendMessage('Lin.Export@Example.com', 'Lin');
    const spam = await sendMessage('lin.export@example.com', 'Lin', true);
    await sendMessage('someone.else@example.com', 'Other');
    const application = await apply('LIN.EXPORT@example.com');
    const spamApplication = await apply('lin.export@example.com', { cv: false, spam: true });

    const held = ok<PrivacyExport>(await exportOf('  Lin.EXPORT@example.COM  '));
    expect(held.email).toBe('lin.export@example.com');
    expect(held.messages.map(({ _id }) => _id)).toEqual([inbox, spam]);
    expect(held.messages[0]).toMatchObject({
      ...contactInput,
      email: 'Lin.Export@Example.com',
      firstName: 'Lin',
      spam: null,
      archived: false,
    });
    expect(held.messages[1]?.spam).toBe('too-fast');
    expect(held.applications).toEqual([
      expect.objectContaining({
        _id: application._id,
        cv: application.cv,
        cvOriginalName: 'cv.pdf',
        cvUrl: `/uploads/cvs/${application.cv}`,
        position: careerFields.position,
      }),
      expect.objectContaining({
        _id: spamApplication._id,
        cv: null,
        cvUrl: null,
        spam: 'too-fast',
      }),
    ]);
    expect(held.account).toBeNull();

    // The CV link is one the admin can follow.
    const download = await asAdmin({ method: 'GET', url: held.applications[0]?.cvUrl ?? '' });
    expect(download.statusCode).toBe(200);
  });

  it('answers the account of the e-mail without its secrets', async () => {
    const held = ok<PrivacyExport>(await exportOf(EDITOR.email.toUpperCase()));
    expect(held.messages).toEqual([]);
    expect(held.applications).toEqual([]);
    expect(held.account).toEqual({
      _id: expect.any(String),
      email: EDITOR.email,
      role: 'editor',
      disabled: false,
      createdAt: expect.any(String),
      lastSignInAt: expect.any(String),
    });
    expect(Object.keys(held.account ?? {})).not.toContain('passwordHash');
  });

  it('answers an e-mail nothing is held on with empty lists', async () => {
    expect(ok<PrivacyExport>(await exportOf('nobody@example.com'))).toEqual({
      email: 'nobody@example.com',
      messages: [],
      applications: [],
      account: null,
    });
  });

  it('refuses a missing or bad e-mail with 400 and issues', async () => {
    for (const url of [
      '/api/privacyexport',
      '/api/privacyexport?email=',
      '/api/privacyexport?email=not-an-email',
      `/api/privacyexport?email=${'a'.repeat(400)}@example.com`,
    ]) {
      const res = await asAdmin({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      const body = res.json<{ message: string; issues: { path: string }[] }>();
      expect(body.message, url).toEqual(expect.any(String));
      expect(
        body.issues.map(({ path }) => path),
        url,
      ).toEqual(['email']);
    }
  });
});

describe('POST /api/privacyerase', () => {
  it('deletes every message and application of the e-mail, spam and CVs included, nothing else', async () => {
    const email = 'Sam.Erase@example.com';
    await sendMessage(email, 'Sam');
    await sendMessage(email.toLowerCase(), 'Sam', true);
    const withCv = await apply(email.toUpperCase());
    const spamWithCv = await apply(email, { spam: true });
    await apply(email, { cv: false });
    const kept = await sendMessage('keep.me@example.com', 'Keep');
    const keptApplication = await apply('keep.me@example.com');
    const cvs = [withCv.cv, spamWithCv.cv];
    expect(await storedCvNames(t.config)).toEqual(expect.arrayContaining(cvs));

    const counts = ok<PrivacyErased>(await erase({ email: `  ${email.toUpperCase()} ` }));
    expect(counts).toEqual({ messages: 2, applications: 3, webhookDeliveries: 0, queuedMail: 0 });

    const after = ok<PrivacyExport>(await exportOf(email));
    expect(after.messages).toEqual([]);
    expect(after.applications).toEqual([]);
    // No CV file of theirs is left behind; others' are untouched.
    const stored = await storedCvNames(t.config);
    for (const cv of cvs) expect(stored).not.toContain(cv);
    expect(stored).toContain(keptApplication.cv);
    const others = ok<PrivacyExport>(await exportOf('keep.me@example.com'));
    expect(others.messages.map(({ _id }) => _id)).toEqual([kept]);
    expect(others.applications.map(({ _id }) => _id)).toEqual([keptApplication._id]);

    // Erasing again finds nothing.
    expect(ok<PrivacyErased>(await erase({ email }))).toEqual({
      messages: 0,
      applications: 0,
      webhookDeliveries: 0,
      queuedMail: 0,
    });
  });

  it('leaves one activity entry without the personal data, and forgets the name in older ones', async () => {
    const email = 'kim.private@example.com';
    const id = await sendMessage(email, 'Kimberly');
    ok(
      await asAdmin({
        method: 'POST',
        url: '/api/contactarchive',
        payload: { ids: [id], archived: true },
      }),
    );
    await apply(email, { lastName: 'Quintero' });
    const application = await apply(email, { lastName: 'Quintero' });
    // Downloading the CV puts the applicant's name on record.
    expect(
      (await asAdmin({ method: 'GET', url: `/uploads/cvs/${application.cv}` })).statusCode,
    ).toBe(200);
    const downloads = await activityOf(t.app, adminToken, 'cv-downloaded');
    expect(downloads.find((e) => e.recordId === application._id)?.title).toBe('Grace Quintero');

    ok(await erase({ email }));
    const [entry] = await activityOf(t.app, adminToken, 'privacy-erased');
    expect(entry).toMatchObject({
      actor: 'admin@example.com',
      action: 'privacy-erased',
      type: null,
      recordId: null,
      title: privacyMessages.auditTitle({
        messages: 1,
        applications: 2,
        webhookDeliveries: 0,
        queuedMail: 0,
      }),
    });
    // What happened stays on record, without whom it was about.
    const after = await activityOf(t.app, adminToken, 'cv-downloaded');
    expect(after.find((e) => e.recordId === application._id)).toMatchObject({ title: null });
    const log = await asAdmin({ method: 'GET', url: '/api/auditdisplay?limit=100' });
    const entries = ok<AuditEntry[]>(log);
    const text = JSON.stringify(entries);
    expect(text).not.toContain('kim.private');
    expect(text).not.toContain('Kimberly');
    expect(text).not.toContain('Quintero');
  });

  it('refuses a missing or bad e-mail with 400 and deletes nothing', async () => {
    const id = await sendMessage('still.here@example.com', 'Still');
    for (const payload of [{}, { email: '' }, { email: 'nope' }, { email: 42 }, []]) {
      const res = await erase(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ issues?: unknown }>().issues, JSON.stringify(payload)).toBeDefined();
    }
    const malformed = await asAdmin({
      method: 'POST',
      url: '/api/privacyerase',
      payload: '{"email"',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(errorBody(expect.any(String)));
    const held = ok<PrivacyExport>(await exportOf('still.here@example.com'));
    expect(held.messages.map(({ _id }) => _id)).toEqual([id]);
  });
});

describe('a storage failure', () => {
  it('answers 500 and keeps the rows, so the erasure can be asked again, never a CV without its row', async () => {
    const broken = await createTestApp();
    try {
      const admin = await registerAdmin(broken.app);
      const sent = await postApplication(broken.app, {
        fields: { ...careerFields, email: 'stuck@example.com' },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      await breakStorage(broken.config);
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/privacyerase',
        payload: { email: 'stuck@example.com' },
        headers: authHeaders(admin),
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(errorBody(messages.server.internal));
      const held = await broken.app.inject({
        method: 'GET',
        url: '/api/privacyexport?email=stuck@example.com',
        headers: authHeaders(admin),
      });
      expect(ok<PrivacyExport>(held).applications).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });
});

describe('who may ask', () => {
  const calls: { method: 'GET' | 'POST'; url: string; payload?: { email: string } }[] = [
    { method: 'GET', url: '/api/privacyexport?email=ada@example.com' },
    { method: 'POST', url: '/api/privacyerase', payload: { email: 'ada@example.com' } },
  ];

  it('refuses anonymous callers (401), editors and tokens of every scope (403), before reading the e-mail', async () => {
    await sendMessage('ada@example.com');
    const created = await trpcMutate(
      t.app,
      'apiTokens.create',
      { name: 'Everything', scopes: ['content:read', 'content:write', 'inbox:read'] },
      authHeaders(adminToken),
    );
    const token = trpcData<{ token: string }>(created).token;
    for (const call of calls) {
      const anonymous = await t.app.inject(call);
      expect(anonymous.statusCode, call.url).toBe(401);
      expect(anonymous.json<{ message: string }>().message).toEqual(expect.any(String));
      const editor = await t.app.inject({ ...call, headers: authHeaders(editorToken) });
      expect(editor.statusCode, call.url).toBe(403);
      const program = await t.app.inject({ ...call, headers: authHeaders(token) });
      expect(program.statusCode, call.url).toBe(403);
      // Without an e-mail too: who asks is checked first.
      const bare = await t.app.inject({ method: call.method, url: call.url.split('?')[0] });
      expect(bare.statusCode, call.url).toBe(401);
    }
    // Nothing was erased by the refused calls.
    expect(ok<PrivacyExport>(await exportOf('ada@example.com')).messages).not.toEqual([]);
  });

  it('answers the same over tRPC for the admin page, and refuses an editor there', async () => {
    const email = 'trpc.person@example.com';
    await sendMessage(email, 'Trpc');
    const input = { email: email.toUpperCase() };
    const held = trpcData<PrivacyExport>(
      await trpcQuery(t.app, 'privacy.export', input, authHeaders(adminToken)),
    );
    expect(held.messages).toHaveLength(1);
    const refused = await trpcMutate(t.app, 'privacy.erase', input, authHeaders(editorToken));
    expect(refused.statusCode).toBe(403);
    const bad = await trpcMutate(t.app, 'privacy.erase', { email: 'x' }, authHeaders(adminToken));
    expect(bad.statusCode).toBe(400);
    expect(
      trpcData<PrivacyErased>(
        await trpcMutate(t.app, 'privacy.erase', input, authHeaders(adminToken)),
      ),
    ).toEqual({ messages: 1, applications: 0, webhookDeliveries: 0, queuedMail: 0 });
  });
});

describe('the copies an erasure reaches', () => {
  it("deletes the webhook deliveries (resends too) and the queued notification mail of the e-mail's entries, nothing else", async () => {
    const receiver = await startReceiver();
    // The studio's mailbox never answers in time: notification mail waits in the outbox.
    const copies = await createTestApp({
      env: {
        WEBHOOK_ALLOW_PRIVATE: 'true',
        WEBHOOK_POLL_MS: '50',
        SMTP_URL: smtpUrl(await freePort()),
        ...PLAINTEXT_SMTP,
        NOTIFY_EMAILS: 'team@studio.example',
        MAIL_POLL_MS: '3600000',
        PUBLIC_URL: 'https://studio.example',
      },
    });
    const outside = await connectDatabase(databaseConfig(copies.config));
    try {
      const admin = authHeaders(await registerAdmin(copies.app));
      const hook = trpcData<{ webhook: { _id: string } }>(
        await trpcMutate(
          copies.app,
          'webhooks.create',
          { url: receiver.url, events: ['contact.created', 'career.created'] },
          admin,
        ),
      ).webhook._id;
      const send = async (email: string, firstName: string) => {
        const res = await copies.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: { ...contactInput, email, firstName },
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ _id: string }>()._id;
      };
      const email = 'Copy.Person@example.com';
      const erased = await send(email, 'Copyright');
      const sent = await postApplication(copies.app, {
        fields: { ...careerFields, email: email.toLowerCase(), lastName: 'Copyist' },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const kept = await send('keep.copy@example.com', 'Keeper');
      await vi.waitFor(() => expect(receiver.received).toHaveLength(3), { timeout: 10_000 });
      const deliveries = async () =>
        trpcData<{ _id: string; status: string }[]>(
          await trpcQuery(copies.app, 'webhooks.deliveries', { id: hook }, admin),
        );
      const bodyOf = (row: { _id: string }) =>
        receiver.received.find((got) => got.headers['x-studio-delivery'] === row._id)?.body ?? '';
      const delivered = await deliveries();
      const ofErased = delivered.filter((row) => !bodyOf(row).includes('Keeper'));
      expect(ofErased).toHaveLength(2);
      // A resend is a copy too, whether or not it went out yet.
      const resent = trpcData<{ _id: string }>(
        await trpcMutate(copies.app, 'webhooks.resend', { id: ofErased[0]?._id }, admin),
      );
      const mails = () =>
        outside.db.selectFrom('mail_outbox').select(['kind', 'data']).orderBy('id').execute();
      expect((await mails()).map(({ kind }) => kind)).toEqual(['contact', 'career', 'contact']);

      const counts = trpcData<PrivacyErased>(
        await trpcMutate(copies.app, 'privacy.erase', { email }, admin),
      );
      expect(counts).toEqual({ messages: 1, applications: 1, webhookDeliveries: 3, queuedMail: 2 });

      // Only the other person's delivery and mail are left.
      const left = await deliveries();
      expect(left).toHaveLength(1);
      expect(bodyOf(left[0] ?? { _id: '' })).toContain(kept);
      for (const { _id } of [...ofErased, resent]) {
        const again = await trpcMutate(copies.app, 'webhooks.resend', { id: _id }, admin);
        expect(again.statusCode, _id).toBe(404);
      }
      const queued = await mails();
      expect(queued).toHaveLength(1);
      expect(queued[0]?.data).toContain(kept);
      const stored = JSON.stringify(
        await outside.db.selectFrom('webhook_delivery').select('payload').execute(),
      );
      for (const held of [erased, 'Copyright', 'Copyist']) expect(stored).not.toContain(held);
    } finally {
      await outside.close();
      await copies.close();
      await receiver.close();
    }
  });
});
