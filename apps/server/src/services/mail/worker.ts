import {
  claimMail,
  type Database,
  deleteMail,
  dueMails,
  type MailOutboxRow,
  recordMailFailure,
} from '@studio/db';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { retryDelayMs } from '../webhooks/worker';
import type { MailSettings } from './outbox';
import { createMailTransport, type OutgoingMail } from './transport';

/** A claimed mail is due again after this, should its process die mid-attempt. */
const CLAIM_MS = 5 * 60_000;
/** Mails sent at once per poll. */
const BATCH = 10;

/**
 * Sends the queued mails, as the webhook worker sends deliveries: polls the database for due
 * ones, claims each (so that of several server processes one sends it), hands it to SMTP, and
 * removes it once sent; a failure is tried again later (10 s, 20 s, 40 s… at most an hour
 * apart) until the mail's give-up time, when it is dropped and logged. A link's mail whose
 * link is gone by then (compose answers null) is dropped without an attempt.
 */
export function createMailWorker(deps: {
  db: Kysely<Database>;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  settings: MailSettings;
  /** The mail to send, or null when there is nothing to send any more (its link is gone). */
  compose: (row: MailOutboxRow) => Promise<OutgoingMail | null>;
}) {
  const { db, log, settings, compose } = deps;
  const transport = createMailTransport(settings);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopping = false;

  async function send(mail: MailOutboxRow): Promise<void> {
    const attempt = mail.attempts + 1;
    const about = { mail: mail.id, kind: mail.kind, attempt };
    try {
      const outgoing = await compose(mail);
      if (!outgoing) {
        // Its link was used, revoked or expired before the mail went out: nothing to tell.
        await deleteMail(db, mail.id);
        log.info(about, 'mail dropped: its link is gone');
        return;
      }
      await transport.send(outgoing);
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const next = Date.now() + retryDelayMs(mail.attempts);
      if (next > Date.parse(mail.giveUpAt)) {
        await deleteMail(db, mail.id);
        log.error({ ...about, error: lastError }, 'mail given up');
        return;
      }
      await recordMailFailure(db, mail.id, {
        attempts: attempt,
        nextAttemptAt: new Date(next).toISOString(),
        lastError,
      });
      log.warn({ ...about, error: lastError }, 'mail not sent; tried again later');
      return;
    }
    await deleteMail(db, mail.id);
    log.info(about, 'mail sent');
  }

  async function poll(): Promise<void> {
    try {
      const due = await dueMails(db, BATCH);
      await Promise.all(
        due.map(async (mail) => {
          const until = new Date(Date.now() + CLAIM_MS).toISOString();
          if (!stopping && (await claimMail(db, mail, until))) await send(mail);
        }),
      );
    } catch (error) {
      // Tried again at the next poll; a claimed mail comes due again after its claim.
      log.error({ err: error }, 'mail worker poll failed');
    }
  }

  return {
    start() {
      timer = setInterval(() => {
        running ??= poll().finally(() => {
          running = undefined;
        });
      }, settings.pollMs);
      timer.unref();
    },
    /** Stops polling; a mail under way finishes (its outcome is recorded) before this resolves. */
    async stop() {
      stopping = true;
      clearInterval(timer);
      await running;
      await transport.close();
    },
  };
}
