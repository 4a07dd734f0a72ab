import { createHash } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { messages } from '@studio/contracts';
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
function inlineStyleHashes(html: string): string[] {
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
  /**
   * The site's own pages may frame the answer (an editor's preview page, which the admin's live
   * preview frames); otherwise no page may.
   */
  framedBySelf?: boolean;
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
        // 'self': the admin's live preview frames the site's own public pages.
        frameSrc: ["'self'", ...VIDEO_EMBED_HOSTS],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [options.framedBySelf ? "'self'" : "'none'"],
        ...(options.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.secure,
  })(response.req, response, () => {});
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/** Longer request targets are refused with 414 (headers as a whole are capped by Node at 16 KiB). */
export const MAX_URL_LENGTH = 8192;

/** An encoded NUL character: no address of the site holds one, and PostgreSQL stores none. */
const ENCODED_NUL = /%00/;

/**
 * Sends the security headers on every answer, and refuses an over-long URL, or one with a NUL
 * character, before any work. One callback-style hook: it runs on every request, so it costs
 * no promise.
 */
export const securityPlugin = fp<{ headers: SecurityHeaders }>(async (app, { headers }) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.url.length > MAX_URL_LENGTH) {
      reply.status(414).send({ message: messages.server.uriTooLong });
      return;
    }
    if (ENCODED_NUL.test(request.url)) {
      reply.status(400).send({ message: messages.server.badUrl });
      return;
    }
    done();
  });
});
