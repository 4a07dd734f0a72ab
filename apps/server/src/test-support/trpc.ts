import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../app';

/** The error answer tRPC sends, as the SPA's client reads it. */
export interface TrpcError {
  error: {
    message: string;
    code: number;
    data: {
      code: string;
      httpStatus: number;
      issues?: { path: string; message: string }[];
      twoFactorRequired?: true;
      /** A stale write's version now. */
      version?: number;
      /** A stale write's record as it is now (to a caller who may read it). */
      current?: Record<string, unknown>;
      /** Who made the write a stale one missed, and when. */
      changedBy?: { actor: string; at: string };
    };
  };
}

/** A tRPC query over HTTP (GET, input in the query string). */
export const trpcQuery = (
  app: App,
  path: string,
  input?: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'GET',
    url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
    headers,
  });

/** A tRPC mutation over HTTP (POST, JSON input), from 127.0.0.1 unless told. */
export const trpcMutate = (
  app: App,
  path: string,
  input: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) =>
  app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    payload: JSON.stringify(input ?? null),
    headers: { 'content-type': 'application/json', ...headers },
    remoteAddress,
  } satisfies InjectOptions);

/** Several mutations in one batch request, as httpBatchLink sends them. */
export const trpcMutateBatch = (
  app: App,
  calls: { path: string; input: unknown }[],
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: `/trpc/${calls.map((call) => call.path).join(',')}?batch=1`,
    payload: JSON.stringify(Object.fromEntries(calls.map((call, i) => [i, call.input]))),
    headers: { 'content-type': 'application/json', ...headers },
  });

/** Several queries in one batch request. */
export const trpcQueryBatch = (app: App, paths: string[], headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: `/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(
      JSON.stringify(Object.fromEntries(paths.map((_, i) => [i, undefined]))),
    )}`,
    headers,
  });

/** A tRPC answer's data, after checking it is a 200. */
export function trpcData<T>(res: { statusCode: number; body: string; json<U>(): U }): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: { data: T } }>().result.data;
}
