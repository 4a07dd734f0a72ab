import type { SingletonName } from '@studio/contracts';
import type { RouterInputs, RouterOutputs } from '@studio/server';
import type { DecorateMutationProcedure, DecorateQueryProcedure } from '@trpc/tanstack-react-query';
import type { ProcedureDef as Def } from '../../lib/procedure-def';
import type { Trpc } from '../../lib/trpc';

/** A singleton as the server answers it: its fields, and when they were last saved. */
type StoredSingleton<K extends SingletonName> = RouterOutputs['singleton'][K]['get'];

/**
 * One singleton kind's procedures, the router's own types kept correlated with a generic name
 * (as content-procedures.ts does for the content types).
 */
interface SingletonProcedures<K extends SingletonName> {
  get: DecorateQueryProcedure<
    Def<RouterInputs['singleton'][SingletonName]['get'], StoredSingleton<K>>
  >;
  translation: DecorateQueryProcedure<
    Def<
      RouterInputs['singleton'][SingletonName]['translation'],
      RouterOutputs['singleton'][K]['translation']
    >
  >;
  update: DecorateMutationProcedure<
    Def<RouterInputs['singleton'][SingletonName]['update'], RouterOutputs['singleton'][K]['update']>
  >;
}

export function singletonProcedures<K extends SingletonName>(
  trpc: Trpc,
  name: K,
): SingletonProcedures<K> {
  const views: { [N in SingletonName]: SingletonProcedures<N> } = trpc.singleton;
  return views[name];
}
