import { access, anyone, contactSubmissionSchema } from '@studio/contracts';
import { z } from 'zod';
import { procedure, router } from '../init';

const byId = z.object({ id: z.string().min(1) });

export const contactRouter = router({
  create: procedure(access.contact.create)
    .input(contactSubmissionSchema)
    .mutation(({ ctx, input }) => ctx.services.contact.create(ctx.req.actor, input)),
  list: procedure(access.contact.list).query(
    async ({ ctx }) => (await ctx.services.contact.list(ctx.req.actor)).items,
  ),
  delete: procedure(access.contact.delete)
    .input(byId)
    .mutation(({ ctx, input }) => ctx.services.contact.delete(ctx.req.actor, input.id)),
});

/** Applications arrive as multipart at POST /api/career (a file upload); read and delete here. */
export const careerRouter = router({
  list: procedure(access.career.list).query(
    async ({ ctx }) => (await ctx.services.career.list(ctx.req.actor)).items,
  ),
  delete: procedure(access.career.delete)
    .input(byId)
    .mutation(({ ctx, input }) => ctx.services.career.delete(ctx.req.actor, input.id)),
});

/** The signed render time the public forms send back (spam guard). */
export const formsRouter = router({
  token: procedure(anyone).query(({ ctx }) => ctx.services.forms.token()),
});
