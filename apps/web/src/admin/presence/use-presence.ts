import {
  PRESENCE_HEARTBEAT_SECONDS,
  type PresenceEditor,
  type PresenceTarget,
} from '@studio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPCClient } from '../../lib/trpc';
import { trpcUrl } from '../../lib/trpc-url';

const HEARTBEAT_MS = PRESENCE_HEARTBEAT_SECONDS * 1000;

/**
 * Says the record is open here for as long as the page is (a heartbeat every
 * PRESENCE_HEARTBEAT_SECONDS, also while the tab is in the background: the editor still has it
 * open), and answers who else has it open. Leaving the page (unmount, pagehide) says so, best
 * effort: a page that cannot lapses on the server (decision 039).
 */
export function usePresence(target: PresenceTarget): PresenceEditor[] {
  const client = useTRPCClient();
  const { type, recordId } = target;
  const others = useQuery({
    queryKey: ['presence', type, recordId],
    // A heartbeat writes, so it is a mutation; polled like a query, never cached.
    queryFn: () => client.presence.announce.mutate({ type, recordId }),
    refetchInterval: HEARTBEAT_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const { refetch } = others;

  useEffect(() => {
    const left = { type, recordId };
    // A page going away cannot wait for an answer: keepalive lets the request outlive it.
    const onPageHide = () => {
      void fetch(`${trpcUrl}/presence.leave`, {
        method: 'POST',
        credentials: 'same-origin',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(left),
      }).catch(() => undefined);
    };
    // Back from the browser's back-forward cache: open again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void refetch();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      client.presence.leave.mutate(left).catch(() => undefined);
    };
  }, [client, type, recordId, refetch]);

  return others.data ?? [];
}
