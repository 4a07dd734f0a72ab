import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import { compile } from '@fastify/proxy-addr';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import type { Config } from '../config';

/** The request a piece of work serves: its id goes on every log line written for it. */
const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/** An id a proxy may hand on: short, and nothing a log reader could mistake for structure. */
const FORWARDED_ID = /^[\w.:@-]{1,128}$/;

/** Whether the peer that sent this request is a proxy TRUST_PROXY names. */
function trustsPeer(trustProxy: Config['trustProxy']): (address: string) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  const trust = typeof trustProxy === 'function' ? trustProxy : compile(trustProxy);
  return (address) => trust(address, 0);
}

/**
 * Fastify's request id: X-Request-Id as a trusted proxy sends it (so one id follows a request
 * through the proxy's logs and ours), else a new random one.
 */
export function requestIdGenerator(config: Config): (raw: IncomingMessage) => string {
  const trusted = trustsPeer(config.trustProxy);
  return (raw) => {
    const forwarded = raw.headers['x-request-id'];
    return typeof forwarded === 'string' &&
      FORWARDED_ID.test(forwarded) &&
      trusted(raw.socket.remoteAddress ?? '')
      ? forwarded
      : crypto.randomUUID();
  };
}

/**
 * pino's mixin: the request id on lines the services write (their logger is the app's, not
 * the request's), unless the line's own logger carries it already.
 */
export function requestIdMixin(
  _object: object,
  _level: number,
  logger: Logger,
): Record<string, unknown> {
  const store = requestContext.getStore();
  return store && !('reqId' in logger.bindings()) ? { reqId: store.reqId } : {};
}

/** Echoes the id in X-Request-Id and makes it the context of all the request's work. */
export const requestIdPlugin = fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    requestContext.run({ reqId: request.id }, done);
  });
});
