import type { ContentTypeName } from '@studio/contracts';
import type { ContentSnapshot } from './cache';

/**
 * How long after its moment a scheduled publication is still told: one that came due while no
 * server ran is told at the next start, but not one from long before (records scheduled before
 * announcements existed among them). The same day as a webhook delivery's retries.
 */
export const ANNOUNCE_WITHIN_MS = 24 * 3_600_000;

/** A published record whose `publishAt` was ahead when it was last written. */
export interface Scheduled {
  id: string;
  publishAt: string;
  /** `publishAt` in ms since the epoch */
  at: number;
}

const scheduledOf = new WeakMap<ContentSnapshot<ContentTypeName>, readonly Scheduled[]>();

/**
 * The snapshot's scheduled publications, soonest first, found once per snapshot. One whose
 * `publishAt` was not ahead of its last write was public (and told) by that write.
 */
function scheduled(snapshot: ContentSnapshot<ContentTypeName>): readonly Scheduled[] {
  let found = scheduledOf.get(snapshot);
  if (!found) {
    found = [...snapshot.publishing]
      .flatMap(([id, meta]): Scheduled[] => {
        const record = snapshot.byId.get(id);
        if (meta.status !== 'published' || meta.publishAt === null || !record) return [];
        const at = Date.parse(meta.publishAt);
        return at > Date.parse(record.updatedAt) ? [{ id, publishAt: meta.publishAt, at }] : [];
      })
      .sort((a, b) => a.at - b.at);
    scheduledOf.set(snapshot, found);
  }
  return found;
}

/** The scheduled publications of the snapshot that came due at `now` and are still to be told. */
export function dueScheduled(
  snapshot: ContentSnapshot<ContentTypeName>,
  now: number,
): readonly Scheduled[] {
  return scheduled(snapshot).filter(({ at }) => at <= now && at > now - ANNOUNCE_WITHIN_MS);
}

/**
 * Runs `announceDue` every `pollMs` (WEBHOOK_POLL_MS: a scheduled change is told within a poll
 * of its moment, as a queued delivery is sent), one run at a time, in every server process.
 */
export function createScheduleClock(deps: {
  announceDue: () => Promise<void>;
  pollMs: number;
  log: { error(object: object, message: string): void };
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  return {
    start() {
      timer = setInterval(() => {
        running ??= deps
          .announceDue()
          // Tried again at the next tick: nothing is marked told before it was.
          .catch((error: unknown) => deps.log.error({ err: error }, 'schedule clock failed'))
          .finally(() => {
            running = undefined;
          });
      }, deps.pollMs);
      timer.unref();
    },
    /** Stops ticking; a run under way finishes before this resolves. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
