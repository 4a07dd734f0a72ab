import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** The hosts whose players the video component embeds. */
const VIDEO_EMBED_HOSTS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * Helmet's headers for this site, computed once: they never vary by request, so every answer
 * (error answers written before routing included) gets the same precomputed set.
 */
export function securityHeaders(options: { secure: boolean }): SecurityHeaders {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // motion and the router set style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Admins may link media hosted elsewhere, over https.
        imgSrc: ["'self'", 'data:', 'https:'],
        mediaSrc: ["'self'", 'data:', 'https:'],
        frameSrc: VIDEO_EMBED_HOSTS,
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.secure,
  })(response.req, response, () => {});
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/** Sends the security headers on every answer. */
export const securityPlugin = fp<{ headers: SecurityHeaders }>(async (app, { headers }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
});
