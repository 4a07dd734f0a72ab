import { contentTypes } from '@studio/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authHeaders, createTestApp, registerAdmin, type TestApp } from '../test-support/app';
import { answerChecker } from '../test-support/openapi';

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
const music = { src: 'https://example.com/poster.jpg', alt: 'A score', video: '' };

it('answers creates, lists and views as the document describes them', async () => {
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/${stem}`,
    payload: music,
    headers: authHeaders(token),
  });
  expect(created.statusCode).toBe(201);
  expect(checker.check('POST', `/api/${stem}`, created)).toEqual([]);

  const list = await t.app.inject({ method: 'GET', url: `/api/${stem}display?limit=1` });
  expect(list.statusCode).toBe(200);
  expect(list.json()).toHaveLength(1);
  expect(checker.check('GET', `/api/${stem}display`, list)).toEqual([]);

  const { _id } = created.json<{ _id: string }>();
  const view = await t.app.inject({ method: 'GET', url: `/api/${stem}view/${_id}` });
  expect(checker.check('GET', `/api/${stem}view/:id`, view)).toEqual([]);
  expect(view.statusCode).toBe(200);
});

it('answers refusals as the document describes them', async () => {
  const invalid = await t.app.inject({
    method: 'POST',
    url: `/api/${stem}`,
    payload: { ...music, alt: '' },
    headers: authHeaders(token),
  });
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json<{ issues: unknown[] }>().issues.length).toBeGreaterThan(0);
  expect(checker.check('POST', `/api/${stem}`, invalid)).toEqual([]);

  const anonymous = await t.app.inject({ method: 'POST', url: `/api/${stem}`, payload: music });
  expect(anonymous.statusCode).toBe(401);
  expect(checker.check('POST', `/api/${stem}`, anonymous)).toEqual([]);

  const missing = await t.app.inject({ method: 'GET', url: `/api/${stem}view/no-such-id` });
  expect(missing.statusCode).toBe(404);
  expect(checker.check('GET', `/api/${stem}view/:id`, missing)).toEqual([]);
});

it('catches an answer the document does not describe', async () => {
  const count = await t.app.inject({
    method: 'GET',
    url: `/api/${stem}number`,
    headers: authHeaders(token),
  });
  expect(checker.check('GET', `/api/${stem}number`, count)).toEqual([]);
  // The count's schema is a number: a record in its place is refused.
  const record = { statusCode: 200, json: () => ({ _id: 'x' }) };
  expect(checker.check('GET', `/api/${stem}number`, record)).not.toEqual([]);
  expect(checker.check('GET', `/api/${stem}number`, { ...record, statusCode: 418 })).toEqual([
    `GET /api/${stem}number 418: not in the document`,
  ]);
});
