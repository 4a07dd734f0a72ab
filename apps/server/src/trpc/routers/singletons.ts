import {
  access,
  anyLocaleInput,
  byName,
  expectedVersionSchema,
  localeQuerySchema,
  type SingletonName,
  singletonNames,
  singletonTypes,
  translationQuerySchema,
} from '@studio/contracts';
import { procedure, router } from '../init';

/** get and update for one singleton kind. */
function singletonRouter<K extends SingletonName>(name: K) {
  const { schema } = singletonTypes[name];

  return router({
    get: procedure(access.singleton.get)
      .input(localeQuerySchema.optional())
      .query(({ ctx, input }) => ctx.services.singletons.get(ctx.req.actor, name, input)),
    translation: procedure(access.singleton.translation)
      .input(translationQuerySchema)
      .query(({ ctx, input }) => ctx.services.singletons.translation(ctx.req.actor, name, input)),
    update: procedure(access.singleton.update)
      // The fields are checked by the service as the locale written asks.
      .input(expectedVersionSchema.extend(localeQuerySchema.shape).and(anyLocaleInput(schema)))
      .mutation(({ ctx, input }) =>
        ctx.services.singletons.update(ctx.req.actor, name, input, input.version, input.locale),
      ),
  });
}

type SingletonRouters = { [K in SingletonName]: ReturnType<typeof singletonRouter<K>> };

/** One router per singleton kind, from the registry. */
export const singletonRouters = router(
  byName<SingletonName, SingletonRouters>(singletonNames, (name) => singletonRouter(name)),
);
