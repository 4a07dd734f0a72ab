import { access, roleAllows } from '@studio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { adminRead } from '../api/read-options';
import { useSessionUser } from '../auth/session-user';
import { readToken } from '../auth/token';

/** Unread and not-archived entries of both inboxes: one read for the sidebar and pages. */
export function useInboxCounts() {
  const role = useSessionUser()?.role;
  return useQuery(
    useTRPC().inbox.counts.queryOptions(undefined, {
      ...adminRead,
      // The sidebar outlives a sign-out by a moment: no read once the token is gone.
      enabled: role !== undefined && roleAllows(role, access.contact.list.level) && !!readToken(),
    }),
  );
}
