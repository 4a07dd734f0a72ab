import { z } from 'zod';

/** The most records one reorder may move: a type's whole list at most. */
export const REORDER_MAX = 10_000;

/** The words of ordering by hand (REST and tRPC answers, the admin's lists). */
export const orderMessages = {
  saved: 'Order saved.',
  noIds: 'Send the ids of the records in their new order.',
  tooMany: `Send at most ${REORDER_MAX} ids at once.`,
  twice: 'Each id may appear once.',
  unknown: 'No record of this type has this id.',
  stale:
    'The list changed since it was loaded (records were added, moved or removed): reload it and try again.',
} as const;

/** A list of ids names each record once: a repeat is refused where it stands. */
export function eachIdOnce(ids: readonly string[], context: z.RefinementCtx): void {
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (seen.has(id))
      context.addIssue({ code: 'custom', path: [index], message: orderMessages.twice });
    seen.add(id);
  });
}

/**
 * `POST /api/<stem>reorder` and `content.<type>.reorder`: a type's ids in their new order, all
 * of them or a run of neighbours (a page): the run takes the places it held, in this order.
 */
export const reorderSchema = z.object({
  ids: z
    .array(z.string().min(1), { error: orderMessages.noIds })
    .min(1, orderMessages.noIds)
    .max(REORDER_MAX, orderMessages.tooMany)
    .superRefine(eachIdOnce),
});
export type ReorderInput = z.infer<typeof reorderSchema>;

/** The answer of a reorder. */
export const reorderAnswerSchema = z.object({ message: z.string() });
