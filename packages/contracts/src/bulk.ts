import { z } from 'zod';
import { eachIdOnce } from './ordering';
import { listFilterSchema } from './paging';
import { TRASH_DAYS } from './trash';

/** The most records one bulk action may touch, whether named by id or by `matching`. */
export const BULK_MAX = 500;

/** What a bulk action does to each record: as the single Publish, Unpublish and Delete. */
export const bulkActions = ['publish', 'unpublish', 'delete'] as const;
export type BulkAction = (typeof bulkActions)[number];
/** What a list's selection bar offers: the bulk actions, and Export (a download, no write). */
export type BulkChoice = BulkAction | 'export';

/** "3 records", "1 record". */
const records = (count: number) => `${count} ${count === 1 ? 'record' : 'records'}`;

const verbs = {
  publish: 'Publish',
  unpublish: 'Unpublish',
  delete: 'Delete',
  export: 'Export',
} as const satisfies Record<BulkChoice, string>;
const results = {
  publish: 'published',
  unpublish: 'unpublished',
  delete: 'deleted',
  export: 'exported',
} as const satisfies Record<BulkChoice, string>;
/** Why a record needed nothing: what it already was. */
const already = { publish: 'public', unpublish: 'a draft' } as const;

/** The words of bulk actions, on both transports and in the admin's lists. */
export const bulkMessages = {
  badAction: 'Use "publish", "unpublish" or "delete".',
  noIds: 'Choose at least one record.',
  badId: 'Name each record by its _id (a text).',
  tooMany: `Choose at most ${BULK_MAX} records at once.`,
  idsOrMatching: 'Send ids or matching (the list’s search and status): exactly one of the two.',
  noneMatching: 'No record matches.',
  tooManyMatching: `More than ${BULK_MAX} records match: narrow the search or filter.`,
  failed: 'The records could not be changed. Nothing was changed.',
  /** The button of the action. */
  verb: (action: BulkChoice) => verbs[action],
  /** The confirmation's question: "Publish 3 records?". */
  question: (action: BulkChoice, count: number) => `${verbs[action]} ${records(count)}?`,
  /** The confirmation's words under its question. */
  notice: {
    publish: 'They become public now; a schedule they had is cleared.',
    unpublish: 'They become drafts: visitors no longer see them.',
    delete: `They go to the Trash, where they can be restored for ${TRASH_DAYS} days.`,
    export: 'They are downloaded as one file, in the format chosen beside Export.',
  } satisfies Record<BulkChoice, string>,
  /**
   * The summary once done: "3 records published", those that already were so, and those another
   * write changed since the action read them (left as that write left them).
   */
  summary: (action: BulkChoice, done: number, skipped = 0, changed = 0) =>
    `${records(done)} ${results[action]}` +
    (skipped > 0 && (action === 'publish' || action === 'unpublish')
      ? ` (${records(skipped)} already ${already[action]})`
      : '') +
    (changed > 0 ? `; ${records(changed)} changed meanwhile by someone else, left as saved` : ''),
  /** The header checkbox's offer once the whole page is selected: "Select all 45 matching". */
  selectAll: (count: number) => `Select all ${count} matching`,
  selected: (count: number) => `${records(count)} selected`,
  allSelected: (count: number) => `All ${records(count)} matching selected`,
  clear: 'Clear selection',
} as const;

/** Each id once, `BULK_MAX` at most. */
const idsSchema = z
  .array(z.string({ error: bulkMessages.badId }).min(1, bulkMessages.badId), {
    error: bulkMessages.noIds,
  })
  .min(1, bulkMessages.noIds)
  .max(BULK_MAX, bulkMessages.tooMany)
  .superRefine(eachIdOnce);

/**
 * `POST /api/<stem>bulk` and `content.<type>.bulk`: one action on the records named by `ids`,
 * or on every record `matching` the admin list's search and status (the server finds them).
 */
export const bulkSchema = z
  .object({
    action: z.enum(bulkActions, { error: bulkMessages.badAction }),
    ids: idsSchema.optional(),
    /** The list's filter (`{}`: every record of the type); it needs the right to read drafts. */
    matching: listFilterSchema.optional(),
  })
  .refine((input) => (input.ids === undefined) !== (input.matching === undefined), {
    path: ['ids'],
    message: bulkMessages.idsOrMatching,
  });
export type BulkInput = z.input<typeof bulkSchema>;

/** What a bulk action did: a summary, how many records it changed, and those already so. */
export const bulkAnswerSchema = z.object({
  /** "3 records published" */
  message: z.string(),
  /** records changed (each with its version and activity entry) */
  done: z.number().int(),
  /**
   * ids left untouched: already in the asked state (published and public, or a draft), or
   * changed by another write since the action read them. To a caller who may not read drafts
   * (a token without content:read), only the public ones.
   */
  skipped: z.array(z.string()),
});
export type BulkAnswer = z.infer<typeof bulkAnswerSchema>;
