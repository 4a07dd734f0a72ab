import type {
  BrowseInput,
  ContentData,
  ContentTypeName,
  ListPage,
  PublishingInput,
  PublishingMeta,
  ReorderInput,
  Revision,
} from '@studio/contracts';
import type { AppRouter, RouterOutputs } from '@studio/server';
import type { keepPreviousData, UseQueryResult } from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/react-query';
import type { TrpcUtils } from '../../lib/router-context';
import { trpc, trpcClient } from '../../lib/trpc';
import type { ReadOptions } from './read-options';

/** A record of one type as the server answers it. */
export type StoredRecord<K extends ContentTypeName> = RouterOutputs['content'][K]['get'];

/**
 * A page of the admin's list of one type (content.T.browse), each record with its publishing.
 * Spelt from the record, as the
 * router's own output type does not resolve for a generic type name.
 */
export type StoredPage<K extends ContentTypeName> = ListPage<StoredRecord<K> & PublishingMeta>;

interface Read<I, O, Options = ReadOptions> {
  useQuery(input: I, options: Options): UseQueryResult<O, TRPCClientErrorLike<AppRouter>>;
}

/** A paged read may keep showing the page it leaves until the next one arrives. */
type PagedReadOptions = ReadOptions & { placeholderData?: typeof keepPreviousData };

interface Cached<I, O> {
  ensureData(input: I, options: ReadOptions): Promise<O>;
  /** Fetches unless the cached answer is younger than `staleTime`. */
  fetch(input: I, options: ReadOptions & { staleTime: number }): Promise<O>;
  setData(input: I, updater: (cached: O | undefined) => O | undefined): void;
}

/** The hooks that read one type (tRPC's, narrowed to what the admin uses). */
export interface ContentReads<K extends ContentTypeName> {
  browse: Read<BrowseInput, StoredPage<K>, PagedReadOptions>;
  get: Read<RecordInput, StoredRecord<K>>;
  count: Read<undefined, number>;
  /** A record's versions, newest first. */
  history: Read<{ id: string }, Revision[]>;
}

/** A record by id; `preview`: drafts and scheduled records too, with their publishing. */
export interface RecordInput {
  id: string;
  preview?: boolean;
}

/** One type's cached answers (tRPC's query utilities): loaders fill them, changes refresh them. */
export interface ContentCache<K extends ContentTypeName> {
  browse: Cached<BrowseInput, StoredPage<K>>;
  get: Cached<RecordInput, StoredRecord<K>>;
  count: Cached<undefined, number>;
  /**
   * Marks every answer of the type stale: the admin's pages of it (browse, whatever the page
   * and search) and the public pages' lists included (same keys).
   */
  invalidate(): Promise<void>;
}

/** What a save sends: the type's validated data, and beside it the record's publishing. */
export type WrittenData<K extends ContentTypeName> = ContentData<K> & PublishingInput;

/** The changes the admin makes to one type, sent as the type's validated data. */
export interface ContentWrites<K extends ContentTypeName> {
  create: { mutate(input: WrittenData<K>): Promise<StoredRecord<K>> };
  update: { mutate(input: { id: string; data: WrittenData<K> }): Promise<StoredRecord<K>> };
  delete: { mutate(input: { id: string }): Promise<unknown> };
  reorder: { mutate(input: ReorderInput): Promise<{ message: string }> };
  restore: { mutate(input: { id: string; revision: string }): Promise<StoredRecord<K>> };
}

/*
 * tRPC's proxies seen through mapped types: TypeScript checks every content router against
 * these views here, and indexing a view with a generic type name keeps name and data
 * correlated (indexing the proxies themselves gives a union over every type).
 */
const reads: { [K in ContentTypeName]: ContentReads<K> } = trpc.content;
const writes: { [K in ContentTypeName]: ContentWrites<K> } = trpcClient.content;

export const contentReads = <K extends ContentTypeName>(type: K): ContentReads<K> => reads[type];

export const contentWrites = <K extends ContentTypeName>(type: K): ContentWrites<K> => writes[type];

/** The cache view, from `trpc.useUtils()` in a component or the router context in a loader. */
export function contentCache<K extends ContentTypeName>(
  utils: Pick<TrpcUtils, 'content'>,
  type: K,
): ContentCache<K> {
  const caches: { [P in ContentTypeName]: ContentCache<P> } = utils.content;
  return caches[type];
}
