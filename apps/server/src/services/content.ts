import {
  access,
  type ContentRecord,
  type ContentTypeName,
  contentSchema,
  messages,
} from '@studio/contracts';
import {
  type ContentRow,
  contentTableName,
  countContent,
  type Database,
  deleteContent,
  findContent,
  insertContent,
  listContent,
  updateContent,
} from '@studio/db';
import type { Kysely } from 'kysely';
import { type Actor, authorize } from './actor';
import { notFound, validate } from './errors';

/** The five operations (plus count) every content type shares. */
export function createContentService(db: Kysely<Database>) {
  const toRecord = <K extends ContentTypeName>(type: K, row: ContentRow): ContentRecord<K> => ({
    ...contentSchema(type).parse(JSON.parse(row.data)),
    _id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });

  return {
    async list<K extends ContentTypeName>(actor: Actor, type: K): Promise<ContentRecord<K>[]> {
      await authorize(access.content.list, actor);
      const rows = await listContent(db, contentTableName(type));
      return rows.map((row) => toRecord(type, row));
    },

    async get<K extends ContentTypeName>(actor: Actor, type: K, id: string) {
      await authorize(access.content.get, actor);
      const row = await findContent(db, contentTableName(type), id);
      if (!row) throw notFound();
      return toRecord(type, row);
    },

    async create<K extends ContentTypeName>(
      actor: Actor,
      type: K,
      input: unknown,
    ): Promise<ContentRecord<K>> {
      await authorize(access.content.create, actor);
      const data = validate(contentSchema(type), input);
      return toRecord(type, await insertContent(db, contentTableName(type), data));
    },

    async update<K extends ContentTypeName>(
      actor: Actor,
      type: K,
      id: string,
      input: unknown,
    ): Promise<ContentRecord<K>> {
      await authorize(access.content.update, actor);
      const data = validate(contentSchema(type), input);
      const row = await updateContent(db, contentTableName(type), id, data);
      if (!row) throw notFound();
      return toRecord(type, row);
    },

    async delete(actor: Actor, type: ContentTypeName, id: string) {
      await authorize(access.content.delete, actor);
      if (!(await deleteContent(db, contentTableName(type), id))) throw notFound();
      return { message: messages.deleted, _id: id };
    },

    async count(actor: Actor, type: ContentTypeName): Promise<number> {
      await authorize(access.content.count, actor);
      return countContent(db, contentTableName(type));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
