import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useState } from 'react';

/** A delete's mutation options (`trpc.x.delete.mutationOptions()`): it takes the row's id. */
export type RowDelete = Pick<
  UseMutationOptions<unknown, unknown, { id: string }>,
  'mutationKey' | 'mutationFn'
>;

interface DeleteTarget {
  id: string;
  title: string;
}

/**
 * Delete behind a confirmation: ask first, and on success drop the row from the cached list
 * (no reload). A failure shows the page's alert of SPEC.md §8, unless the page shows it itself.
 */
export function useDeleteRow(options: {
  remove: RowDelete;
  /** Takes the deleted row out of the cached list (`queryClient.setQueryData`). */
  dropRow: (id: string) => void;
  failureMessage: string;
  onDeleted?: (id: string) => void;
  /** Shows the failure in the page instead of the alert. */
  onFailed?: (error: unknown, id: string) => void;
}) {
  const { remove, dropRow, failureMessage, onDeleted, onFailed } = options;
  const [target, setTarget] = useState<DeleteTarget | null>(null);

  const mutation = useMutation({
    mutationKey: remove.mutationKey,
    mutationFn: remove.mutationFn,
    onSuccess: (_answer, { id }) => {
      dropRow(id);
      setTarget(null);
      onDeleted?.(id);
    },
    onError: (error, { id }) => {
      setTarget(null);
      if (onFailed) onFailed(error, id);
      else window.alert(failureMessage);
    },
  });

  return {
    target,
    pending: mutation.isPending,
    ask: (id: string, title: string) => setTarget({ id, title }),
    cancel: () => setTarget(null),
    confirm: () => {
      if (target) mutation.mutate({ id: target.id });
    },
  };
}
