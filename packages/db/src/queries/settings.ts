import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * The stored value of a setting, created with `create()` the first time it is asked for. Every
 * process asking at once gets the same value: the first insert wins, the others read it.
 */
export async function ensureSetting(
  db: Kysely<Database>,
  key: string,
  create: () => string,
): Promise<string> {
  await db
    .insertInto('setting')
    .values({ key, value: create() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const { value } = await db
    .selectFrom('setting')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return value;
}
