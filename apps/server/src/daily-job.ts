import type { Logger } from 'pino';

const DAY_MS = 86_400_000;

/**
 * A job run at `start` (the app's onReady), then daily until `stop` (its onClose). A failure is
 * logged and tried again the next day, never an unhandled rejection; the timer never keeps the
 * process alive.
 */
export function dailyJob(log: Pick<Logger, 'error'>, what: string, job: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    job().then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, `could not ${what}`),
    );
  return {
    async start() {
      timer ??= setInterval(() => void run(), DAY_MS);
      timer.unref();
      await run();
    },
    async stop() {
      clearInterval(timer);
    },
  };
}
