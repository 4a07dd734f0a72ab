import type { SingletonName } from '@studio/contracts';
import type { RouterContext } from '../../lib/router-context';
import type { Trpc } from '../../lib/trpc';
import { settle } from '../api/preload-guard';
import { adminRead } from '../api/read-options';
import { singletonProcedures } from './singleton-procedures';

/** A singleton's record, as its page reads it and the route preloads it. */
export const singletonQuery = <K extends SingletonName>(trpc: Trpc, name: K) =>
  singletonProcedures(trpc, name).get.queryOptions(undefined, adminRead);

export const preloadSingleton = ({ trpc, queryClient }: RouterContext, name: SingletonName) =>
  settle(queryClient.ensureQueryData(singletonQuery(trpc, name)));
