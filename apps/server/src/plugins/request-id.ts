import type { IncomingMessage } from 'node:http';
import { compile } from '@fastify/proxy-addr';
import fp from 'fastify-plugin';
import type { Config } from '../config';

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

/** Echoes the id in X-Request-Id. */
export const requestIdPlugin = fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
});
