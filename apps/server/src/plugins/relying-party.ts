import { messages } from '@studio/contracts';
import type { FastifyRequest } from 'fastify';
import type { RelyingParty } from '../services/accounts/passkeys';
import { ServiceError } from '../services/errors';
import { siteOrigin } from './crawlers';

/**
 * The site passkeys belong to: PUBLIC_URL, or without it the request's own scheme and host (as a
 * trusted proxy forwards them). Its host name is WebAuthn's relying-party id.
 */
export function relyingParty(request: FastifyRequest): RelyingParty {
  try {
    // As the browser writes it: no path, no default port, the host in lower case.
    const url = new URL(siteOrigin(request));
    return { id: url.hostname, origin: url.origin };
  } catch {
    // A Host header no URL can hold.
    throw new ServiceError('invalid', messages.server.badRequest);
  }
}
