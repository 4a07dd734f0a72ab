import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { countActiveAdmins, holdServerLock } from '@studio/db';
import Fastify, { type RouteOptions } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { compression } from './compression';
import type { Config } from './config';
import { dailyJob } from './daily-job';
import { lockDataFolder } from './data-lock';
import { databaseLabel, openDatabase } from './database';
import type {} from './fastify-types';
import { mcpRoutes } from './mcp/route';
import { isLoopback } from './network';
import { crawlerRoutes } from './plugins/crawlers';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors';
import { healthRoutes } from './plugins/health';
import { metricsPlugin } from './plugins/metrics';
import { requestIdGenerator, requestIdPlugin } from './plugins/request-id';
import { securityHeaders, securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { trpcPlugin } from './plugins/trpc';
import { webAppPlugin } from './plugins/web-app';
import { restRoutes } from './rest';
import { corsPlugin } from './rest/cors';
import { createServices } from './services';
import type { PasswordHashing } from './services/accounts/password';
import { createScheduleClock } from './services/content/schedule';
import { createMailWorker } from './services/mail/worker';
import { createWebhookWorker } from './services/webhooks/worker';
import { openCheckedStorage } from './storage';

const SESSION_PURGE_INTERVAL_MS = 3_600_000;

export interface BuildOptions {
  /** Where log lines go (standard output by default); tests read them. */
  logStream?: DestinationStream;
  /** Told of every route as it is registered (tests compare them with the OpenAPI document). */
  onRoute?: (route: RouteOptions) => void;
  /** The time, in ms since the epoch (tests move it to see a schedule come due). */
  now?: () => number;
  /**
   * How new password hashes are made. Tests pass a cheap scrypt cost (thousands of sign-ins
   * per run) or hold a check in progress; an option of the code, never a setting, so no
   * deployment can lower the cost.
   */
  passwordHashing?: PasswordHashing;
}

/** The whole site as a Fastify instance, not yet listening (tests inject into it). */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const log = pino(
    {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    options.logStream,
  );
  const indexHtml = await readFile(join(config.webDist, 'index.html'), 'utf8').catch(() => '');
  const headers = securityHeaders({ secure: config.cookieSecure, indexHtml });
  const app = Fastify({
    loggerInstance: log,
    trustProxy: config.trustProxy,
    genReqId: requestIdGenerator(config),
    // tRPC batches several procedure names into one path segment.
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1024 * 1024,
    // Idle timeouts, never total ones: a slow but steady upload is never cut.
    connectionTimeout: config.timeouts.bodyIdleMs,
    requestTimeout: 0,
    http: {
      headersTimeout: config.timeouts.headersMs,
      connectionsCheckingInterval: Math.min(1000, config.timeouts.headersMs),
    },
    frameworkErrors: frameworkErrors(headers),
    clientErrorHandler: clientErrorHandler(headers),
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // The API reads JSON (and multipart where a route says so); a text body is refused with 415.
  app.removeContentTypeParser('text/plain');

  const storage = await openCheckedStorage(config.storage);
  log.info({ database: databaseLabel(config) }, 'opening the database');
  const database = await openDatabase(config, log);
  // The hold on the data (taken below): on SQLite the pid file goes after the database is
  // closed, so no second server finds it open; on PostgreSQL the lock's pool connection goes
  // back first, as the pool's end would wait for it.
  let release: (() => unknown) | undefined;
  app.addHook('onClose', async () => {
    storage.close();
    if (database.dialect === 'postgres') await release?.();
    await database.close();
    if (database.dialect === 'sqlite') await release?.();
  });

  if (
    !config.setupToken &&
    !isLoopback(config.host) &&
    (await countActiveAdmins(database.db)) === 0
  ) {
    log.warn(
      `no administrator exists and the server listens on ${config.host}: the first visitor to ` +
        '/register becomes the administrator. Set SETUP_TOKEN or run `pnpm admin:create` first.',
    );
  }

  log.info({ storage: storage.where }, 'uploads storage');
  app.decorate('config', config);
  // Counts are for a scraper: with no METRICS_TOKEN nothing is counted and prom-client (with
  // the hook it needs on every answer) is not even loaded.
  const prometheus = config.metricsToken
    ? {
        token: config.metricsToken,
        metrics: (await import('./prometheus')).createMetrics(database),
      }
    : undefined;
  app.decorate(
    'services',
    createServices({
      database,
      storage,
      config,
      log,
      metrics: prometheus?.metrics.service,
      now: options.now,
      passwordHashing: options.passwordHashing,
    }),
  );

  await app.register(securityPlugin, { headers });
  await app.register(requestIdPlugin);
  if (prometheus) await app.register(metricsPlugin, prometheus);
  await app.register(errorsPlugin, { headers });
  // Answers of 1 KB and more (the SPA's HTML, tRPC), in br or gzip as the client accepts; static
  // files come precompressed from the build, and cached JSON answers compress themselves once
  // (rest/json-answer.ts).
  await app.register(compress, {
    threshold: compression.threshold,
    encodings: [...compression.encodings],
  });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: config.cvMaxBytes, files: 1, fields: 20, parts: 21, fieldSize: 64 * 1024 },
    throwFileSizeLimit: false,
  });
  await app.register(corsPlugin, {
    origins: config.corsOrigins,
    tokenCalls: config.corsTokenCalls,
  });
  await app.register(sessionPlugin);
  await app.register(trpcPlugin);
  await app.register(restRoutes);
  await app.register(mcpRoutes);
  await app.register(crawlerRoutes);
  await app.register(healthRoutes);
  await app.register(webAppPlugin, {
    root: config.webDist,
    currency: config.currency,
    previewHeaders: securityHeaders({
      secure: config.cookieSecure,
      indexHtml,
      framedBySelf: true,
    }),
  });

  // A failed purge is logged and tried again next time, never an unhandled rejection.
  const purge = setInterval(() => void purgeSessions(app), SESSION_PURGE_INTERVAL_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  // Each at start, then daily: messages and applications older than INBOX_RETENTION_DAYS
  // (with their CVs), their spam folders' older than SPAM_RETENTION_DAYS (likewise), activity
  // older than AUDIT_RETENTION_DAYS, records in the trash for more than TRASH_DAYS (with
  // their versions), and webhook deliveries older than WEBHOOK_DELIVERY_RETENTION_DAYS.
  const purges = [
    dailyJob(log, 'purge the inboxes', () => app.services.inbox.purge()),
    dailyJob(log, 'purge the spam folders', () => app.services.inbox.purgeSpam()),
    dailyJob(log, 'purge the activity log', () => app.services.audit.purge()),
    dailyJob(log, 'purge the trash', () => app.services.trash.purge()),
    dailyJob(log, 'purge the webhook deliveries', () => app.services.webhooks.purge()),
  ];
  for (const job of purges) {
    app.addHook('onReady', job.start);
    app.addHook('onClose', job.stop);
  }

  // Queued webhook deliveries are sent from every server process; before the database
  // closes, the worker stops and lets an attempt under way be recorded.
  const webhooks = createWebhookWorker({ db: database.db, log, ...config.webhooks });
  app.addHook('onReady', async () => webhooks.start());
  app.addHook('preClose', async () => webhooks.stop());
  // Scheduled publications and expiries are told when they come, whether or not anyone reads.
  const schedule = createScheduleClock({
    announceDue: () => app.services.content.announceDue(),
    pollMs: config.webhooks.pollMs,
    log,
  });
  app.addHook('onReady', async () => schedule.start());
  app.addHook('preClose', async () => schedule.stop());
  // Queued mails likewise, when the server sends mail (SMTP_URL).
  if (config.mail) {
    const mail = createMailWorker({
      db: database.db,
      log,
      settings: config.mail,
      compose: app.services.mail.compose,
    });
    app.addHook('onReady', async () => mail.start());
    app.addHook('preClose', async () => mail.stop());
  }

  // The data is held for this process while it runs, so a restore under it is refused: on
  // SQLite a pid file in the data folder (a second server there is refused too); on PostgreSQL
  // a shared advisory lock, which every server of the database holds at once. Taken before
  // listening starts, so it is there when the server answers.
  app.addHook('onReady', async () => {
    release =
      database.dialect === 'sqlite'
        ? lockDataFolder(config.pidFile)
        : await holdServerLock(database.db);
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** Deletes expired sessions; a failure is logged, never thrown. */
export async function purgeSessions(app: App): Promise<void> {
  try {
    await app.services.auth.purgeExpiredSessions();
  } catch (error) {
    app.log.error({ err: error }, 'session purge failed');
  }
}
