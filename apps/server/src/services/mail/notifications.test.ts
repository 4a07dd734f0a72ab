import { rmSync } from 'node:fs';
import type { CareerApplication } from '@studio/contracts';
import { connectDatabase, type MailOutboxRow } from '@studio/db';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config, Env } from '../../config';
import { databaseConfig } from '../../database';
import {
  addUser,
  authHeaders,
  createTestApp,
  registerAdmin,
  type TestApp,
  tempDir,
} from '../../test-support/app';
import { cvFiles, postApplication } from '../../test-support/multipart';
import { careerFields, contactInput } from '../../test-support/samples';
import {
  addressesOf,
  freePort,
  PLAINTEXT_SMTP,
  type SmtpServer,
  smtpUrl,
  startSmtpServer,
} from '../../test-support/smtp';
import { trpcMutate } from '../../test-support/trpc';
import { hashToken } from '../accounts/secrets';
import { CV_ATTACH_MAX_BYTES } from './outbox';

const PUBLIC_URL = 'https://studio.example';
const NOTIFY = ['team@studio.example', 'boss@studio.example'];

/** Mail to the test's SMTP server, polled often enough for a test. */
const mailEnv = (url: string, more: Partial<Env> = {}): Partial<Env> => ({
  SMTP_URL: url,
  PUBLIC_URL,
  NOTIFY_EMAILS: NOTIFY.join(', '),
  MAIL_FROM: 'Studio <noreply@studio.example>',
  MAIL_POLL_MS: '50',
  LOG_LEVEL: 'info',
  ...PLAINTEXT_SMTP,
  ...more,
});

const waitFor = <T>(check: () => T | Promise<T>) =>
  vi.waitFor(check, { timeout: 10_000, interval: 50 });

/** Works on the app's database behind its back (another process, or time passing). */
async function withDatabase<T>(config: Config, work: (db: DatabaseOf) => Promise<T>) {
  const database = await connectDatabase(databaseConfig(config));
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}
type DatabaseOf = Awaited<ReturnType<typeof connectDatabase>>['db'];

const outbox = (config: Config): Promise<MailOutboxRow[]> =>
  withDatabase(config, (db) => db.selectFrom('mail_outbox').selectAll().execute());

/** The queued mails are due now, as if their retry time had come. */
const makeDue = (config: Config) =>
  withDatabase(config, (db) =>
    db.updateTable('mail_outbox').set({ nextAttemptAt: new Date().toISOString() }).execute(),
  );

const sendContact = async (t: TestApp) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contactInput });
  expect(res.statusCode, res.body).toBe(201);
};

/** Sends a contact message whose mail cannot go out: it waits in the outbox, its failure logged. */
async function sendContactThatFails(t: TestApp) {
  await sendContact(t);
  await waitFor(async () =>
    expect(await outbox(t.config)).toEqual([
      expect.objectContaining({ kind: 'contact', attempts: 1, lastError: expect.any(String) }),
    ]),
  );
  // The worker logs once the failure is recorded: the row can be read before the line is out.
  await waitFor(() =>
    expect(t.logs()).toContainEqual(
      expect.objectContaining({ msg: 'mail not sent; tried again later', kind: 'contact' }),
    ),
  );
}

