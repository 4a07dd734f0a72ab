import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * The entity tag of a record's answer: its version, then a hash of the answer's bytes (a
 * record's answer also changes without a write of its own: the alt text of the media it
 * shows). Weak, as every tag here: one tag for every encoding (decision 014). If-Match is
 * compared by the version alone (docs/decisions/038-record-versions.md). A translation's
 * answer carries its locale after the version (`W/"3-es-…"`): each locale's tag is its own.
 */
export const versionTag = (version: number, body: Buffer | string, locale?: string) =>
  `W/"${version}-${locale === undefined ? '' : `${locale}-`}${createHash('sha1').update(body).digest('base64url')}"`;

/** Never a record's version: an If-Match this server never gave matches nothing. */
const NO_VERSION = -1;

/**
 * The version an If-Match header names (its first tag, as the view gave it, `W/` or not), or
 * undefined without a condition (no header, or `*`: the record as it is, whatever its version).
 * A header naming no tag (empty, or only commas) is a condition nothing meets, never none.
 */
export function expectedVersion(ifMatch: string | undefined): number | undefined {
  if (ifMatch === undefined) return undefined;
  const first = ifMatch.split(',')[0]?.trim();
  if (first === '*') return undefined;
  const match = /^(?:W\/)?"(\d{1,15})(?:-[A-Za-z0-9_-]*)?"$/.exec(first ?? '');
  return match?.[1] ? Number(match[1]) : NO_VERSION;
}

/** Sends a written record with its new version's tag (the next If-Match). */
export function sendVersioned(reply: FastifyReply, version: number, body: object, locale?: string) {
  const json = JSON.stringify(body);
  return reply
    .header('etag', versionTag(version, json, locale))
    .type('application/json; charset=utf-8')
    .send(json);
}
