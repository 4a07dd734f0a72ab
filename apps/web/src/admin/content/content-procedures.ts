import type {
  ContentTypeName,
  ListPage,
  PublishingMeta,
  TranslationAnswer,
  VersionMeta,
} from '@studio/contracts';
import type { RouterInputs, RouterOutputs } from '@studio/server';
import type { DecorateMutationProcedure, DecorateQueryProcedure } from '@trpc/tanstack-react-query';
import type { ProcedureDef as Def } from '../../lib/procedure-def';
import type { Trpc } from '../../lib/trpc';

type Inputs = RouterInputs['content'][ContentTypeName];
type Outputs<K extends ContentTypeName> = RouterOutputs['content'][K];

/** A record of one type as the server answers it. */
type StoredRecord<K extends ContentTypeName> = Outputs<K>['get'];

type Query<P extends keyof Inputs, K extends ContentTypeName> = DecorateQueryProcedure<
  Def<Inputs[P], Outputs<K>[P]>
>;
type Mutation<P extends keyof Inputs, K extends ContentTypeName> = DecorateMutationProcedure<
  Def<Inputs[P], Outputs<K>[P]>
>;

/**
 * One type's procedures as the admin's pages, generic over the type, use them. Indexing the
 * proxy with a generic name gives the union of every type's procedures, whose calls TypeScript
 * cannot resolve; this view of the router's own types, checked against the proxy for every type
 * below, keeps name and answers correlated (the inputs are the same for every type). A page of
 * the list is spelt from the record, which a generic name resolves, so a cached page can be
 * changed in place.
 */
interface ContentProcedures<K extends ContentTypeName> {
  browse: DecorateQueryProcedure<
    Def<Inputs['browse'], ListPage<StoredRecord<K> & PublishingMeta & VersionMeta>>
  >;
  get: Query<'get', K>;
  // The same answer for every type: spelt out, so a generic name resolves it.
  translation: DecorateQueryProcedure<Def<Inputs['translation'], TranslationAnswer>>;
  count: Query<'count', K>;
  history: Query<'history', K>;
  create: Mutation<'create', K>;
  update: Mutation<'update', K>;
  delete: Mutation<'delete', K>;
  reorder: Mutation<'reorder', K>;
  bulk: Mutation<'bulk', K>;
  restore: Mutation<'restore', K>;
}

/** One content type's procedures, from the proxy (`useTRPC()`, or a loader's context). */
export function contentProcedures<K extends ContentTypeName>(
  trpc: Trpc,
  type: K,
): ContentProcedures<K> {
  const views: { [T in ContentTypeName]: ContentProcedures<T> } = trpc.content;
  return views[type];
}
