import { arrayMove } from '@dnd-kit/sortable';
import { type BrowseInput, type ContentTypeName, messages } from '@studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { serverMessage } from '../api/errors';
import { contentProcedures } from '../content/content-procedures';
import { browseQuery } from './browse-query';

/** What became of the last move: said under the search box. */
interface OrderOutcome {
  saved: boolean;
  text: string;
}

/**
 * Moving the records of one page of an admin list (in the site's order, unsearched): a drag
 * within the page, or one place up or down, across the page's edge too. The page shows the new
 * order at once; the server is sent only the run of neighbours that changed, and every answer
 * of the type is refreshed when it has answered (the public pages included).
 */
export function useReorder<K extends ContentTypeName>(
  type: K,
  input: BrowseInput,
  ids: readonly string[],
  total: number,
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<OrderOutcome | null>(null);
  const offset = input.cursor ?? 0;
  const failed = (error: unknown) =>
    setOutcome({ saved: false, text: serverMessage(error) ?? messages.unreachable });

  const mutation = useMutation(
    contentProcedures(trpc, type).reorder.mutationOptions({
      onMutate: () => setOutcome(null),
      onSuccess: ({ message }) => setOutcome({ saved: true, text: message }),
      onError: failed,
      // Saved or refused (the list changed meanwhile), the page shows what the server holds.
      onSettled: () => queryClient.invalidateQueries(trpc.content[type].pathFilter()),
    }),
  );

  /** The id just outside the page (`cursor` -1 or the page's length), read afresh. */
  const neighbour = async (cursor: number) => {
    const page = await queryClient.fetchQuery({
      ...browseQuery(trpc, type, { limit: 1, cursor, sort: 'position' }),
      staleTime: 0,
    });
    // Seen as records with an id: a generic type name does not narrow the router's output type.
    const items: readonly { _id: string }[] = page.items;
    return items[0]?._id;
  };

  const move = (from: number, to: number) => {
    if (mutation.isPending || from === to) return;
    queryClient.setQueryData(
      browseQuery(trpc, type, input).queryKey,
      (page) => page && { ...page, items: arrayMove(page.items, from, to) },
    );
    const moved = arrayMove([...ids], from, to);
    mutation.mutate({ ids: moved.slice(Math.min(from, to), Math.max(from, to) + 1) });
  };

  /** One place towards `step` (-1 up, 1 down); the first or last row swaps with the next page's. */
  const step = async (index: number, direction: -1 | 1) => {
    const to = index + direction;
    if (to >= 0 && to < ids.length) return move(index, to);
    const id = ids[index];
    if (mutation.isPending || id === undefined) return;
    try {
      const other = await neighbour(direction < 0 ? offset - 1 : offset + ids.length);
      if (other !== undefined) mutation.mutate({ ids: direction < 0 ? [id, other] : [other, id] });
    } catch (error) {
      failed(error);
    }
  };

  return {
    move,
    moveUp: (index: number) => void step(index, -1),
    moveDown: (index: number) => void step(index, 1),
    canMoveUp: (index: number) => offset + index > 0,
    canMoveDown: (index: number) => offset + index < total - 1,
    pending: mutation.isPending,
    outcome,
  };
}
