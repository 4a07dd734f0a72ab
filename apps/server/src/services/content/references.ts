import {
  byName,
  type ContentRecord,
  type ContentTypeName,
  contentTypeNames,
  contentTypes,
  type RecordRef,
  type RecordRefs,
  type ReferenceField,
  recordTitle,
  referencedIds,
  referenceFields,
  referenceMessages,
} from '@studio/contracts';
import { contentTableName, type Database, existingContentIds } from '@studio/db';
import type { Kysely } from 'kysely';
import { ServiceError, summarize } from '../errors';
import { type ContentSnapshot, type RecordSet, setOf } from './cache';

/** Each type's snapshot: the content cache's. */
export interface Snapshots {
  snapshot<K extends ContentTypeName>(type: K): Promise<ContentSnapshot<K>>;
}

/** A value's ids that name a record of the target set, in the order stored. */
const existing = (value: unknown, target: RecordSet<ContentTypeName>): string[] =>
  referencedIds(value).filter((id) => target.byId.has(id));

/** A value's ids that name a stored record of `to`, in the order stored. */
async function stored(db: Kysely<Database>, to: ContentTypeName, value: unknown) {
  const ids = referencedIds(value);
  const found = new Set(await existingContentIds(db, contentTableName(to), ids));
  return { ids, kept: ids.filter((id) => found.has(id)) };
}

/**
 * Refuses a record whose reference fields name ids that are no record of the field's type (none
 * at all, or one of another type): 400, and nothing stored. A draft may be named: its page
 * leaves it out until it is public.
 */
export async function checkReferences(
  db: Kysely<Database>,
  type: ContentTypeName,
  data: object,
): Promise<void> {
  const values = new Map(Object.entries(data));
  const issues: { path: string; message: string }[] = [];
  for (const { field, to } of referenceFields(type)) {
    const { ids, kept } = await stored(db, to, values.get(field));
    if (kept.length !== ids.length) {
      issues.push({ path: field, message: referenceMessages.notFound(contentTypes[to].label) });
    }
  }
  if (issues.length > 0) throw new ServiceError('invalid', summarize(issues), { issues });
}

/** A field's value with only the ids `kept`: several stay a list, one is left out when gone. */
const keptValue = ({ several }: ReferenceField, kept: string[]) => (several ? kept : kept[0]);

/**
 * A record's stored fields without the ids whose records are gone since (deleted): what a
 * record coming back (from the trash, or a version) keeps, as its reads showed it.
 */
export async function withoutMissingReferences<T extends object>(
  db: Kysely<Database>,
  type: ContentTypeName,
  data: T,
): Promise<T> {
  const values = new Map(Object.entries(data));
  const copy: T = { ...data };
  for (const reference of referenceFields(type)) {
    const { ids, kept } = await stored(db, reference.to, values.get(reference.field));
    if (kept.length === ids.length) continue;
    const next = keptValue(reference, kept);
    if (next === undefined) Reflect.deleteProperty(copy, reference.field);
    else Reflect.set(copy, reference.field, next);
  }
  return copy;
}

/**
 * A record as a reader sees it: each reference field without the ids the `targets` (one set per
 * field) do not hold, and `_refs` naming those left (`_id` and title). The record itself when
 * nothing changes.
 */
function linked<K extends ContentTypeName>(
  record: ContentRecord<K>,
  fields: readonly ReferenceField[],
  targets: readonly RecordSet<ContentTypeName>[],
): ContentRecord<K> {
  const values = new Map<string, unknown>(Object.entries(record));
  const refs: RecordRefs = {};
  const changed = new Map<string, string | string[] | undefined>();
  fields.forEach((reference, index) => {
    const target = targets[index];
    const value = values.get(reference.field);
    if (!target || value === undefined) return;
    const kept = existing(value, target);
    if (kept.length !== referencedIds(value).length) {
      changed.set(reference.field, keptValue(reference, kept));
    }
    const refsOf = kept.flatMap((id): RecordRef[] => {
      const found = target.byId.get(id);
      return found ? [{ _id: id, title: recordTitle(reference.to, found) }] : [];
    });
    const [first] = refsOf;
    if (reference.several && refsOf.length > 0) refs[reference.field] = refsOf;
    else if (!reference.several && first) refs[reference.field] = first;
  });
  const named = Object.keys(refs).length > 0;
  if (changed.size === 0 && !named) return record;
  const copy: ContentRecord<K> = named ? { ...record, _refs: refs } : { ...record };
  for (const [field, value] of changed) {
    if (value === undefined) Reflect.deleteProperty(copy, field);
    else Reflect.set(copy, field, value);
  }
  return copy;
}

type Memos = {
  [K in ContentTypeName]: WeakMap<
    RecordSet<K>,
    { targets: readonly RecordSet<ContentTypeName>[]; set: RecordSet<K> }
  >;
};

/** Which records a read may name: the public's at a moment, or (an editor's) every stored one. */
export type Audience = { public: true; at: number } | { public: false };

/**
 * Links sets of records to the records their reference fields name, as `audience` may see them
 * and in `locale` (the titles'). A set linked against the same target sets is the same set
 * (and objects) as last time, so cached answers and first screens follow the referenced types'
 * versions, and nothing else.
 */
export function referenceLinker(snapshots: Snapshots) {
  // Per type and audience: a set's linked set, and the targets it was linked against.
  const memos = (): Memos => byName<ContentTypeName, Memos>(contentTypeNames, () => new WeakMap());
  const memo = { public: memos(), all: memos() };

  const targetsOf = (fields: readonly ReferenceField[], audience: Audience, locale?: string) =>
    Promise.all(
      fields.map(async ({ to }): Promise<RecordSet<ContentTypeName>> => {
        const snapshot = await snapshots.snapshot(to);
        return snapshot.inLocale(
          audience.public ? snapshot.visible(audience.at) : snapshot,
          locale,
        );
      }),
    );

  return {
    /** A set (a cached one: its result is kept while the targets stay) linked. */
    async set<K extends ContentTypeName>(
      type: K,
      set: RecordSet<K>,
      audience: Audience,
      locale?: string,
    ): Promise<RecordSet<K>> {
      const fields = referenceFields(type);
      if (fields.length === 0) return set;
      const targets = await targetsOf(fields, audience, locale);
      const byAudience: Memos[K] = (audience.public ? memo.public : memo.all)[type];
      const known = byAudience.get(set);
      if (
        known?.targets.length === targets.length &&
        known.targets.every((target, index) => target === targets[index])
      ) {
        return known.set;
      }
      const result = setOf(set.records.map((record) => linked(record, fields, targets)));
      byAudience.set(set, { targets, set: result });
      return result;
    },

    /** Records (a page of an editor's list, say) linked, afresh. */
    async records<K extends ContentTypeName>(
      type: K,
      records: readonly ContentRecord<K>[],
      audience: Audience,
      locale?: string,
    ): Promise<ContentRecord<K>[]> {
      const fields = referenceFields(type);
      if (fields.length === 0) return [...records];
      const targets = await targetsOf(fields, audience, locale);
      return records.map((record) => linked(record, fields, targets));
    },
  };
}
