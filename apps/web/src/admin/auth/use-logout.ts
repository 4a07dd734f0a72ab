import { messages } from '@studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { leaveForHome } from './use-session-expiry';

/** SPEC.md §4: logout asks the server; only a "success" status signs out and goes home. */
export function useLogout() {
  const trpc = useTRPC();
  const mutation = useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess(answer) {
        if (answer.status !== 'success') {
          window.alert(messages.logout.failure);
          return;
        }
        leaveForHome();
      },
      onError() {
        window.alert(messages.logout.failure);
      },
    }),
  );
  return { logout: () => mutation.mutate(), pending: mutation.isPending };
}
