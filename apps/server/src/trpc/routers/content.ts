import {
  access,
  anyLocaleInput,
  browseSchema,
  bulkSchema,
  byName,
  type ContentTypeName,
  contentTypeNames,
  contentTypes,
  expectedVersionSchema,
  localeQuerySchema,
  pageSchema,
  previewSchema,
  publishingSchema,
  reorderSchema,
  restoreSchema,
  translationQuerySchema,
} from '@studio/contracts';
import { z } from 'zod';
import { procedure, router } from '../init';

const byId = z.object({ id: z.string().min(1) });
const rules = access.content;

/** The reads, writes, order, history and count of one content type. */
function contentRouter<K extends ContentTypeName>(type: K) {
  const { schema } = contentTypes[type];
  // The fields, and beside them the record's publishing (left out: published, or kept),
  // checked by the service as the locale written asks (a translation's may be empty).
  const written = anyLocaleInput(schema.extend(publishingSchema.shape));
  return router({
    list: procedure(rules.list)
      .input(previewSchema.extend(localeQuerySchema.shape).optional())
      .query(({ ctx, input }) => ctx.services.content.list(ctx.req.actor, type, input)),
    page: procedure(rules.page)
      .input(pageSchema.extend(localeQuerySchema.shape))
      .query(({ ctx, input }) => ctx.services.content.page(ctx.req.actor, type, input)),
    browse: procedure(rules.browse)
      .input(browseSchema)
      .query(({ ctx, input }) => ctx.services.content.browse(ctx.req.actor, type, input)),
    get: procedure(rules.get)
      .input(byId.extend(previewSchema.shape).extend(localeQuerySchema.shape))
      .query(({ ctx, input }) => ctx.services.content.get(ctx.req.actor, type, input.id, input)),
    translation: procedure(rules.translation)
      .input(byId.extend(translationQuerySchema.shape))
      .query(({ ctx, input }) =>
        ctx.services.content.translation(ctx.req.actor, type, input.id, input),
      ),
    create: procedure(rules.create)
      .input(localeQuerySchema.and(written))
      .mutation(({ ctx, input }) =>
        ctx.services.content.create(ctx.req.actor, type, input, input.locale),
      ),
    update: procedure(rules.update)
      .input(
        z
          .object({ id: z.string().min(1), data: written })
          .extend(expectedVersionSchema.shape)
          .extend(localeQuerySchema.shape),
      )
      .mutation(({ ctx, input }) =>
        ctx.services.content.update(
          ctx.req.actor,
          type,
          input.id,
          input.data,
          input.version,
          input.locale,
        ),
      ),
    delete: procedure(rules.delete)
      .input(byId.extend(expectedVersionSchema.shape))
      .mutation(({ ctx, input }) =>
        ctx.services.content.delete(ctx.req.actor, type, input.id, input.version),
      ),
    reorder: procedure(rules.reorder)
      .input(reorderSchema)
      .mutation(({ ctx, input }) => ctx.services.content.reorder(ctx.req.actor, type, input)),
    bulk: procedure(rules.bulk)
      .input(bulkSchema)
      .mutation(({ ctx, input }) => ctx.services.content.bulk(ctx.req.actor, type, input)),
    history: procedure(rules.history)
      .input(byId)
      .query(({ ctx, input }) => ctx.services.content.history(ctx.req.actor, type, input.id)),
    restore: procedure(rules.restore)
      .input(byId.extend(restoreSchema.shape).extend(expectedVersionSchema.shape))
      .mutation(({ ctx, input }) =>
        ctx.services.content.restore(ctx.req.actor, type, input.id, input, input.version),
      ),
    count: procedure(rules.count).query(({ ctx }) =>
      ctx.services.content.count(ctx.req.actor, type),
    ),
  });
}

type ContentRouters = { [K in ContentTypeName]: ReturnType<typeof contentRouter<K>> };

/** One router per registry entry, so a new type needs nothing here. */
export const contentRouters = router(
  byName<ContentTypeName, ContentRouters>(contentTypeNames, (type) => contentRouter(type)),
);
