import { type PageQuery, pageQuerySchema, statusQuerySchema } from '@studio/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { validate } from '../services/errors';

interface Page {
  query: PageQuery;
  /** Which page, as a cache key: "all" without paging. */
  key: string;
  slice<T>(items: readonly T[]): readonly T[];
}

/** The request's `limit`/`offset` (400 with issues when malformed); no paging without them. */
const WHOLE: Page = { query: {}, key: 'all', slice: (items) => items };

export function pageOf(request: FastifyRequest): Page {
  // Most reads ask for the whole list: no query string, nothing to check.
  if (!request.url.includes('?')) return WHOLE;
  const query = validate(pageQuerySchema, request.query);
  const { limit, offset = 0 } = query;
  return {
    query,
    key: limit === undefined && offset === 0 ? 'all' : `${limit ?? ''}:${offset}`,
    slice: (items) => items.slice(offset, limit === undefined ? undefined : offset + limit),
  };
}

/**
 * X-Total-Count on every list, and a Link to the next page when the page stops before the end
 * (the answer itself stays a bare JSON array).
 */
export function sendPageHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Page,
  total: number,
  locale?: string,
) {
  reply.header('x-total-count', String(total));
  const { limit, offset = 0 } = page.query;
  if (limit !== undefined && offset + limit < total) {
    const path = request.url.split('?')[0] ?? '';
    const inLocale = locale === undefined ? '' : `&locale=${locale}`;
    reply.header(
      'link',
      `<${path}?limit=${limit}&offset=${offset + limit}${inLocale}>; rel="next"`,
    );
  }
}

/** `?status=all`: drafts and scheduled records too (400 with the issue for another value). */
export function previewOf(request: FastifyRequest): boolean {
  if (!request.url.includes('?')) return false;
  return validate(statusQuerySchema, request.query).status === 'all';
}
