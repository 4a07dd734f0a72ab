import {
  access,
  expectedVersionSchema,
  mediaBrowseSchema,
  mediaIdSchema,
  mediaUpdateByIdSchema,
} from '@studio/contracts';
import { procedure, router } from '../init';

/** The library's reads and edits; uploads go over REST (`POST /api/media`), which streams. */
export const mediaRouter = router({
  list: procedure(access.media.list)
    .input(mediaBrowseSchema)
    .query(({ ctx, input }) => ctx.services.media.list(ctx.req.actor, input)),
  get: procedure(access.media.get)
    .input(mediaIdSchema)
    .query(({ ctx, input }) => ctx.services.media.get(ctx.req.actor, input.id)),
  update: procedure(access.media.update)
    .input(mediaUpdateByIdSchema.extend(expectedVersionSchema.shape))
    .mutation(({ ctx, input: { id, version, ...changes } }) =>
      ctx.services.media.update(ctx.req.actor, id, changes, version),
    ),
  delete: procedure(access.media.delete)
    .input(mediaIdSchema.extend(expectedVersionSchema.shape))
    .mutation(({ ctx, input }) =>
      ctx.services.media.delete(ctx.req.actor, input.id, input.version),
    ),
});
