import type { CreatedApiToken, PendingInvitation, SessionUser } from '@studio/contracts';
import { mailMessages, messages } from '@studio/contracts';
import { connectDatabase } from '@studio/db';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config, Env } from '../config';
import { databaseConfig } from '../database';
import { activityOf, changeUserAs, deleteUserAs, userIdOf } from '../test-support/admin-calls';
import {
  ADMIN,
  addUser,
  authHeaders,
  createAppWithEditor,
  createTestApp,
  errorBody,
  registerAdmin,
  type TestApp,
} from '../test-support/app';
import {
  addressesOf,
  PLAINTEXT_SMTP,
  type SmtpServer,
  startSmtpServer,
} from '../test-support/smtp';
import { type TrpcError, trpcMutate, trpcQuery } from '../test-support/trpc';
import { SoftAuthenticator } from '../test-support/webauthn';

const PUBLIC_URL = 'https://studio.example';
const RESET_LINK = /https:\/\/studio\.example\/login#reset=([\w-]+)/;
const INVITE_LINK = /https:\/\/studio\.example\/register#invite=([\w-]+)/;

const mailEnv = (url: string, more: Partial<Env> = {}): Partial<Env> => ({
  SMTP_URL: url,
  PUBLIC_URL,
  MAIL_POLL_MS: '50',
  // Only the rate limit's own test meets it.
  RATE_LIMIT_PASSWORD_RESET: '1000/60',
  ...PLAINTEXT_SMTP,
  ...more,
});

const waitFor = <T>(check: () => T | Promise<T>) =>
  vi.waitFor(check, { timeout: 10_000, interval: 50 });

/** Changes the app's database behind its back (time passing). */
async function expireAll(config: Config, table: 'password_reset' | 'invitation') {
  const database = await connectDatabase(databaseConfig(config));
  try {
    await database.db
      .updateTable(table)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
  } finally {
    await database.close();
  }
}

async function outboxSize(config: Config) {
  const database = await connectDatabase(databaseConfig(config));
  try {
    return (await database.db.selectFrom('mail_outbox').select('id').execute()).length;
  } finally {
    await database.close();
  }
}

let smtp: SmtpServer;
let t: TestApp;
let adminToken: string;
let editorToken: string;

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: {
      'content-type': 'application/json',
      ...headers,
    },
  });

/** The next mail to this address (mails already taken are not looked at again). */
const taken = new Set<ParsedMail>();
async function mailTo(address: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await waitFor(() => {
    found = smtp.received.find(
      (mail) => !taken.has(mail) && addressesOf(mail.to).includes(address),
    );
    expect(found).toBeDefined();
  });
  if (!found) throw new Error('no mail');
  taken.add(found);
  return found;
}

const secretIn = (mail: ParsedMail, link: RegExp) => {
  const secret = link.exec(mail.text ?? '')?.[1];
  if (!secret) throw new Error(`no link in: ${mail.text}`);
  return secret;
};

/** Asks for a reset link for this address and answers its secret, from the mail. */
async function resetSecret(email: string) {
  const res = await post('/api/forgotpassword', { email });
  expect(res.statusCode, res.body).toBe(202);
  return secretIn(await mailTo(email), RESET_LINK);
}

const me = async (token: string) => {
  const res = await trpcQuery(t.app, 'auth.me', undefined, authHeaders(token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: SessionUser | null } }>().result.data;
};

const login = (email: string, password: string) => post('/api/login', { email, password });

const activity = (action: string) => activityOf(t.app, adminToken, action);

const userId = (email: string) => userIdOf(t.app, adminToken, email);

const deleteUser = (email: string) => deleteUserAs(t.app, adminToken, email);

/** Changes an account as an admin does on the Users page. */
const changeUser = (email: string, change: { disabled?: boolean; role?: 'editor' }) =>
  changeUserAs(t.app, adminToken, email, change);

