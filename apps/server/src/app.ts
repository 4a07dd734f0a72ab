import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { createDatabase, migrateToLatest } from '@studio/db';
import Fastify from 'fastify';
import type { Config } from './config';
import type {} from './fastify-types';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { trpcPlugin } from './plugins/trpc';
import { webAppPlugin } from './plugins/web-app';
import { restRoutes } from './rest';
import { seedDemoContent } from './seed';
import { createServices } from './services';

/** The whole site as a Fastify instance, not yet listening (tests inject into it). */
export async function buildApp(config: Config) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    // tRPC batches several procedure names into one path segment.
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1024 * 1024,
  });

  const database = createDatabase({ file: config.databaseFile });
  app.addHook('onClose', () => database.close());
  await migrateToLatest(database.db);
  if (config.seedDemo && (await seedDemoContent(database.db))) {
    app.log.info('seeded the built-in demo content');
  }

  app.decorate('config', config);
  app.decorate('services', createServices({ db: database.db, config, log: app.log }));

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { secure: config.cookieSecure });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: config.cvMaxBytes, files: 1, fields: 20, fieldSize: 64 * 1024 },
    throwFileSizeLimit: false,
  });
  await app.register(sessionPlugin);
  await app.register(trpcPlugin);
  await app.register(restRoutes);
  await app.register(webAppPlugin, { root: config.webDist });

  const purge = setInterval(() => void app.services.auth.purgeExpiredSessions(), 3_600_000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
