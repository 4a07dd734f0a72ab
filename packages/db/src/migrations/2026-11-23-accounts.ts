import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

/** The tables as this migration sees them (frozen: not the current schema type). */
interface Tables {
  user: { role: string | null };
  session: { tokenHash: string; id: string | null; createdAt: string; lastUsedAt: string | null };
}

/**
 * Roles and account management: every existing account was a full administrator, and keeps
 * that role; sessions gain a public id and what the account page shows of them.
 */
export async function up(db: Kysely<Tables>): Promise<void> {
  await db.schema.alterTable('user').addColumn('role', 'text').execute();
  await db.schema
    .alterTable('user')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('user').addColumn('lastSignInAt', 'text').execute();
  await db.updateTable('user').set({ role: 'admin' }).execute();

  await db.schema.alterTable('session').addColumn('id', 'text').execute();
  await db.schema.alterTable('session').addColumn('lastUsedAt', 'text').execute();
  await db.schema.alterTable('session').addColumn('userAgent', 'text').execute();
  await db.schema.alterTable('session').addColumn('ip', 'text').execute();
  const sessions = await db.selectFrom('session').select(['tokenHash', 'createdAt']).execute();
  for (const session of sessions) {
    await db
      .updateTable('session')
      .set({ id: randomBytes(16).toString('hex'), lastUsedAt: session.createdAt })
      .where('tokenHash', '=', session.tokenHash)
      .execute();
  }
  await db.schema.createIndex('session_id').unique().on('session').column('id').execute();

  await db.schema
    .createTable('setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<Tables>): Promise<void> {
  await db.schema.dropTable('setting').execute();
  await db.schema.dropIndex('session_id').execute();
  for (const column of ['ip', 'userAgent', 'lastUsedAt', 'id']) {
    await db.schema.alterTable('session').dropColumn(column).execute();
  }
  await db.schema.alterTable('user').dropColumn('lastSignInAt').execute();
  await db.schema.alterTable('user').dropColumn('disabled').execute();
  await db.schema.alterTable('user').dropColumn('role').execute();
}
