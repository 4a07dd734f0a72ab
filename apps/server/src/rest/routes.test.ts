import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app';

/** Every call of SPEC.md §7, written out by hand: an independent check on the derived table. */
const views = [
  'slider',
  'production',
  'afterproduction',
  'about',
  'podcast',
  'music',
  'documentary',
  'equipment',
  'contactinfo',
];
const specPaths: [HTTPMethods, string][] = [
  ['POST', '/contact'],
  ['POST', '/career'],
  ...[
    'music',
    'documentary',
    'equipment',
    'contactinfo',
    'slider',
    'production',
    'about',
    'afterproduction',
    'podcast',
  ].map((stem): [HTTPMethods, string] => ['GET', `/${stem}display`]),
  ['POST', '/login'],
  ['POST', '/register'],
  ['POST', '/logout'],
  ...['podcast', 'music', 'documentary', 'contactinfo'].map((stem): [HTTPMethods, string] => [
    'GET',
    `/${stem}number`,
  ]),
  ['GET', '/contactdisplay'],
  ['GET', '/careerdisplay'],
  ...views.map((stem): [HTTPMethods, string] => ['POST', `/${stem}`]),
  ...views.map((stem): [HTTPMethods, string] => ['GET', `/${stem}view/:id`]),
  ...views.map((stem): [HTTPMethods, string] => ['POST', `/${stem}update/:id`]),
  ...[...views, 'contact', 'career'].map((stem): [HTTPMethods, string] => [
    'DELETE',
    `/${stem}delete/:id`,
  ]),
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('registers every REST path of SPEC.md §7 under /api, plus the CV download', () => {
  expect(specPaths).toHaveLength(2 + 9 + 3 + 4 + 2 + 9 * 3 + 11);
  const missing = specPaths.filter(
    ([method, path]) => !t.app.hasRoute({ method, url: `/api${path}` }),
  );
  expect(missing).toEqual([]);
  expect(t.app.hasRoute({ method: 'GET', url: '/uploads/cvs/:name' })).toBe(true);
});

it('has no dashboard count for the types SPEC.md §7 does not count', () => {
  for (const stem of ['slider', 'production', 'afterproduction', 'about', 'equipment']) {
    expect(t.app.hasRoute({ method: 'GET', url: `/api/${stem}number` }), stem).toBe(false);
  }
});
