import type { Kysely } from 'kysely';

/**
 * Two-factor sign-in (TOTP, RFC 6238). One secret per account: pending (`enabledAt` null) from
 * set-up until its first code turns it on. `lastStep` is the time step of the last code
 * accepted: a code is taken only for a later step, in one UPDATE, so each is used once even
 * with several servers. Recovery codes are kept as their SHA-256 and deleted once used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('totp')
    .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    // base32, kept as given: there is no server key to encrypt it with (decision 035)
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('enabledAt', 'text')
    .addColumn('lastStep', 'integer')
    .execute();
  await db.schema
    .createTable('recovery_code')
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('codeHash', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recovery_code_pkey', ['userId', 'codeHash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recovery_code').execute();
  await db.schema.dropTable('totp').execute();
}
