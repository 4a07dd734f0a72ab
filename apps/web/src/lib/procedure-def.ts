import type { AppRouter } from '@studio/server';
import type { DefaultFeatureFlags } from '@trpc/tanstack-react-query';

type Root = AppRouter['_def']['_config']['$types'];

/**
 * A procedure's types as the options proxy decorates them (`DecorateQueryProcedure<...>`), for
 * the input and output given: how a view of one generic family of procedures is spelt.
 */
export interface ProcedureDef<I, O> {
  input: I;
  output: O;
  transformer: Root['transformer'];
  errorShape: Root['errorShape'];
  featureFlags: DefaultFeatureFlags;
}
