import { messages, type UpdateUserInput } from '@studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { serverMessage } from '../api/errors';
import { useSessionUser } from '../auth/session-user';
import { useDeleteRow } from '../lists/use-delete-row';
import { withoutRow } from '../lists/without-row';

/** What became of the last action on one user's row. */
interface RowNotice {
  id: string;
  ok: boolean;
  text: string;
}

/** The server's refusal (last admin, yourself, ...) or, with no answer, the network message. */
const refusal = (error: unknown) => serverMessage(error) ?? messages.unreachable;

/** Change a role, disable or enable, delete: each answered by a notice on the user's row. */
export function useUserActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useSessionUser();
  const [notice, setNotice] = useState<RowNotice | null>(null);
  // A disabled, demoted or deleted admin's invitations are revoked with it.
  const refreshInvitations = () =>
    void queryClient.invalidateQueries(trpc.invitations.list.queryFilter());

  const update = useMutation(
    trpc.users.update.mutationOptions({
      onMutate: () => setNotice(null),
      onSuccess: (user) => {
        queryClient.setQueryData(trpc.users.list.queryKey(), (rows) =>
          rows?.map((row) => (row._id === user._id ? user : row)),
        );
        setNotice({ id: user._id, ok: true, text: messages.users.updated });
        refreshInvitations();
        // A changed own role changes what the sidebar and the pages offer.
        if (user._id === me?.id) void queryClient.invalidateQueries(trpc.auth.me.queryFilter());
      },
      onError: (error, input) => setNotice({ id: input.id, ok: false, text: refusal(error) }),
    }),
  );

  const deletion = useDeleteRow({
    remove: trpc.users.delete.mutationOptions(),
    dropRow: (id) => queryClient.setQueryData(trpc.users.list.queryKey(), withoutRow(id)),
    failureMessage: messages.unreachable,
    onDeleted: () => {
      setNotice(null);
      refreshInvitations();
    },
    onFailed: (error, id) => setNotice({ id, ok: false, text: refusal(error) }),
  });

  return {
    notice,
    busy: update.isPending,
    update: (input: UpdateUserInput) => update.mutate(input),
    deletion,
  };
}
