import {
  access,
  byName,
  expectedVersionSchema,
  type SingletonName,
  singletonNames,
  singletonTypes,
} from '@studio/contracts';
import { procedure, router } from '../init';

/** get and update for one singleton kind. */
function singletonRouter<K extends SingletonName>(name: K) {
  const { schema } = singletonTypes[name];
  return router({
    get: procedure(access.singleton.get).query(({ ctx }) =>
      ctx.services.singletons.get(ctx.req.actor, name),
    ),
    update: procedure(access.singleton.update)
      .input(schema.extend(expectedVersionSchema.shape))
      .mutation(({ ctx, input }) =>
        ctx.services.singletons.update(ctx.req.actor, name, input, input.version),
      ),
  });
}

type SingletonRouters = { [K in SingletonName]: ReturnType<typeof singletonRouter<K>> };

/** One router per singleton kind, from the registry. */
export const singletonRouters = router(
  byName<SingletonName, SingletonRouters>(singletonNames, (name) => singletonRouter(name)),
);
