import type { Kysely } from 'kysely';

/**
 * API tokens for integrators: named, scoped, optionally expiring; only the SHA-256 of the
 * secret is kept. A token goes with the account that created it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_token')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
    // The scopes, space-separated ("content:read inbox:read").
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('createdBy', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('lastUsedAt', 'text')
    .addColumn('expiresAt', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_token').execute();
}
