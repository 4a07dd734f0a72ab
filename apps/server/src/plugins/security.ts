import { createHash } from 'node:crypto';
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
 * The CSP hashes of the inline <style> blocks of the built index.html (its critical CSS), so
 * the policy allows exactly those and no other inline style.
 */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css = '']) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
  );
}

/**
 * Helmet's headers for this site, computed once: they never vary by request, so every answer
 * (error answers written before routing included) gets the same precomputed set.
 */
export function securityHeaders(options: {
  secure: boolean;
  /** The built index.html, whose inline styles the CSP allows by hash. */
  indexHtml?: string;
}): SecurityHeaders {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // No inline style but the index.html's own (by hash); run-time style changes go through
        // the CSSOM, which the CSP does not restrict.
        styleSrc: ["'self'", ...inlineStyleHashes(options.indexHtml ?? '')],
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
