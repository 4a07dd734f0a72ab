import { localeQuerySchema } from '@studio/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { validate } from '../services/errors';

/**
 * `?locale=xx`: the translation a call reads or writes (undefined: the default locale's, named
 * or not). 400 for a locale LOCALES does not list (with one locale, for any).
 */
export function localeOf(request: FastifyRequest): string | undefined {
  // Most reads carry no query string: nothing to check.
  if (!request.url.includes('?')) return undefined;
  const { locale } = validate(localeQuerySchema, request.query);
  return request.server.services.locales.resolve(locale);
}

/** Content-Language: the answer's locale, with more than one configured (else no header). */
export function sendContentLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  locale: string | undefined,
) {
  const { locales } = request.server.services;
  if (locales.multiple) reply.header('content-language', locale ?? locales.default);
}
