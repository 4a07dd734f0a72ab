import { WEBHOOK_SIGNATURE_HEADER } from '@studio/contracts';
import {
  claimDelivery,
  type Database,
  type DueDelivery,
  dueDeliveries,
  recordAttempt,
} from '@studio/db';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { signPayload } from './signature';
import {
  type AddressPolicy,
  createTargetCheck,
  guardedFetch,
  RefusedTarget,
  type Resolver,
} from './target';

const ATTEMPT_TIMEOUT_MS = 10_000;
/** A claimed delivery is due again after this, should its process die mid-attempt. */
const CLAIM_MS = 6 * ATTEMPT_TIMEOUT_MS;
const RETRY_BASE_MS = 10_000;
const RETRY_MAX_MS = 3_600_000;
/** Retries stop this long after the event. */
const GIVE_UP_MS = 24 * 3_600_000;
/** Deliveries sent at once per poll. */
const BATCH = 10;

/** The wait before the next attempt: 10 s, 20 s, 40 s… at most an hour. */
export const retryDelayMs = (attemptsSoFar: number) =>
  Math.min(2 ** attemptsSoFar * RETRY_BASE_MS, RETRY_MAX_MS);

interface Outcome {
  status: number | null;
  error: string | null;
}

/**
 * Sends the queued deliveries: polls the database for due ones, claims each (so that of
 * several server processes one sends it), POSTs it signed, and records the outcome.
 */
export function createWebhookWorker(deps: {
  db: Kysely<Database>;
  log: Pick<Logger, 'info' | 'error'>;
  allowPrivate: boolean;
  pollMs: number;
  /** Tests only: the host name resolver and the addresses allowed (target.ts has the real ones). */
  resolve?: Resolver;
  allows?: AddressPolicy;
}) {
  const { db, log, allowPrivate, pollMs, resolve, allows } = deps;
  const targets = createTargetCheck({ allowPrivate, resolve, allows });
  let client: ReturnType<typeof guardedFetch> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopping = false;

  async function post(delivery: DueDelivery): Promise<Outcome> {
    // Checked at each attempt: the host may resolve elsewhere than when it was registered. The
    // connection then goes to an address the dispatcher checked as it resolved the name.
    const refused = await targets.refused(delivery.url);
    if (refused) return { status: null, error: refused };
    try {
      client ??= guardedFetch(targets);
      const res = await (await client).fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'studio-webhooks',
          [WEBHOOK_SIGNATURE_HEADER]: signPayload(delivery.secret, delivery.payload),
          'x-studio-event': delivery.event,
          'x-studio-delivery': delivery.id,
        },
        body: delivery.payload,
        // A redirect could point at a private address: it counts as a failure instead.
        redirect: 'manual',
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      await res.body?.cancel();
      return { status: res.status, error: res.ok ? null : `HTTP ${res.status}` };
    } catch (error) {
      // fetch says "fetch failed"; a refused connection says why in its cause.
      const reason =
        error instanceof Error && error.cause instanceof RefusedTarget ? error.cause : error;
      return { status: null, error: reason instanceof Error ? reason.message : String(reason) };
    }
  }

  async function send(delivery: DueDelivery): Promise<void> {
    const attempt = delivery.attempts + 1;
    const outcome = await post(delivery);
    const at = Date.now();
    const delivered = outcome.error === null;
    const next = at + retryDelayMs(delivery.attempts);
    const failed = !delivered && next > Date.parse(delivery.createdAt) + GIVE_UP_MS;
    await recordAttempt(db, delivery.id, {
      status: delivered ? 'delivered' : failed ? 'failed' : 'pending',
      attempts: attempt,
      nextAttemptAt: new Date(next).toISOString(),
      lastStatus: outcome.status,
      lastError: outcome.error,
      deliveredAt: delivered ? new Date(at).toISOString() : null,
    });
    log.info(
      {
        webhook: delivery.webhookId,
        delivery: delivery.id,
        event: delivery.event,
        status: outcome.status,
        attempt,
        ...(outcome.error ? { error: outcome.error } : {}),
      },
      'webhook delivery',
    );
  }

  async function poll(): Promise<void> {
    try {
      const due = await dueDeliveries(db, BATCH);
      await Promise.all(
        due.map(async (delivery) => {
          const until = new Date(Date.now() + CLAIM_MS).toISOString();
          if (!stopping && (await claimDelivery(db, delivery, until))) await send(delivery);
        }),
      );
    } catch (error) {
      // Tried again at the next poll; a claimed delivery comes due again after its claim.
      log.error({ err: error }, 'webhook worker poll failed');
    }
  }

  return {
    start() {
      timer = setInterval(() => {
        running ??= poll().finally(() => {
          running = undefined;
        });
      }, pollMs);
      timer.unref();
    },
    /** Stops polling; an attempt under way finishes (it is recorded) before this resolves. */
    async stop() {
      stopping = true;
      clearInterval(timer);
      await running;
      await (await client)?.close();
    },
  };
}
