import { orderMessages } from '@studio/contracts';
import { ServiceError, summarize } from '../errors';

const refuse = (issues: { path: string; message: string }[]) =>
  new ServiceError('invalid', summarize(issues), { issues });

/**
 * A type's order after a reorder: `ids` (checked unique by the schema) are the whole order or
 * a run of neighbours in it, which takes the places the run holds, in its new order. An id of
 * no record of the type, or ids that are no longer neighbours (the list changed since it was
 * read), are refused: nothing moves.
 */
export function reordered(current: readonly string[], ids: readonly string[]): string[] {
  const place = new Map(current.map((id, index) => [id, index]));
  const unknown = ids.flatMap((id, index) =>
    place.has(id) ? [] : [{ path: `ids.${index}`, message: orderMessages.unknown }],
  );
  if (unknown.length > 0) throw refuse(unknown);
  const places = ids.map((id) => place.get(id) ?? 0);
  const start = Math.min(...places);
  if (Math.max(...places) - start !== ids.length - 1) {
    throw refuse([{ path: 'ids', message: orderMessages.stale }]);
  }
  return [...current.slice(0, start), ...ids, ...current.slice(start + ids.length)];
}
