import { messages } from '@studio/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type {} from '../fastify-types';
import { clientAddress, clientNetwork } from '../network';
import { type ApiTokenService, isApiToken } from '../services/accounts/api-tokens';
import type { AuthService, SessionGrant } from '../services/accounts/auth';
import type { Actor, Caller, SignedIn } from '../services/actor';
import { ServiceError } from '../services/errors';

export const SESSION_COOKIE = 'studio_session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A cookie-authenticated write must come from this site: Origin equal to ours (scheme and
 * host, as forwarded by a trusted proxy), or without Origin, Sec-Fetch-Site same-origin/none.
 * Clients that send neither are not browsers.
 */
function isSameSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin) {
    try {
      const url = new URL(origin);
      return url.host === request.host && url.protocol === `${request.protocol}:`;
    } catch {
      return false;
    }
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** The credential of an `Authorization: Bearer …` header, if that is what the header holds. */
export const bearerToken = (header: string | undefined) => {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
};

/**
 * The caller of one request, as both transports hand it to the services. Everything is read
 * only when asked: an anonymous public read never parses a token or looks up a session.
 */
class RequestActor implements Actor {
  #user: Promise<SignedIn | null> | undefined;
  #caller: Promise<Caller | null> | undefined;

  constructor(
    private readonly request: FastifyRequest,
    private readonly auth: AuthService,
    private readonly apiTokens: ApiTokenService,
  ) {}

  get ip() {
    return clientAddress(this.request);
  }

  get network() {
    return clientNetwork(this.ip);
  }

  get userAgent() {
    return this.request.headers['user-agent']?.slice(0, 300) ?? null;
  }

  get host() {
    return this.request.host;
  }

  get #bearer() {
    return bearerToken(this.request.headers.authorization);
  }

  get token() {
    return this.#bearer ?? this.request.cookies[SESSION_COOKIE];
  }

  get log() {
    return this.request.log;
  }

  /** An API token in the Authorization header, if that is what was presented. */
  get #apiToken() {
    const bearer = this.#bearer;
    return bearer && isApiToken(bearer) ? bearer : undefined;
  }

  caller() {
    const apiToken = this.#apiToken;
    this.#caller ??= apiToken ? this.apiTokens.callerFor(apiToken) : this.user();
    return this.#caller;
  }

  user() {
    this.#user ??= (async () => {
      const { request } = this;
      const bearer = this.#bearer;
      const token = this.token;
      if (!token || this.#apiToken) return null;
      if (!bearer && !SAFE_METHODS.has(request.method) && !isSameSite(request)) {
        throw new ServiceError('forbidden', messages.server.crossSite);
      }
      return this.auth.userForToken(token, { ip: this.ip, userAgent: this.userAgent });
    })();
    return this.#user;
  }
}

const actorFor = (request: FastifyRequest, services: FastifyRequest['server']['services']): Actor =>
  new RequestActor(request, services.auth, services.apiTokens);

export function setSessionCookie(reply: FastifyReply, config: Config, grant: SessionGrant) {
  reply.setCookie(SESSION_COOKIE, grant.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    path: '/',
    expires: grant.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    path: '/',
  });
}

/** Gives every request its `actor`; the session behind it is looked up only when needed. */
export const sessionPlugin = fp(async (app) => {
  // Declared up front (null), so every request object keeps one shape.
  app.decorateRequest('cachedActor', null);
  app.decorateRequest('actor', {
    getter(this: FastifyRequest) {
      this.cachedActor ??= actorFor(this, app.services);
      return this.cachedActor;
    },
  });
});
