import { z } from 'zod';
import { PAGE_LIMIT_MAX, PUBLIC_PAGE_SIZE } from './limits';
import { publishStates } from './publish-state';

// The bounds sit on the parsed number, where the OpenAPI document reads them (as its `output`).
const whole = (min: number, message: string, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string({ error: message })
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

/**
 * The optional paging of a list over REST (`?limit=20&offset=40`). Without either, a list is
 * the whole array, exactly as SPEC.md's callers expect.
 */
export const pageQuerySchema = z.object({
  limit: whole(1, `Use a whole number from 1 to ${PAGE_LIMIT_MAX}.`, PAGE_LIMIT_MAX).optional(),
  offset: whole(0, 'Use a whole number of 0 or more.').optional(),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

const pageLimit = z.number().int().min(1).max(PAGE_LIMIT_MAX);

/** A page of a public list, in the site's order: `limit` records from `cursor` on. */
export const pageSchema = z.object({
  limit: pageLimit.default(PUBLIC_PAGE_SIZE),
  /** Where the page starts (the previous page's `nextCursor`). */
  cursor: z.number().int().min(0).nullish(),
  /** Drafts and scheduled records too (signed-in editors' preview of the public page). */
  preview: z.boolean().optional(),
});

/** Which records an admin list shows (and a bulk action's `matching` takes): searched, of one state. */
export const listFilterSchema = z.object({
  /** Case-insensitive text every shown record contains in one of its fields. */
  search: z.string().trim().max(200).optional(),
  /** Only drafts, only scheduled records, or only those the public sees now. */
  status: z.enum(publishStates).optional(),
  /**
   * Only records missing a translation in this locale (LOCALES): a localized field with a
   * default value and no translation (the "Translations" filter).
   */
  missingLocale: z.string().min(1).optional(),
});
export type ListFilter = z.output<typeof listFilterSchema>;

/**
 * How an admin list is browsed: a page after `cursor`, searched, in the site's order (set by
 * hand) or newest or oldest first.
 */
export const browseSchema = pageSchema
  .omit({ preview: true })
  .extend({
    limit: pageLimit.default(25),
    sort: z.enum(['position', 'newest', 'oldest']).default('position'),
  })
  .extend(listFilterSchema.shape);
export type BrowseInput = z.input<typeof browseSchema>;

/** A page of a list, public or admin. */
export interface ListPage<T> {
  items: T[];
  /** How many records the whole list holds (for a search, how many match). */
  total: number;
  nextCursor: number | null;
}
