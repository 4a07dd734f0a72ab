import { spamGuard } from '@studio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, registerAdmin, type TestApp } from '../test-support/app';
import { postApplication } from '../test-support/multipart';
import { careerFields, contactInput } from '../test-support/samples';
import { storedCvNames } from '../test-support/storage';
import { trpcMutate, trpcQuery } from '../test-support/trpc';

const MIN_MS = 3000;

let t: TestApp;
let token: string;
/** The app's clock: it stands still until a test moves it on. */
let clock = Date.now();

beforeAll(async () => {
  t = await createTestApp({
    env: { FORM_MIN_SECONDS: String(MIN_MS / 1000), LOG_LEVEL: 'info' },
    now: () => clock,
  });
  token = await registerAdmin(t.app);
});

afterAll(async () => {
  await t?.close();
});

const formToken = async () =>
  (await trpcQuery(t.app, 'forms.token')).json().result.data.token as string;
const postContact = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload });
const postCareer = (fields: Record<string, string>) => postApplication(t.app, { fields });
const stored = async (inbox: 'contact' | 'career', folder?: 'spam') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/${inbox}display${folder ? `?folder=${folder}` : ''}`,
      headers: authHeaders(token),
    })
  ).json<{ email: string }[]>();
const heldBack = (reason: string) =>
  t.logs().filter((line) => line.msg === 'spam submission kept as spam' && line.reason === reason);
const cvFilesStored = () => storedCvNames(t.config);

describe('the spam guard of the public forms', () => {
  it('signs a render token the forms send back', async () => {
    expect(await formToken()).toMatch(/^\d{13}\.[\w-]{43}$/);
  });

  it('holds back a submission with the honeypot filled, answering it like a success', async () => {
    const before = (await stored('contact')).length;
    const res = await postContact({
      ...contactInput,
      [spamGuard.honeypot]: 'https://spam.example',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      ...contactInput,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const trpc = await trpcMutate(t.app, 'contact.create', {
      ...contactInput,
      [spamGuard.honeypot]: 'x',
    });
    expect(trpc.statusCode).toBe(200);
    const files = (await cvFilesStored()).length;
    const application = await postCareer({ ...careerFields, [spamGuard.honeypot]: 'x' });
    expect(application.statusCode).toBe(201);
    expect(await stored('contact')).toHaveLength(before);
    expect(await stored('career')).toEqual([]);
    // Kept in the spam folder, the CV with it (decision 041).
    expect(await stored('career', 'spam')).toEqual([expect.objectContaining({ spam: 'honeypot' })]);
    expect(await cvFilesStored()).toHaveLength(files + 1);
    expect(heldBack('honeypot')).toHaveLength(3);
  });

  it('holds back a submission sent sooner after rendering than FORM_MIN_SECONDS', async () => {
    const rendered = await formToken();
    clock += MIN_MS - 1;
    const res = await postContact({ ...contactInput, [spamGuard.renderToken]: rendered });
    expect(res.statusCode).toBe(201);
    expect(await stored('contact')).toEqual([]);
    expect(heldBack('too-fast')).toHaveLength(1);
  });

  it('holds back a submission with a forged or garbled token', async () => {
    const real = await formToken();
    const [issuedAt] = real.split('.');
    for (const forged of [`${Number(issuedAt) - 60_000}.${real.split('.')[1]}`, 'garbage', '.']) {
      expect(
        (await postContact({ ...contactInput, [spamGuard.renderToken]: forged })).statusCode,
      ).toBe(201);
    }
    expect(await stored('contact')).toEqual([]);
    expect(heldBack('forged')).toHaveLength(3);
  });

  it('keeps a submission sent after the minimum time, on both inboxes and transports', async () => {
    const tokens = await Promise.all([formToken(), formToken(), formToken()]);
    // FORM_MIN_SECONDS to the millisecond is enough.
    clock += MIN_MS;
    const [rest, trpc, application] = [
      await postContact({
        ...contactInput,
        [spamGuard.renderToken]: tokens[0],
        [spamGuard.honeypot]: '',
      }),
      await trpcMutate(t.app, 'contact.create', {
        ...contactInput,
        [spamGuard.renderToken]: tokens[1],
      }),
      await postCareer({ ...careerFields, [spamGuard.renderToken]: tokens[2] ?? '' }),
    ];
    expect([rest.statusCode, trpc.statusCode, application.statusCode]).toEqual([201, 200, 201]);
    expect(await stored('contact')).toHaveLength(2);
    expect(await stored('career')).toHaveLength(1);
    // The guard's own fields are never stored.
    expect(JSON.stringify(await stored('contact'))).not.toContain(spamGuard.renderToken);
  });

  it('leaves callers that send neither field alone (REST integrators)', async () => {
    const before = (await stored('contact')).length;
    expect((await postContact(contactInput)).statusCode).toBe(201);
    expect(await stored('contact')).toHaveLength(before + 1);
  });

  it('still answers invalid fields with 400, honeypot or not', async () => {
    const res = await postContact({ ...contactInput, email: 'nope', [spamGuard.honeypot]: 'x' });
    expect(res.statusCode).toBe(400);
  });
});
