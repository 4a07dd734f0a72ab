import type { SingletonName } from '@studio/contracts';
import type { AppRouter, RouterInputs, RouterOutputs } from '@studio/server';
import type {
  DecorateMutationProcedure,
  DecorateQueryProcedure,
  DefaultFeatureFlags,
} from '@trpc/tanstack-react-query';
import type { Trpc } from '../../lib/trpc';

type Root = AppRouter['_def']['_config']['$types'];

interface Def<I, O> {
  input: I;
  output: O;
  transformer: Root['transformer'];
  errorShape: Root['errorShape'];
  featureFlags: DefaultFeatureFlags;
}

/** A singleton as the server answers it: its fields, and when they were last saved. */
export type StoredSingleton<K extends SingletonName> = RouterOutputs['singleton'][K]['get'];

/**
 * One singleton kind's procedures, the router's own types kept correlated with a generic name
 * (as content-procedures.ts does for the content types).
 */
interface SingletonProcedures<K extends SingletonName> {
  get: DecorateQueryProcedure<
    Def<RouterInputs['singleton'][SingletonName]['get'], StoredSingleton<K>>
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
