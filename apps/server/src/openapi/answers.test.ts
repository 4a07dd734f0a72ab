import { contentTypes } from '@studio/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authHeaders, createTestApp, registerAdmin, type TestApp } from '../test-support/app';
import { answerChecker } from '../test-support/openapi';

// Every test app checks each of its /api answers against the document (test-support's
// watchAnswers): these tests show that the check can fail.

let t: TestApp;
let token: string;
let checker: ReturnType<typeof answerChecker>;
beforeAll(async () => {
  t = await createTestApp();
  token = await registerAdmin(t.app);
  checker = answerChecker((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
});
afterAll(async () => {
  await t?.close();
});

const { stem } = contentTypes.music;

it('refuses a body its schema does not allow, and a status the document does not list', async () => {
  const count = await t.app.inject({
    method: 'GET',
    url: `/api/${stem}number`,
    headers: authHeaders(token),
  });
  const answer = { statusCode: count.statusCode, body: count.json() };
  expect(checker.check('GET', `/api/${stem}number`, answer)).toEqual([]);
  // The count's schema is a number: a record in its place is refused.
  const record = { statusCode: 200, body: { _id: 'x' } };
  expect(checker.check('GET', `/api/${stem}number`, record)).not.toEqual([]);
  expect(checker.check('GET', `/api/${stem}number`, { ...record, statusCode: 418 })).toEqual([
    `GET /api/${stem}number 418: not in the document`,
  ]);
});

it('fails the test app that answered what the document does not describe', async () => {
  const drifting = await createTestApp();
  // A route the document does not have, answering a body of its own.
  drifting.app.get('/api/undocumented', async () => ({ surprise: true }));
  expect((await drifting.app.inject({ url: '/api/undocumented' })).statusCode).toBe(200);
  expect((await drifting.app.inject({ url: `/api/${stem}display` })).statusCode).toBe(200);
  await expect(drifting.close()).rejects.toThrow(
    /^answers the OpenAPI document does not describe:\nGET \/api\/undocumented 200: not in the document$/,
  );
});
