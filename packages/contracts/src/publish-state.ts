// Words and rules of publishing without zod: the public pages (the preview banner) use them,
// and their first-load budget has no room for the schemas.

/**
 * A record's status: a draft is never public; a published one is from its `publishAt` on,
 * until its `unpublishAt`.
 */
export const publishStatuses = ['draft', 'published'] as const;
export type PublishStatus = (typeof publishStatuses)[number];

/** Where a record stands at a given moment, as the admin's lists show and filter it. */
export const publishStates = ['draft', 'scheduled', 'published'] as const;
export type PublishState = (typeof publishStates)[number];

/** The words of drafts and scheduling (answers, the admin's forms, lists and preview). */
export const publishMessages = {
  badStatus: 'Use "draft" or "published".',
  badTime: 'Use a date and time such as 2026-12-24T09:00:00Z.',
  badStatusFilter: 'Use "all" to include drafts and scheduled records.',
  /** An admin list's (and a bulk action's or export's) filter by state. */
  badStateFilter: `Use ${publishStates.map((state) => `"${state}"`).join(', ')}.`,
  badSearch: 'Search for a text of at most 200 characters.',
  unpublishNotAfterPublish: 'Choose an unpublish time after the publish time.',
  /** A published record's badge while it has an expiry ahead: "Expires <date>". */
  expires: 'Expires',
  badges: { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } satisfies Record<
    PublishState,
    string
  >,
} as const;

/** A record's publishing, as stored and as the admin reads it. */
export interface PublishingMeta {
  status: PublishStatus;
  /** ISO 8601 (UTC); null: public as soon as published */
  publishAt: string | null;
  /** ISO 8601 (UTC): no longer public from then on (and unpublished); null: never */
  unpublishAt: string | null;
}

/** Whether a published record's expiry has come at `now`: it is no longer public. */
export const isExpired = ({ status, unpublishAt }: PublishingMeta, now: number): boolean =>
  status === 'published' && unpublishAt !== null && Date.parse(unpublishAt) <= now;

/** A published record's expiry still ahead at `now` (the lists' "Expires <date>"), else null. */
export const expiryAhead = (meta: PublishingMeta, now: number): string | null =>
  meta.status === 'published' && meta.unpublishAt !== null && Date.parse(meta.unpublishAt) > now
    ? meta.unpublishAt
    : null;

/** Whether the times are in order: an expiry, when both are set, comes after the schedule. */
export const expiresAfterPublish = ({
  publishAt,
  unpublishAt,
}: Pick<PublishingMeta, 'publishAt' | 'unpublishAt'>): boolean =>
  publishAt === null || unpublishAt === null || Date.parse(unpublishAt) > Date.parse(publishAt);

/** Whether a record with this publishing is public at `now` (ms since the epoch). */
export const isPublic = (meta: PublishingMeta, now: number): boolean =>
  meta.status === 'published' &&
  (meta.publishAt === null || Date.parse(meta.publishAt) <= now) &&
  !isExpired(meta, now);

/**
 * Where a record with this publishing stands at `now` (its badge in the admin's lists): an
 * expired one is a draft, as it is once the next read unpublishes it.
 */
export const publishBadge = (meta: PublishingMeta, now: number): PublishState =>
  meta.status === 'draft' || isExpired(meta, now)
    ? 'draft'
    : isPublic(meta, now)
      ? 'published'
      : 'scheduled';
