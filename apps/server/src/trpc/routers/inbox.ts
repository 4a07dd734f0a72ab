import {
  access,
  anyone,
  contactSubmissionSchema,
  inboxArchiveSchema,
  inboxIdsSchema,
  inboxListSchema,
  inboxReadSchema,
} from '@studio/contracts';
import { z } from 'zod';
import type { Services } from '../../services';
import type { InboxDesk, InboxRowState } from '../../services/inbox/desk';
import { procedure, router } from '../init';

const byId = z.object({ id: z.string().min(1) });

type Rules = (typeof access)['contact' | 'career'];

/** What both inboxes answer over tRPC: lists, one entry, and the bulk actions. */
function deskProcedures<Row extends InboxRowState, Entry>(
  rules: Rules,
  deskOf: (services: Services) => InboxDesk<Row, Entry>,
) {
  return {
    /** Every entry but spam (SPEC's admin list), each with its inbox state. */
    list: procedure(rules.list).query(
      async ({ ctx }) => (await deskOf(ctx.services).list(ctx.req.actor)).items,
    ),
    /** A page of one folder, newest first. */
    page: procedure(rules.list)
      .input(inboxListSchema)
      .query(({ ctx, input }) => deskOf(ctx.services).page(ctx.req.actor, input)),
    /** One entry, whole: opening it marks it read (hence a mutation). */
    view: procedure(rules.view)
      .input(byId)
      .mutation(({ ctx, input }) => deskOf(ctx.services).view(ctx.req.actor, input.id)),
    mark: procedure(rules.triage)
      .input(inboxReadSchema)
      .mutation(({ ctx, input }) => deskOf(ctx.services).mark(ctx.req.actor, input)),
    archive: procedure(rules.triage)
      .input(inboxArchiveSchema)
      .mutation(({ ctx, input }) => deskOf(ctx.services).archive(ctx.req.actor, input)),
    /** Entries of the spam folder into the inbox: unread, announced as new arrivals. */
    notSpam: procedure(rules.triage)
      .input(inboxIdsSchema)
      .mutation(({ ctx, input }) => deskOf(ctx.services).notSpam(ctx.req.actor, input)),
    /** Several entries at once (an application's CV goes with it). */
    remove: procedure(rules.delete)
      .input(inboxIdsSchema)
      .mutation(({ ctx, input }) => deskOf(ctx.services).remove(ctx.req.actor, input)),
    delete: procedure(rules.delete)
      .input(byId)
      .mutation(({ ctx, input }) => deskOf(ctx.services).delete(ctx.req.actor, input.id)),
  };
}

export const contactRouter = router({
  create: procedure(access.contact.create)
    .input(contactSubmissionSchema)
    .mutation(({ ctx, input }) => ctx.services.contact.create(ctx.req.actor, input)),
  ...deskProcedures(access.contact, (services) => services.contact),
});

/** Applications arrive as multipart at POST /api/career (a file upload); the rest is here. */
export const careerRouter = router(deskProcedures(access.career, (services) => services.career));

/** The sidebar's and the dashboard's unread counts. */
export const inboxRouter = router({
  counts: procedure(access.contact.list).query(({ ctx }) =>
    ctx.services.inbox.counts(ctx.req.actor),
  ),
});

/** The signed render time the public forms send back (spam guard). */
export const formsRouter = router({
  token: procedure(anyone).query(({ ctx }) => ctx.services.forms.token()),
});
