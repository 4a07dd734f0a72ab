import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Encoding, encode, encodingFor } from '../compression';
import { versionTag } from './versions';

/** An answer's JSON bytes and its entity tag (a hash of exactly those bytes). */
export interface Representation {
  body: Buffer;
  etag: string;
  /** The body in each encoding asked for so far: compressed once, then reused. */
  encoded: Map<Encoding, Promise<Buffer>>;
}

// Kept as bytes: a cached answer is then written as it is, never encoded again. A record's
// answer (`version` given) is tagged with its version first: what If-Match names. A
// translation's (`locale` given) names its locale: no two locales share a tag.
export const represent = (value: unknown, version?: number, locale?: string): Representation => {
  const body = Buffer.from(JSON.stringify(value));
  // Weak: the same JSON is sent as it is, in br or in gzip, and all three share this tag.
  const etag =
    version === undefined
      ? `W/"${locale === undefined ? '' : `${locale}-`}${createHash('sha1').update(body).digest('base64url')}"`
      : versionTag(version, body, locale);
  return { body, etag, encoded: new Map() };
};

/** The representation's body in `encoding`; concurrent askers share one compression. */
function encodedBody(representation: Representation, encoding: Encoding): Promise<Buffer> {
  let encoded = representation.encoded.get(encoding);
  if (!encoded) {
    encoded = encode(representation.body, encoding);
    representation.encoded.set(encoding, encoded);
    encoded.catch(() => representation.encoded.delete(encoding));
  }
  return encoded;
}

/** Pages of one source kept at most (offsets are the caller's choice: bound the memory). */
const KEYS_PER_SOURCE = 64;
const memo = new WeakMap<object, Map<string, Representation>>();

/**
 * The representation of `source` (a cached list or record: the same object until its data
 * changes) under `key` (which page of it) in `locale` (a translation; undefined: the default
 * locale), serialised and hashed once, then reused.
 */
export function representationOf(
  source: object,
  key: string,
  value: () => unknown,
  version?: number,
  locale?: string,
) {
  let byKey = memo.get(source);
  if (!byKey) {
    byKey = new Map();
    memo.set(source, byKey);
  }
  // A record no translation changes is the default locale's own object: the locale keys it.
  const memoKey = locale === undefined ? key : `${locale}:${key}`;
  let representation = byKey.get(memoKey);
  if (!representation) {
    if (byKey.size >= KEYS_PER_SOURCE) byKey.clear();
    representation = represent(value(), version, locale);
    byKey.set(memoKey, representation);
  }
  return representation;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether If-None-Match names this tag (or is "*"), compared weakly (by their value). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const value = opaque(etag);
  return ifNoneMatch
    .split(',')
    .map(opaque)
    .some((tag) => tag === value || tag === '*');
}

/** Adds to Vary what another part of the app (CORS) may have put there already. */
function vary(reply: FastifyReply, names: string) {
  const current = reply.getHeader('vary');
  reply.header('vary', current ? `${current}, ${names}` : names);
}

/**
 * Sends a JSON answer with its ETag, or 304 without a body when the client holds it already.
 * Public answers are the same for every caller (`no-cache`: revalidate, then reuse); answers
 * that need a session are `private` and vary by its credentials. A body of 1 KB and more goes
 * in br or gzip as the client accepts, compressed once per representation (not per request).
 */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  representation: Representation,
  audience: 'public' | 'private' = 'public',
): FastifyReply | Promise<FastifyReply> {
  const { body, etag } = representation;
  reply.header('etag', etag);
  if (audience === 'private') {
    reply.header('cache-control', 'private, no-cache');
    vary(reply, 'Authorization, Cookie');
  } else {
    reply.header('cache-control', 'no-cache');
  }
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = encodingFor(request, body.length);
  if (!encoding) return reply.send(body);
  return encodedBody(representation, encoding).then((encoded) => {
    vary(reply, 'Accept-Encoding');
    return reply.header('content-encoding', encoding).send(encoded);
  });
}
