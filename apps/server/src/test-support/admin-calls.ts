import type { AuditEntry, CreatedApiToken, UpdateUserInput } from '@studio/contracts';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../app';
import { authHeaders } from './app';
import { trpcData, trpcMutate, trpcQuery } from './trpc';

/** What the suites ask as an admin: the activity log, and accounts as the Users page sees them. */

/** A request with this bearer token; the request's own headers win. */
export const injectAs = (app: App, token: string, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...authHeaders(token), ...options.headers } });

/** A request with this bearer token that must answer 200: its JSON body. */
export async function okAs<T>(app: App, token: string, options: InjectOptions): Promise<T> {
  const res = await injectAs(app, token, options);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

/** A new record of `type`, made over REST with this bearer token: its id. */
export async function createdAs(app: App, token: string, type: string, input: object) {
  const res = await injectAs(app, token, { method: 'POST', url: `/api/${type}`, payload: input });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string }>()._id;
}

/** The activity log's entries of one action, newest first. */
export async function activityOf(app: App, adminToken: string, action: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/auditdisplay?action=${action}`,
    headers: authHeaders(adminToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditEntry[]>();
}

/** The id of an account, from the users list. */
export async function userIdOf(app: App, adminToken: string, email: string) {
  const res = await trpcQuery(app, 'users.list', undefined, authHeaders(adminToken));
  const id = res
    .json<{ result: { data: { _id: string; email: string }[] } }>()
    .result.data.find((user) => user.email === email)?._id;
  if (!id) throw new Error(`no user ${email}`);
  return id;
}

/** Changes an account as an admin does on the Users page. */
export async function changeUserAs(
  app: App,
  adminToken: string,
  email: string,
  change: Omit<UpdateUserInput, 'id'>,
) {
  const res = await trpcMutate(
    app,
    'users.update',
    { id: await userIdOf(app, adminToken, email), ...change },
    authHeaders(adminToken),
  );
  expect(res.statusCode, res.body).toBe(200);
}

/** Deletes an account as an admin does on the Users page. */
export async function deleteUserAs(app: App, adminToken: string, email: string) {
  const res = await trpcMutate(
    app,
    'users.delete',
    { id: await userIdOf(app, adminToken, email) },
    authHeaders(adminToken),
  );
  expect(res.statusCode, res.body).toBe(200);
}

/** A new API token with these scopes, made by the admin (named after its scopes). */
export async function tokenWith(app: App, adminToken: string, scopes: string[]): Promise<string> {
  const minted = await trpcMutate(
    app,
    'apiTokens.create',
    { name: scopes.join(' '), scopes },
    authHeaders(adminToken),
  );
  expect(minted.statusCode, minted.body).toBe(200);
  return trpcData<CreatedApiToken>(minted).token;
}
