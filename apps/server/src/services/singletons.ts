import { builtinSingletons } from '@studio/content';
import {
  access,
  type SingletonName,
  type SingletonRecord,
  singletonSchema,
} from '@studio/contracts';
import { type Database, findSingleton, saveSingleton } from '@studio/db';
import type { Kysely } from 'kysely';
import { type Actor, authorize } from './actor';
import { stale, validate } from './errors';

/** The singleton kinds (site settings): one record each, its built-in value until first saved. */
export function createSingletonService(db: Kysely<Database>) {
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
      await authorize(access.singleton.update, actor);
      const data = validate(singletonSchema(name), input);
      const row = await saveSingleton(db, name, data, expected);
      if (!row) {
        const current = await service.get(actor, name);
        throw stale(current, current.version);
      }
      return { ...data, updatedAt: row.updatedAt, version: row.version };
    },
  };
  return service;
}
