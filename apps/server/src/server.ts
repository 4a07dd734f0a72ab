import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { describeStartupError } from './startup-error';

const debug = process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace';

/** One clear line and a non-zero exit; the stack only with LOG_LEVEL=debug. */
function fail(error: unknown, config?: Config): never {
  const known = config && describeStartupError(error, config);
  // One line, also for a configuration error that lists several variables.
  const line = (known ?? (error instanceof Error ? error.message : String(error))).replace(
    /:?\n\s*/g,
    (separator) => (separator.startsWith(':') ? ': ' : '; '),
  );
  console.error(`studio: cannot start: ${line}`);
  if (debug && error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
}

// Data files, uploads and backups are private to the server's user.
process.umask(0o077);

/** Loads the configuration, builds the app, listens; settles once it listens (or exits). */
async function start(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    fail(error);
  }

  const app = await buildApp(config).catch((error: unknown) => fail(error, config));

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the database; after the
  // deadline, close the connections that are still open.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      const deadline = setTimeout(() => {
        app.log.warn('shutdown deadline passed: closing the open connections');
        app.server.closeAllConnections();
      }, config.timeouts.shutdownMs);
      deadline.unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
    // Not listening: close what buildApp opened (the database), then say why.
    await app.close().finally(() => fail(error, config));
  });
}

/** The start under way: the launcher (main.ts) waits on it to save its code cache. */
export const listening = start();
