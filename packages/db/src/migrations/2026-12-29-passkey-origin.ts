import type { Kysely } from 'kysely';

/**
 * Where each passkey was added from (issue 38): the browser and address of the session that
 * registered it, so its owner can tell theirs from one an intruder left, and the relying-party
 * id it was registered under, which its sign-ins must match. Null for passkeys added before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['browser', 'ip', 'rpId']) {
    await db.schema.alterTable('passkey').addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['rpId', 'ip', 'browser']) {
    await db.schema.alterTable('passkey').dropColumn(column).execute();
  }
}
