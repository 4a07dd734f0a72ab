// Words and rules of publishing without zod: the public pages (the preview banner) use them,
// and their first-load budget has no room for the schemas.

/** A record's status: a draft is never public; a published one is from its `publishAt` on. */
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
}

/** Whether a record with this publishing is public at `now` (ms since the epoch). */
export const isPublic = ({ status, publishAt }: PublishingMeta, now: number): boolean =>
  status === 'published' && (publishAt === null || Date.parse(publishAt) <= now);

/** Where a record with this publishing stands at `now` (its badge in the admin's lists). */
export const publishBadge = (meta: PublishingMeta, now: number): PublishState =>
  meta.status === 'draft' ? 'draft' : isPublic(meta, now) ? 'published' : 'scheduled';