describe('notification mails', () => {
  let smtp: SmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: mailEnv(smtp.url) });
  });
  beforeEach(() => {
    smtp.received.splice(0);
  });
  afterEach(async () => {
    // Each test's mails are sent before the next begins.
    await waitFor(async () => expect(await outbox(t.config)).toEqual([]));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('mails a new contact message to NOTIFY_EMAILS, with the visitor as Reply-To', async () => {
    await sendContact(t);
    await waitFor(() => expect(smtp.received).toHaveLength(1));
    const [mail] = smtp.received;
    expect(mail?.subject).toBe('[Goldhill Studios] New message from Ada Lovelace');
    expect(addressesOf(mail?.to).sort()).toEqual([...NOTIFY].sort());
    expect(mail?.from?.value).toEqual([{ name: 'Studio', address: 'noreply@studio.example' }]);
    expect(addressesOf(mail?.replyTo)).toEqual([contactInput.email]);
    expect(mail?.text).toContain(
      `Ada Lovelace wrote through the contact form:\n\n${contactInput.message}`,
    );
    expect(mail?.text).toContain(`Contact: ${contactInput.contact}`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/admin/contact`);
    expect(mail?.attachments).toEqual([]);
    await waitFor(() =>
      expect(t.logs()).toContainEqual(
        expect.objectContaining({ msg: 'mail sent', kind: 'contact', attempt: 1 }),
      ),
    );
  });

  it('mails a new application with its CV attached', async () => {
    const cv = cvFiles.pdf(2048);
    const res = await postApplication(t.app, {
      files: [{ filename: 'Grace CV.pdf', content: cv }],
    });
    expect(res.statusCode, res.body).toBe(201);
    await waitFor(() => expect(smtp.received).toHaveLength(1));
    const [mail] = smtp.received;
    expect(mail?.subject).toBe('[Goldhill Studios] New application from Grace Hopper for Editor');
    expect(addressesOf(mail?.replyTo)).toEqual([careerFields.email]);
    expect(mail?.text).toContain(careerFields.about);
    expect(mail?.text).toContain(`Phone: ${careerFields.phone}`);
    expect(mail?.text).toContain('CV: Grace CV.pdf (attached)');
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]).toMatchObject({
      filename: 'Grace CV.pdf',
      contentType: 'application/pdf',
    });
    expect(mail?.attachments[0]?.content.equals(cv)).toBe(true);
  });

  it('links a CV over 5 MB instead of attaching it (a signed-in admin downloads it)', async () => {
    const res = await postApplication(t.app, {
      files: [{ filename: 'reel.pdf', content: cvFiles.pdf(CV_ATTACH_MAX_BYTES + 1) }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { cv } = res.json<CareerApplication>();
    await waitFor(() => expect(smtp.received).toHaveLength(1));
    const [mail] = smtp.received;
    expect(mail?.attachments).toEqual([]);
    expect(mail?.text).toContain(
      `CV: reel.pdf, too large to attach: ${PUBLIC_URL}/uploads/cvs/${cv}`,
    );
  });

  it('mails an application without a CV, saying so', async () => {
    const res = await postApplication(t.app, { files: [] });
    expect(res.statusCode, res.body).toBe(201);
    await waitFor(() => expect(smtp.received).toHaveLength(1));
    expect(smtp.received[0]?.text).toContain('CV: none sent');
    expect(smtp.received[0]?.attachments).toEqual([]);
  });
});

describe('an SMTP server that offers no STARTTLS', () => {
  let smtp: SmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('never gets the password: the send fails before AUTH and the mail waits in the outbox', async () => {
    const t = await createTestApp({ env: mailEnv(smtp.url, { SMTP_ALLOW_PLAINTEXT: 'false' }) });
    try {
      await sendContactThatFails(t);
      expect(smtp.authAttempts).toBe(0);
      expect(smtp.received).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('gets it in clear text only with SMTP_ALLOW_PLAINTEXT=true', async () => {
    const t = await createTestApp({ env: mailEnv(smtp.url, { SMTP_ALLOW_PLAINTEXT: 'true' }) });
    try {
      await sendContact(t);
      await waitFor(() => expect(smtp.received).toHaveLength(1));
      expect(smtp.authAttempts).toBe(1);
      await waitFor(async () => expect(await outbox(t.config)).toEqual([]));
    } finally {
      await t.close();
    }
  });
});

describe('when the SMTP server is down', () => {
  const servers: SmtpServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it('answers the visitor at once, and sends the mail when the server is back (retried)', async () => {
    const port = await freePort();
    const t = await createTestApp({ env: mailEnv(smtpUrl(port)) });
    try {
      await sendContactThatFails(t);
      const smtp = await startSmtpServer(port);
      servers.push(smtp);
      // The retry's time comes (the first waits 10 s).
      await makeDue(t.config);
      await waitFor(() => expect(smtp.received).toHaveLength(1));
      expect(smtp.received[0]?.subject).toBe('[Goldhill Studios] New message from Ada Lovelace');
      await waitFor(async () => expect(await outbox(t.config)).toEqual([]));
      await waitFor(() =>
        expect(t.logs()).toContainEqual(
          expect.objectContaining({ msg: 'mail sent', kind: 'contact', attempt: 2 }),
        ),
      );
    } finally {
      await t.close();
    }
  });

  it("keeps no link's secret in the database: it is made as the mail is sent, and works once", async () => {
    const port = await freePort();
    const t = await createTestApp({ env: mailEnv(smtpUrl(port)) });
    try {
      const adminToken = await registerAdmin(t.app);
      const account = { email: 'forgot@example.com', password: 'first password', role: 'editor' };
      await addUser(t.app, adminToken, { ...account, role: 'editor' });
      const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
        t.app.inject({ method: 'POST', url, payload, headers });
      expect((await post('/api/forgotpassword', { email: account.email })).statusCode).toBe(202);
      const invited = await post(
        '/api/invite',
        { email: 'invitee@example.com', role: 'editor' },
        authHeaders(adminToken),
      );
      expect(invited.statusCode, invited.body).toBe(201);
      // Each mail has failed once: its secret was made, and never arrived.
      await waitFor(async () => {
        const rows = await outbox(t.config);
        expect(rows.map((row) => [row.kind, row.attempts]).sort()).toEqual([
          ['invitation', 1],
          ['password-reset', 1],
        ]);
      });
      const links = () =>
        withDatabase(t.config, async (db) => ({
          reset: await db.selectFrom('password_reset').selectAll().executeTakeFirstOrThrow(),
          invitation: await db.selectFrom('invitation').selectAll().executeTakeFirstOrThrow(),
        }));
      const before = await links();
      for (const row of await outbox(t.config)) {
        // The link's id (and, for an invitation, the words of its mail): no secret, no link.
        expect(row.data).not.toMatch(/#(reset|invite)=|https?:|studio\.example\//);
        const data: unknown = JSON.parse(row.data);
        expect(data).toEqual(
          row.kind === 'password-reset'
            ? { reset: before.reset.id }
            : { invitation: before.invitation.id, role: 'editor', invitedBy: 'admin@example.com' },
        );
      }
      expect(before.reset.tokenHash).toEqual(expect.any(String));

      const smtp = await startSmtpServer(port);
      servers.push(smtp);
      await makeDue(t.config);
      await waitFor(() => expect(smtp.received).toHaveLength(2));
      await waitFor(async () => expect(await outbox(t.config)).toEqual([]));
      const secretOf = (pattern: RegExp) => {
        const text = smtp.received.map((mail) => mail.text ?? '').join('\n');
        const secret = pattern.exec(text)?.[1];
        if (!secret) throw new Error(`no link in: ${text}`);
        return secret;
      };
      const resetSecret = secretOf(/\/login#reset=([\w-]+)/);
      const inviteSecret = secretOf(/\/register#invite=([\w-]+)/);
      // The retry made a new secret: the first attempt's hash no longer opens anything.
      const after = await links();
      expect(after.reset.tokenHash).toBe(hashToken(resetSecret));
      expect(after.reset.tokenHash).not.toBe(before.reset.tokenHash);
      expect(after.invitation.tokenHash).toBe(hashToken(inviteSecret));

      const reset = { token: resetSecret, password: 'second password' };
      expect((await post('/api/resetpassword', reset)).statusCode).toBe(200);
      expect((await post('/api/resetpassword', reset)).statusCode).toBe(400);
      const accept = { token: inviteSecret, password: 'my own password' };
      expect((await post('/api/acceptinvite', accept)).statusCode).toBe(201);
      expect((await post('/api/acceptinvite', accept)).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('drops, without an attempt, the mail of an invitation revoked before it was sent', async () => {
    const port = await freePort();
    const t = await createTestApp({ env: mailEnv(smtpUrl(port)) });
    try {
      const adminToken = await registerAdmin(t.app);
      const invited = await t.app.inject({
        method: 'POST',
        url: '/api/invite',
        payload: { email: 'revoked@example.com', role: 'editor' },
        headers: authHeaders(adminToken),
      });
      expect(invited.statusCode, invited.body).toBe(201);
      // Its first attempt has failed (none is under way when it is revoked).
      await waitFor(async () =>
        expect(await outbox(t.config)).toEqual([expect.objectContaining({ attempts: 1 })]),
      );
      const id = await withDatabase(t.config, async (db) => {
        const row = await db.selectFrom('invitation').select('id').executeTakeFirstOrThrow();
        return row.id;
      });
      const revoked = await trpcMutate(
        t.app,
        'invitations.revoke',
        { id },
        authHeaders(adminToken),
      );
      expect(revoked.statusCode, revoked.body).toBe(200);
      const smtp = await startSmtpServer(port);
      servers.push(smtp);
      await makeDue(t.config);
      await waitFor(async () => expect(await outbox(t.config)).toEqual([]));
      await waitFor(() =>
        expect(t.logs()).toContainEqual(
          expect.objectContaining({ msg: 'mail dropped: its link is gone', kind: 'invitation' }),
        ),
      );
      expect(smtp.received).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('keeps the queue in the database across a restart', async () => {
    const port = await freePort();
    const dataDir = tempDir();
    // This first server never polls: its mails wait in the database when it stops.
    const first = await createTestApp({
      dataDir,
      env: mailEnv(smtpUrl(port), { MAIL_POLL_MS: '3600000' }),
    });
    try {
      await sendContact(first);
      expect((await postApplication(first.app)).statusCode).toBe(201);
      expect((await outbox(first.config)).map((row) => row.kind).sort()).toEqual([
        'career',
        'contact',
      ]);
      await first.app.close();
      const smtp = await startSmtpServer(port);
      servers.push(smtp);
      const second = await createTestApp({ dataDir, env: mailEnv(smtpUrl(port)) });
      try {
        // Started, as a server is before it listens: its worker runs from then on.
        await second.app.ready();
        await waitFor(() => expect(smtp.received).toHaveLength(2));
        expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([
          '[Goldhill Studios] New application from Grace Hopper for Editor',
          '[Goldhill Studios] New message from Ada Lovelace',
        ]);
        await waitFor(async () => expect(await outbox(second.config)).toEqual([]));
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('without mail', () => {
  it.each([
    ['no SMTP_URL', {}],
    ['SMTP_URL but no NOTIFY_EMAILS', { SMTP_URL: smtpUrl(25), PUBLIC_URL, NOTIFY_EMAILS: '' }],
  ])('queues nothing with %s', async (_case, env: Partial<Env>) => {
    const t = await createTestApp({ env });
    try {
      await sendContact(t);
      expect((await postApplication(t.app)).statusCode).toBe(201);
      expect(await outbox(t.config)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('answers the submission when the mail cannot be queued, and logs why', async () => {
    const t = await createTestApp({ env: mailEnv(smtpUrl(25), { MAIL_POLL_MS: '3600000' }) });
    try {
      await withDatabase(t.config, (db) => sql`DROP TABLE mail_outbox`.execute(db));
      await sendContact(t);
      expect(t.logs()).toContainEqual(
        expect.objectContaining({ msg: 'notification mail not queued', kind: 'contact' }),
      );
    } finally {
      await t.close();
    }
  });
});
