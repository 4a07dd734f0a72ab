import { siteSettings } from '@studio/content';
import { messages, singletonNames, singletonTypes } from '@studio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createAppWithEditor, errorBody, type TestApp } from '../test-support/app';
import { trpcMutate, trpcQuery } from '../test-support/trpc';

let t: TestApp;
let adminToken: string;
let editorToken: string;

beforeAll(async () => {
  ({ t, adminToken, editorToken } = await createAppWithEditor());
});

afterAll(async () => {
  await t?.close();
});

it('serves every singleton kind of the registry', () => {
  const routes = t.app.printRoutes({ commonPrefix: false });
  for (const name of singletonNames) {
    const { stem } = singletonTypes[name];
    expect(routes).toContain(`/api/${stem}view`);
    expect(routes).toContain(`/api/${stem}update`);
  }
});

describe('site settings', () => {
  const changed = { ...siteSettings, tagline: 'New tagline', phones: ['+1 555 0100'] };

  it('answers the built-in values until first saved, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/siteview' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...siteSettings, updatedAt: null, version: 0 });
  });

  it('is saved by an editor or admin and then served to everyone, over both transports', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/siteupdate',
      payload: changed,
      headers: authHeaders(editorToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...changed, updatedAt: expect.any(String), version: 1 });
    const viaTrpc = await trpcQuery(t.app, 'singleton.site.get');
    expect(viaTrpc.json().result.data).toEqual(res.json());

    const again = await trpcMutate(
      t.app,
      'singleton.site.update',
      { ...changed, tagline: 'Third' },
      authHeaders(adminToken),
    );
    expect(again.json().result.data.tagline).toBe('Third');
    const stored = await t.app.inject({ method: 'GET', url: '/api/siteview' });
    expect(stored.json()).toMatchObject({ tagline: 'Third', phones: ['+1 555 0100'] });
  });

  it('refuses anonymous callers (401) and invalid input (400 with issues), keeping the record', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/siteview' })).json();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/siteupdate',
      payload: changed,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(errorBody(messages.server.unauthorized));
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/siteupdate',
      payload: { ...changed, email: 'nope', phones: [], bannerUrl: 'javascript:alert(1)' },
      headers: authHeaders(adminToken),
    });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['bannerUrl', 'email', 'phones']);
    expect((await t.app.inject({ method: 'GET', url: '/api/siteview' })).json()).toEqual(before);
  });
});
