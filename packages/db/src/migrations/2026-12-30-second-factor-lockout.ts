import { type Kysely, sql } from 'kysely';

/**
 * Wrong authenticator-app codes in a row per account (NIST SP 800-63B): at the limit the app's
 * codes are refused until a recovery code, a passkey or the operator's reset is used. On the
 * secret's row, so a new secret starts from nothing; in the database, so every server counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('totp')
    .addColumn('wrongCodes', 'integer', (c) => c.notNull().defaultTo(sql`0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('totp').dropColumn('wrongCodes').execute();
}
