import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** The hosts whose players the video component embeds. */
const VIDEO_EMBED_HOSTS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

export const securityPlugin = fp<{ secure: boolean }>(async (app, { secure }) => {
  await app.register(helmet, {
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
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: secure,
  });
});
