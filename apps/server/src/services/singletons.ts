import { builtinSingletons } from '@studio/content';
import {
  access,
  type SingletonName,
  type SingletonRecord,
  singletonSchema,
} from '@studio/contracts';
import { type Database, findSingleton, saveSingleton } from '@studio/db';
import type { Kysely } from 'kysely';
import { type Actor, authorize, authorOf } from './actor';
import type { AuditLog } from './audit';
import { stale, validate } from './errors';

/**
 * The singleton kinds (site settings): one record each, its built-in value until first saved.
 * In the activity log a singleton is its own type and record id (`site`, `site`).
 */
export function createSingletonService({ db, audit }: { db: Kysely<Database>; audit: AuditLog }) {
  const service = {
    async get<K extends SingletonName>(actor: Actor, name: K): Promise<SingletonRecord<K>> {
      await authorize(access.singleton.get, actor);
      const row = await findSingleton(db, name);
      if (!row) return { ...builtinSingletons[name], updatedAt: null, version: 0 };
      return {
        ...singletonSchema(name).parse(JSON.parse(row.data)),
        updatedAt: row.updatedAt,
        version: row.version,
      };
    },

    /** With `expected`, only while it is at that version (0: never saved); else `stale`. */
    async update<K extends SingletonName>(
      actor: Actor,
      name: K,
      input: unknown,
      expected?: number,
    ): Promise<SingletonRecord<K>> {
      const caller = await authorize(access.singleton.update, actor);
      const data = validate(singletonSchema(name), input);
      const row = await saveSingleton(db, name, data, expected);
      const entry = { type: name, recordId: name };
      if (!row) {
        const current = await service.get(actor, name);
        const since = current.updatedAt ?? '';
        throw stale(current, current.version, await audit.lastWrite({ ...entry, since }));
      }
      await audit.record({ ...entry, actor: authorOf(caller), action: 'updated' });
      return { ...data, updatedAt: row.updatedAt, version: row.version };
    },
  };
  return service;
}
