import type { SingletonData, SingletonName } from '@studio/contracts';
import type { AppRouter, RouterOutputs } from '@studio/server';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/react-query';
import type { TrpcUtils } from '../../lib/router-context';
import { trpc, trpcClient } from '../../lib/trpc';
import type { ReadOptions } from './read-options';

/** A singleton as the server answers it: its fields, and when they were last saved. */
export type StoredSingleton<K extends SingletonName> = RouterOutputs['singleton'][K]['get'];

/** One singleton kind as the admin reads, caches and saves it (tRPC's proxies, narrowed). */
export interface SingletonReads<K extends SingletonName> {
  get: {
    useQuery(
      input: undefined,
      options: ReadOptions,
    ): UseQueryResult<StoredSingleton<K>, TRPCClientErrorLike<AppRouter>>;
  };
}

export interface SingletonCache<K extends SingletonName> {
  get: {
    ensureData(input: undefined, options: ReadOptions): Promise<StoredSingleton<K>>;
    setData(
      input: undefined,
      updater: (cached: StoredSingleton<K> | undefined) => StoredSingleton<K>,
    ): void;
  };
}

export interface SingletonWrites<K extends SingletonName> {
  update: { mutate(input: SingletonData<K>): Promise<StoredSingleton<K>> };
}

// Mapped views, as in content-api.ts: checked against the routers, correlated by name.
const reads: { [K in SingletonName]: SingletonReads<K> } = trpc.singleton;
const writes: { [K in SingletonName]: SingletonWrites<K> } = trpcClient.singleton;

export const singletonReads = <K extends SingletonName>(name: K): SingletonReads<K> => reads[name];

export const singletonWrites = <K extends SingletonName>(name: K): SingletonWrites<K> =>
  writes[name];

export function singletonCache<K extends SingletonName>(
  utils: Pick<TrpcUtils, 'singleton'>,
  name: K,
): SingletonCache<K> {
  const caches: { [P in SingletonName]: SingletonCache<P> } = utils.singleton;
  return caches[name];
}
