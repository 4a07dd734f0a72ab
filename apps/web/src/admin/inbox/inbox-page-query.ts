import { access, type InboxListInput, type inboxes } from '@studio/contracts';
import type { RouterContext } from '../../lib/router-context';
import type { Trpc } from '../../lib/trpc';
import { preloadIf } from '../api/preload-guard';
import { adminRead } from '../api/read-options';
import { inboxInput } from './inbox-input';

/** A page of an inbox's folder, as its list reads it and the route preloads it. */
export const inboxPageQuery = {
  contact: (trpc: Trpc, input: InboxListInput) => trpc.contact.page.queryOptions(input, adminRead),
  career: (trpc: Trpc, input: InboxListInput) => trpc.career.page.queryOptions(input, adminRead),
};

/** The first page of every entry (where the sidebar's link goes). */
export function preloadInbox(context: RouterContext, inbox: keyof typeof inboxes): Promise<void> {
  const { trpc, queryClient } = context;
  const first = inboxInput('all', 1);
  return preloadIf(context, access[inbox].list.level, () =>
    inbox === 'contact'
      ? queryClient.ensureQueryData(inboxPageQuery.contact(trpc, first))
      : queryClient.ensureQueryData(inboxPageQuery.career(trpc, first)),
  );
}
