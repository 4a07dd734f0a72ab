import type { SingletonName } from '@studio/contracts';
import type { Kysely } from 'kysely';
import type { Database, SingletonRow } from '../schema';
import { now } from './ids';

export function findSingleton(
  db: Kysely<Database>,
  name: SingletonName,
): Promise<SingletonRow | undefined> {
  return db.selectFrom('singleton').selectAll().where('name', '=', name).executeTakeFirst();
}

/**
 * Stores the singleton's fields, creating its row the first time, and raises its version.
 * With `expected`, only while its version is that one (0: never saved), in one statement.
 * Undefined: the version was another. `translations` left out: the stored ones stay.
 */
export function saveSingleton(
  db: Kysely<Database>,
  name: SingletonName,
  data: unknown,
  expected?: number,
  translations?: object,
): Promise<SingletonRow | undefined> {
  // Left out: the stored translations stay (a default-locale save never erases one).
  const kept = translations === undefined ? {} : { translations: JSON.stringify(translations) };
  const values = { name, data: JSON.stringify(data), updatedAt: now(), ...kept };
  if (expected !== undefined && expected > 0) {
    return db
      .updateTable('singleton')
      .set((eb) => ({
        data: values.data,
        updatedAt: values.updatedAt,
        ...kept,
        version: eb('version', '+', 1),
      }))
      .where('name', '=', name)
      .where('version', '=', expected)
      .returningAll()
      .executeTakeFirst();
  }
  return db
    .insertInto('singleton')
    .values(values)
    .onConflict((oc) =>
      // Never saved was expected: a row there now is a newer version.
      expected === 0
        ? oc.column('name').doNothing()
        : oc.column('name').doUpdateSet((eb) => ({
            data: values.data,
            updatedAt: values.updatedAt,
            ...kept,
            version: eb('singleton.version', '+', 1),
          })),
    )
    .returningAll()
    .executeTakeFirst();
}