/** A signed-in account with a passkey (an intruder's, say) that signs in. */
async function accountWithPasskey(email: string, role: 'admin' | 'editor' = 'editor') {
  const account = { email, password: 'first password', role } as const;
  const session = await addUser(t.app, adminToken, account);
  const headers = authHeaders(session);
  const options = await post('/api/account/passkeys/options', {}, headers);
  expect(options.statusCode, options.body).toBe(200);
  const authenticator = new SoftAuthenticator();
  const added = await post(
    '/api/account/passkeys',
    {
      name: 'Left by an intruder',
      response: authenticator.register(options.json(), PUBLIC_URL),
    },
    headers,
  );
  expect(added.statusCode, added.body).toBe(201);
  const signIn = async () => {
    const challenge = await post('/api/login/passkey/options', {});
    expect(challenge.statusCode, challenge.body).toBe(200);
    const res = await post('/api/login/passkey', {
      response: authenticator.signIn(challenge.json(), PUBLIC_URL),
    });
    return res.statusCode;
  };
  expect(await signIn()).toBe(200);
  return { account, session, signIn };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  ({ t, adminToken, editorToken } = await createAppWithEditor({ env: mailEnv(smtp.url) }));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('mail.status', () => {
  it('tells the pages that the server sends mail', async () => {
    const res = await trpcQuery(t.app, 'mail.status');
    expect(res.json()).toEqual({ result: { data: { enabled: true } } });
  });
});

describe('forgot password', () => {
  it('answers the same to a known and an unknown address, and mails only the account', async () => {
    const account = {
      email: 'known@example.com',
      password: 'first password',
      role: 'editor',
    } as const;
    await addUser(t.app, adminToken, account);
    const known = await post('/api/forgotpassword', { email: ' Known@Example.com ' });
    const unknown = await post('/api/forgotpassword', { email: 'nobody@example.com' });
    expect(known.statusCode, known.body).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: mailMessages.passwordReset.sent });
    expect(unknown.json()).toEqual(known.json());
    const mail = await mailTo(account.email);
    expect(mail.subject).toBe('[Goldhill Studios] Choose a new password');
    expect(mail.text).toMatch(RESET_LINK);
    // Every queued mail has gone out: none was for the unknown address.
    await waitFor(async () => expect(await outboxSize(t.config)).toBe(0));
    expect(smtp.received.flatMap((sent) => addressesOf(sent.to))).not.toContain(
      'nobody@example.com',
    );
    // Recorded after the answer, with the mail queued.
    await waitFor(async () => {
      const [requested] = await activity('password-reset-requested');
      expect(requested).toMatchObject({ actor: account.email, type: 'account' });
    });
  });

  it('answers before it looks the address up, and the same when queueing fails', async () => {
    const account = {
      email: 'slow@example.com',
      password: 'first password',
      role: 'editor',
    } as const;
    await addUser(t.app, adminToken, account);
    const { mail } = t.app.services;
    const queue = mail.queue;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The mail's queueing waits for the gate: the answer must not wait for it.
    const held = vi.spyOn(mail, 'queue').mockImplementation(async (...args) => {
      await gate;
      return queue(...args);
    });
    try {
      const res = await post('/api/forgotpassword', { email: account.email });
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual({ message: mailMessages.passwordReset.sent });
      await waitFor(() => expect(held).toHaveBeenCalledTimes(1));
      release();
      expect(secretIn(await mailTo(account.email), RESET_LINK)).toBeTruthy();
      held.mockRejectedValueOnce(new Error('database gone'));
      const failed = await post('/api/forgotpassword', { email: account.email });
      expect(failed.statusCode).toBe(202);
      expect(failed.json()).toEqual({ message: mailMessages.passwordReset.sent });
      await waitFor(() => expect(held).toHaveBeenCalledTimes(2));
    } finally {
      release();
      held.mockRestore();
    }
  });

  it('refuses the link of an account disabled after it was mailed', async () => {
    const account = {
      email: 'disabled-later@example.com',
      password: 'first password',
      role: 'editor',
    } as const;
    await addUser(t.app, adminToken, account);
    const secret = await resetSecret(account.email);
    await changeUser(account.email, { disabled: true });
    const res = await post('/api/resetpassword', { token: secret, password: 'second password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(errorBody(mailMessages.passwordReset.badLink));
    await changeUser(account.email, { disabled: false });
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('sets the new password through the link once, signing every session out', async () => {
    const account = {
      email: 'reset@example.com',
      password: 'first password',
      role: 'editor',
    } as const;
    const oldToken = await addUser(t.app, adminToken, account);
    const secret = await resetSecret(account.email);
    const res = await post('/api/resetpassword', { token: secret, password: 'second password' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: mailMessages.passwordReset.done });
    expect(await me(oldToken)).toBeNull();
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'second password')).statusCode).toBe(200);
    const again = await post('/api/resetpassword', { token: secret, password: 'third password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: mailMessages.passwordReset.badLink,
      issues: [{ path: 'token', message: mailMessages.passwordReset.badLink }],
    });
    const [reset] = await activity('password-reset');
    expect(reset).toMatchObject({ actor: account.email, type: 'account' });
  });

  it("revokes the account's API tokens (someone who held the account made them), and says so", async () => {
    const account = {
      email: 'reset.admin@example.com',
      password: 'first password',
      role: 'admin',
    } as const;
    const session = await addUser(t.app, adminToken, account);
    const made = await trpcMutate(
      t.app,
      'apiTokens.create',
      { name: 'Left by an intruder', scopes: ['inbox:read'] },
      authHeaders(session),
    );
    expect(made.statusCode, made.body).toBe(200);
    const { token, summary } = made.json<{ result: { data: CreatedApiToken } }>().result.data;
    const reads = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/careerdisplay',
          headers: authHeaders(token),
        })
      ).statusCode;
    expect(await reads()).toBe(200);
    const secret = await resetSecret(account.email);
    const res = await post('/api/resetpassword', { token: secret, password: 'second password' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await reads()).toBe(401);
    expect(res.json()).toEqual({ message: mailMessages.passwordReset.doneTokensRevoked(1) });
    expect(await activity('api-token-revoked')).toContainEqual(
      expect.objectContaining({ actor: account.email, recordId: summary._id }),
    );
  });

  describe('a reset ends what signs in without the password', () => {
    it("a reset by link removes the account's passkeys, told to the activity log", async () => {
      const { account, signIn } = await accountWithPasskey('passkey.reset@example.com');
      const secret = await resetSecret(account.email);
      const res = await post('/api/resetpassword', { token: secret, password: 'second password' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await signIn()).toBe(401);
      expect(await activity('passkey-removed')).toContainEqual(
        expect.objectContaining({ actor: account.email, title: 'Left by an intruder' }),
      );
    });

    it("the operator's reset (admin:reset-password) removes the account's passkeys", async () => {
      const { account, signIn } = await accountWithPasskey('passkey.operator@example.com');
      await t.app.services.users.setPassword({
        email: account.email,
        password: 'a new operator password',
      });
      expect(await signIn()).toBe(401);
      expect(await activity('passkey-removed')).toContainEqual(
        expect.objectContaining({ actor: 'operator (command line)', title: 'Left by an intruder' }),
      );
    });
  });

  it('voids the links still unused when the password is set another way: a change, the operator, disabling', async () => {
    const account = {
      email: 'unused.link@example.com',
      password: 'first password',
      role: 'editor',
    } as const;
    const session = await addUser(t.app, adminToken, account);
    // Asked for by whoever held the mailbox, kept for later.
    const kept = await resetSecret(account.email);
    const changed = await trpcMutate(
      t.app,
      'account.changePassword',
      { currentPassword: account.password, newPassword: 'second password' },
      authHeaders(session),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const afterChange = await post('/api/resetpassword', { token: kept, password: 'taken again' });
    expect(afterChange.statusCode, afterChange.body).toBe(400);

    const keptAgain = await resetSecret(account.email);
    await t.app.services.users.setPassword({ email: account.email, password: 'third password' });
    const afterOperator = await post('/api/resetpassword', {
      token: keptAgain,
      password: 'taken again',
    });
    expect(afterOperator.statusCode, afterOperator.body).toBe(400);

    const beforeDisable = await resetSecret(account.email);
    await changeUser(account.email, { disabled: true });
    await changeUser(account.email, { disabled: false });
    const afterEnable = await post('/api/resetpassword', {
      token: beforeDisable,
      password: 'taken again',
    });
    expect(afterEnable.statusCode, afterEnable.body).toBe(400);
    expect((await login(account.email, 'third password')).statusCode).toBe(200);
  });

  it('voids the earlier links when one is used', async () => {
    const account = {
      email: 'twice@example.com',
      password: 'first password',
      role: 'editor',
    } as const;
    await addUser(t.app, adminToken, account);
    const first = await resetSecret(account.email);
    const second = await resetSecret(account.email);
    expect(second).not.toBe(first);
    const used = await post('/api/resetpassword', { token: second, password: 'second password' });
    expect(used.statusCode).toBe(200);
    const earlier = await post('/api/resetpassword', { token: first, password: 'third password' });
    expect(earlier.statusCode).toBe(400);
  });

  it('refuses an expired, unknown or missing link, and a password the rules refuse', async () => {
    const account = {
      email: 'late@example.com',
      password: 'first password',
      role: 'editor',
    } as const;
    await addUser(t.app, adminToken, account);
    const secret = await resetSecret(account.email);
    await expireAll(t.config, 'password_reset');
    const expired = await post('/api/resetpassword', {
      token: secret,
      password: 'second password',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject(errorBody(mailMessages.passwordReset.badLink));
    const unknown = await post('/api/resetpassword', { token: 'made-up', password: 'long enough' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject(errorBody(mailMessages.passwordReset.badLink));
    const missing = await post('/api/resetpassword', { password: 'long enough' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ issues: [{ path: 'token' }] });
    const short = await post('/api/resetpassword', { token: 'made-up', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      message: 'password: Use at least 8 characters.',
      issues: [{ path: 'password', message: 'Use at least 8 characters.' }],
    });
    const badEmail = await post('/api/forgotpassword', { email: 'not an address' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ issues: [{ path: 'email' }] });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/forgotpassword',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('mails no link to a disabled account', async () => {
    const account = {
      email: 'off@example.com',
      password: 'first password',
      role: 'editor',
    } as const;
    await addUser(t.app, adminToken, account);
    await changeUser(account.email, { disabled: true });
    const res = await post('/api/forgotpassword', { email: account.email });
    expect(res.json()).toEqual({ message: mailMessages.passwordReset.sent });
    await waitFor(async () => expect(await outboxSize(t.config)).toBe(0));
    expect(smtp.received.flatMap((sent) => addressesOf(sent.to))).not.toContain(account.email);
  });

  it('works over tRPC too', async () => {
    const account = {
      email: 'trpc@example.com',
      password: 'first password',
      role: 'editor',
    } as const;
    await addUser(t.app, adminToken, account);
    const asked = await trpcMutate(t.app, 'passwordReset.request', { email: account.email });
    expect(asked.json()).toEqual({
      result: { data: { message: mailMessages.passwordReset.sent } },
    });
    const secret = secretIn(await mailTo(account.email), RESET_LINK);
    const done = await trpcMutate(t.app, 'passwordReset.complete', {
      token: secret,
      password: 'second password',
    });
    expect(done.json()).toEqual({ result: { data: { message: mailMessages.passwordReset.done } } });
    const reused = await trpcMutate(t.app, 'passwordReset.complete', {
      token: secret,
      password: 'third password',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<TrpcError>().error.message).toBe(mailMessages.passwordReset.badLink);
  });
});

describe('invitations', () => {
  const invite = (payload: unknown, token = adminToken) =>
    post('/api/invite', payload, token ? authHeaders(token) : {});

  it('is for admins only: 401 without a session, 403 for an editor', async () => {
    const body = { email: 'someone@example.com', role: 'editor' };
    const anonymous = await invite(body, '');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(errorBody(messages.server.unauthorized));
    const editor = await invite(body, editorToken);
    expect(editor.statusCode).toBe(403);
    expect(editor.json()).toEqual(errorBody(messages.server.forbidden));
    const trpc = await trpcMutate(t.app, 'invitations.create', body, authHeaders(editorToken));
    expect(trpc.statusCode).toBe(403);
  });

  it('mails a link that creates the account with its role, once, and signs it in', async () => {
    const res = await invite({ email: 'New.Person@Example.com', role: 'editor' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      message: mailMessages.invitations.sent('new.person@example.com'),
      email: 'new.person@example.com',
      role: 'editor',
      expiresAt: expect.any(String),
    });
    const days =
      (Date.parse(res.json<{ expiresAt: string }>().expiresAt) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    const mail = await mailTo('new.person@example.com');
    expect(mail.subject).toBe('[Goldhill Studios] You are invited to the admin');
    expect(mail.text).toContain(
      `${ADMIN.email} invites you to the admin of Goldhill Studios, as editor.`,
    );
    const secret = secretIn(mail, INVITE_LINK);
    const accepted = await post('/api/acceptinvite', {
      token: secret,
      password: 'my own password',
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toEqual({
      token: expect.any(String),
      message: mailMessages.invitations.accepted,
    });
    expect(accepted.cookies).toContainEqual(
      expect.objectContaining({ name: 'studio_session', httpOnly: true }),
    );
    const token = accepted.json<{ token: string }>().token;
    expect(await me(token)).toMatchObject({ email: 'new.person@example.com', role: 'editor' });
    expect((await login('new.person@example.com', 'my own password')).statusCode).toBe(200);
    const again = await post('/api/acceptinvite', { token: secret, password: 'another password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: mailMessages.invitations.badLink,
      issues: [{ path: 'token', message: mailMessages.invitations.badLink }],
    });
    const [invited] = await activity('user-invited');
    expect(invited).toMatchObject({
      actor: ADMIN.email,
      type: 'user',
      title: 'new.person@example.com (editor)',
    });
    const [joined] = await activity('invitation-accepted');
    expect(joined).toMatchObject({ actor: 'new.person@example.com', type: 'user' });
  });

  it('refuses an address that has an account, at invitation and at acceptance', async () => {
    const taken = await invite({ email: ADMIN.email, role: 'admin' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual(errorBody(messages.users.emailTaken));
    const res = await invite({ email: 'raced@example.com', role: 'admin' });
    expect(res.statusCode).toBe(201);
    const secret = secretIn(await mailTo('raced@example.com'), INVITE_LINK);
    await addUser(t.app, adminToken, {
      email: 'raced@example.com',
      password: 'made by hand',
      role: 'editor',
    });
    const accepted = await post('/api/acceptinvite', {
      token: secret,
      password: 'my own password',
    });
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json()).toEqual(errorBody(messages.users.emailTaken));
  });

  it('keeps only the latest invitation to an address, and refuses an expired one', async () => {
    expect((await invite({ email: 'again@example.com', role: 'editor' })).statusCode).toBe(201);
    const first = secretIn(await mailTo('again@example.com'), INVITE_LINK);
    expect((await invite({ email: 'again@example.com', role: 'admin' })).statusCode).toBe(201);
    const second = secretIn(await mailTo('again@example.com'), INVITE_LINK);
    const old = await post('/api/acceptinvite', { token: first, password: 'my own password' });
    expect(old.statusCode).toBe(400);
    await expireAll(t.config, 'invitation');
    const expired = await post('/api/acceptinvite', { token: second, password: 'my own password' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject(errorBody(mailMessages.invitations.badLink));
  });

  it('refuses a bad role or address, and a short password', async () => {
    const role = await invite({ email: 'x@example.com', role: 'owner' });
    expect(role.statusCode).toBe(400);
    expect(role.json()).toMatchObject({ issues: [{ path: 'role' }] });
    const email = await invite({ email: 'nope', role: 'editor' });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toMatchObject({ issues: [{ path: 'email' }] });
    const short = await post('/api/acceptinvite', { token: 'made-up', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ issues: [{ path: 'password' }] });
  });

  it('works over tRPC too', async () => {
    const created = await trpcMutate(
      t.app,
      'invitations.create',
      { email: 'rpc@example.com', role: 'admin' },
      authHeaders(adminToken),
    );
    expect(created.statusCode, created.body).toBe(200);
    const secret = secretIn(await mailTo('rpc@example.com'), INVITE_LINK);
    const accepted = await trpcMutate(t.app, 'invitations.accept', {
      token: secret,
      password: 'my own password',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { token } = accepted.json<{ result: { data: { token: string } } }>().result.data;
    expect(await me(token)).toMatchObject({ email: 'rpc@example.com', role: 'admin' });
  });

  const listInvitations = (token = adminToken) =>
    t.app.inject({
      method: 'GET',
      url: '/api/invitationdisplay',
      headers: token ? authHeaders(token) : {},
    });
  const revoke = (id: string, token = adminToken) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/invitationrevoke/${id}`,
      headers: token ? authHeaders(token) : {},
    });
  const pending = async (email: string) => {
    const res = await listInvitations();
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PendingInvitation[]>().find((invitation) => invitation.email === email);
  };

  it('lists and revokes for admins only: 401 without a session, 403 for an editor', async () => {
    expect((await listInvitations('')).statusCode).toBe(401);
    expect((await listInvitations(editorToken)).statusCode).toBe(403);
    expect((await revoke('any', '')).statusCode).toBe(401);
    const editor = await revoke('any', editorToken);
    expect(editor.statusCode).toBe(403);
    expect(editor.json()).toEqual(errorBody(messages.server.forbidden));
    const list = await trpcQuery(t.app, 'invitations.list', undefined, authHeaders(editorToken));
    expect(list.statusCode).toBe(403);
    const anonymous = await trpcMutate(t.app, 'invitations.revoke', { id: 'any' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists the pending invitations; a revoked one stops working, in the activity log', async () => {
    const res = await invite({ email: 'pending@example.com', role: 'editor' });
    expect(res.statusCode, res.body).toBe(201);
    const secret = secretIn(await mailTo('pending@example.com'), INVITE_LINK);
    const entry = await pending('pending@example.com');
    expect(entry).toEqual({
      _id: expect.any(String),
      email: 'pending@example.com',
      role: 'editor',
      invitedBy: ADMIN.email,
      expiresAt: res.json<{ expiresAt: string }>().expiresAt,
    });
    const id = entry?._id ?? '';
    const revoked = await revoke(id);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ message: mailMessages.invitations.revoked, _id: id });
    expect(await pending('pending@example.com')).toBeUndefined();
    const accepted = await post('/api/acceptinvite', { token: secret, password: 'my password' });
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json()).toMatchObject(errorBody(mailMessages.invitations.badLink));
    const again = await revoke(id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(errorBody(messages.server.notFound));
    const [entryLogged] = await activity('invitation-revoked');
    expect(entryLogged).toMatchObject({
      actor: ADMIN.email,
      type: 'user',
      title: 'pending@example.com (editor)',
    });
  });

  it('lists and revokes over tRPC too (404 for an unknown id), not listing expired ones', async () => {
    expect((await invite({ email: 'listed@example.com', role: 'admin' })).statusCode).toBe(201);
    const listed = await trpcQuery(t.app, 'invitations.list', undefined, authHeaders(adminToken));
    expect(listed.statusCode, listed.body).toBe(200);
    const entry = listed
      .json<{ result: { data: PendingInvitation[] } }>()
      .result.data.find((invitation) => invitation.email === 'listed@example.com');
    expect(entry).toMatchObject({ role: 'admin', invitedBy: ADMIN.email });
    const unknown = await trpcMutate(
      t.app,
      'invitations.revoke',
      { id: 'made-up' },
      authHeaders(adminToken),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<TrpcError>().error.message).toBe(messages.server.notFound);
    const revoked = await trpcMutate(
      t.app,
      'invitations.revoke',
      { id: entry?._id },
      authHeaders(adminToken),
    );
    expect(revoked.json()).toEqual({
      result: { data: { message: mailMessages.invitations.revoked, _id: entry?._id } },
    });
    expect((await invite({ email: 'late-list@example.com', role: 'editor' })).statusCode).toBe(201);
    await mailTo('late-list@example.com');
    expect(await pending('late-list@example.com')).toBeDefined();
    await expireAll(t.config, 'invitation');
    expect(await pending('late-list@example.com')).toBeUndefined();
  });

  it('refuses an invitation once its inviter is disabled, no longer an admin, or deleted', async () => {
    const inviter = {
      email: 'second-admin@example.com',
      password: 'second admin password',
      role: 'admin',
    } as const;
    const inviterToken = await addUser(t.app, adminToken, inviter);
    const secrets: Record<string, string> = {};
    for (const email of ['a@invitee.example', 'b@invitee.example', 'c@invitee.example']) {
      const res = await invite({ email, role: 'editor' }, inviterToken);
      expect(res.statusCode, res.body).toBe(201);
      secrets[email] = secretIn(await mailTo(email), INVITE_LINK);
    }
    expect(await pending('a@invitee.example')).toMatchObject({ invitedBy: inviter.email });
    const accept = (email: string) =>
      post('/api/acceptinvite', { token: secrets[email], password: 'my own password' });

    await changeUser(inviter.email, { disabled: true });
    const disabled = await accept('a@invitee.example');
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json()).toMatchObject(errorBody(mailMessages.invitations.badLink));
    await changeUser(inviter.email, { disabled: false, role: 'editor' });
    const demoted = await accept('b@invitee.example');
    expect(demoted.statusCode).toBe(400);
    expect(demoted.json()).toMatchObject(errorBody(mailMessages.invitations.badLink));

    await deleteUser(inviter.email);
    expect(await pending('c@invitee.example')).toBeUndefined();
    expect((await accept('c@invitee.example')).statusCode).toBe(400);
  });

  describe("an invitation ends with its inviter's account: reset, disable, demotion, delete", () => {
    const accept = (secret: string) =>
      post('/api/acceptinvite', { token: secret, password: 'my own password' });

    /** A second admin, signed in, who invited an address as editor; answers the link's secret. */
    async function adminWhoInvited(email: string, invitee: string) {
      const account = { email, password: 'inviting admin pw', role: 'admin' } as const;
      const session = await addUser(t.app, adminToken, account);
      const res = await invite({ email: invitee, role: 'editor' }, session);
      expect(res.statusCode, res.body).toBe(201);
      return { account, secret: secretIn(await mailTo(invitee), INVITE_LINK) };
    }

    /** The link is refused and no longer listed, and the activity log says who revoked it. */
    async function expectRevoked(invitee: string, secret: string, by: string) {
      const res = await accept(secret);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject(errorBody(mailMessages.invitations.badLink));
      expect(await pending(invitee)).toBeUndefined();
      expect(await activity('invitation-revoked')).toContainEqual(
        expect.objectContaining({ actor: by, type: 'user', title: `${invitee} (editor)` }),
      );
    }

    it('a disabled admin enabled again gets no invitation back', async () => {
      const invitee = 'after-disable@invitee.example';
      const { account, secret } = await adminWhoInvited('disabled.inviter@example.com', invitee);
      await changeUser(account.email, { disabled: true });
      await changeUser(account.email, { disabled: false });
      await expectRevoked(invitee, secret, ADMIN.email);
    });

    it('an admin made editor and admin again gets no invitation back', async () => {
      const invitee = 'after-demotion@invitee.example';
      const { account, secret } = await adminWhoInvited('demoted.inviter@example.com', invitee);
      await changeUser(account.email, { role: 'editor' });
      const promoted = await trpcMutate(
        t.app,
        'users.update',
        { id: await userId(account.email), role: 'admin' },
        authHeaders(adminToken),
      );
      expect(promoted.statusCode, promoted.body).toBe(200);
      await expectRevoked(invitee, secret, ADMIN.email);
    });

    it("a deleted admin's invitations go with it, told to the activity log", async () => {
      const invitee = 'after-delete@invitee.example';
      const { account, secret } = await adminWhoInvited('deleted.inviter@example.com', invitee);
      await deleteUser(account.email);
      await expectRevoked(invitee, secret, ADMIN.email);
    });

    it("a reset by link revokes the account's invitations (an intruder may have sent them), no one else's", async () => {
      const invitee = 'after-reset@invitee.example';
      const { account, secret } = await adminWhoInvited('reset.inviter@example.com', invitee);
      const bystander = await invite({ email: 'bystander@invitee.example', role: 'editor' });
      expect(bystander.statusCode, bystander.body).toBe(201);
      const kept = secretIn(await mailTo('bystander@invitee.example'), INVITE_LINK);
      const link = await resetSecret(account.email);
      const res = await post('/api/resetpassword', { token: link, password: 'second password' });
      expect(res.statusCode, res.body).toBe(200);
      await expectRevoked(invitee, secret, account.email);
      expect((await accept(kept)).statusCode).toBe(201);
    });

    it('a password change removes the passkeys and revokes the invitations its owner asks it to, counted; by default it keeps them', async () => {
      const invitee = 'after-change@invitee.example';
      const { account, session, signIn } = await accountWithPasskey(
        'change.inviter@example.com',
        'admin',
      );
      const invited = await invite({ email: invitee, role: 'editor' }, session);
      expect(invited.statusCode, invited.body).toBe(201);
      const secret = secretIn(await mailTo(invitee), INVITE_LINK);
      const bystander = await invite({ email: 'bystander2@invitee.example', role: 'editor' });
      expect(bystander.statusCode, bystander.body).toBe(201);
      const headers = authHeaders(session);
      const change = (input: Record<string, unknown>) =>
        trpcMutate(t.app, 'account.changePassword', input, headers);
      const answer = (res: Awaited<ReturnType<typeof change>>) =>
        res.json<{ result: { data: unknown } }>().result.data;
      const invitationCount = async () =>
        (await trpcQuery(t.app, 'account.invitationCount', undefined, headers)).json<{
          result: { data: number };
        }>().result.data;
      expect(await invitationCount()).toBe(1);

      // Not asked (today's callers), or asked not to: both stay.
      const plain = await change({ currentPassword: account.password, newPassword: 'pw number 2' });
      expect(answer(plain)).toEqual({ message: messages.account.passwordChanged });
      const no = await change({
        currentPassword: 'pw number 2',
        newPassword: 'pw number 3',
        removePasskeys: false,
        revokeInvitations: false,
      });
      expect(answer(no)).toEqual({ message: messages.account.passwordChanged });
      expect(await signIn()).toBe(200);
      expect(await pending(invitee)).toBeDefined();
      for (const field of ['removePasskeys', 'revokeInvitations']) {
        const res = await change({
          currentPassword: 'pw number 3',
          newPassword: 'pw number 4',
          [field]: 'yes',
        });
        expect(res.statusCode).toBe(400);
        expect(res.json<TrpcError>().error.data.issues?.[0]?.path).toBe(field);
      }

      // Asked: the passkey no longer signs in, the link no longer works; the answer counts them.
      const ended = await change({
        currentPassword: 'pw number 3',
        newPassword: 'pw number 4',
        removePasskeys: true,
        revokeInvitations: true,
      });
      expect(ended.statusCode, ended.body).toBe(200);
      expect(answer(ended)).toEqual({
        message: messages.account.passwordChangedAndEnded({ passkeys: 1, invitations: 1 }),
      });
      expect(answer(ended)).toEqual({
        message:
          'Password changed. Your other sessions were signed out, 1 passkey removed and 1 pending invitation revoked.',
      });
      expect(await signIn()).toBe(401);
      expect(await activity('passkey-removed')).toContainEqual(
        expect.objectContaining({ actor: account.email, title: 'Left by an intruder' }),
      );
      await expectRevoked(invitee, secret, account.email);
      expect(await invitationCount()).toBe(0);
      // Another admin's invitation is not this account's to end.
      expect(await pending('bystander2@invitee.example')).toBeDefined();
    });

    it("the operator's reset (admin:reset-password) revokes the account's invitations", async () => {
      const invitee = 'after-operator@invitee.example';
      const { account, secret } = await adminWhoInvited('operator.inviter@example.com', invitee);
      await t.app.services.users.setPassword({
        email: account.email,
        password: 'a new operator password',
      });
      await expectRevoked(invitee, secret, 'operator (command line)');
    });
  });
});

describe('rate limit of reset requests', () => {
  it('counts per client and per address (429 with Retry-After)', async () => {
    const limited = await createTestApp({
      env: mailEnv('smtp://127.0.0.1:25', {
        RATE_LIMIT_PASSWORD_RESET: '2/600',
        MAIL_POLL_MS: '3600000',
      }),
    });
    try {
      const ask = (email: string, remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/forgotpassword',
          payload: { email },
          remoteAddress,
        });
      expect((await ask('a@example.com', '10.0.0.1')).statusCode).toBe(202);
      expect((await ask('b@example.com', '10.0.0.1')).statusCode).toBe(202);
      const client = await ask('c@example.com', '10.0.0.1');
      expect(client.statusCode).toBe(429);
      expect(Number(client.headers['retry-after'])).toBeGreaterThan(0);
      expect(client.json()).toEqual(errorBody(messages.server.rateLimited));
      expect((await ask('d@example.com', '10.0.1.1')).statusCode).toBe(202);
      expect((await ask('d@example.com', '10.0.2.1')).statusCode).toBe(202);
      expect((await ask('d@example.com', '10.0.3.1')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('answers each e-mail call 503 with a clear message, and says mail is off', async () => {
    const bare = await createTestApp();
    try {
      const admin = await registerAdmin(bare.app);
      const status = await trpcQuery(bare.app, 'mail.status');
      expect(status.json()).toEqual({ result: { data: { enabled: false } } });
      const unavailable = errorBody(mailMessages.unavailable);
      const call = (url: string, payload: object, headers: Record<string, string> = {}) =>
        bare.app.inject({ method: 'POST', url, payload, headers });
      for (const res of [
        await call('/api/forgotpassword', { email: ADMIN.email }),
        await call('/api/resetpassword', { token: 'made-up', password: 'long enough' }),
        await call('/api/invite', { email: 'x@example.com', role: 'editor' }, authHeaders(admin)),
        await call('/api/acceptinvite', { token: 'made-up', password: 'long enough' }),
      ]) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toEqual(unavailable);
      }
      // Who may invite is checked first.
      expect(
        (await call('/api/invite', { email: 'x@example.com', role: 'editor' })).statusCode,
      ).toBe(401);
      const trpc = await trpcMutate(bare.app, 'passwordReset.request', { email: ADMIN.email });
      expect(trpc.statusCode).toBe(503);
      expect(trpc.json<TrpcError>().error.message).toBe(mailMessages.unavailable);
    } finally {
      await bare.close();
    }
  });
});
