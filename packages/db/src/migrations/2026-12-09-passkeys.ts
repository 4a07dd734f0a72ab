import type { Kysely } from 'kysely';

/**
 * Passkeys (WebAuthn): an account's registered credentials, and the challenges handed out for
 * registering one or signing in with one. Challenges live here, not in a process's memory, so
 * the answer may reach another server process than the one that asked; each is single use and
 * short-lived.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('passkey')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    // The authenticator's credential id (base64url), as sign-in presents it.
    .addColumn('credentialId', 'text', (c) => c.notNull().unique())
    // The COSE public key (base64url).
    .addColumn('publicKey', 'text', (c) => c.notNull())
    // The signature counter is an unsigned 32-bit number, past PostgreSQL's integer; a double
    // holds it exactly and arrives as a JavaScript number on both databases (bigint would not).
    .addColumn('counter', 'double precision', (c) => c.notNull().defaultTo(0))
    // How the browser may reach the authenticator ("internal hybrid"), space-separated.
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('lastUsedAt', 'text')
    .execute();
  await db.schema.createIndex('passkey_user').on('passkey').column('userId').execute();

  await db.schema
    .createTable('passkey_challenge')
    // SHA-256 of the challenge (base64url), which the authenticator's answer carries back.
    .addColumn('challengeHash', 'text', (c) => c.primaryKey())
    // 'registration' or 'sign-in'
    .addColumn('purpose', 'text', (c) => c.notNull())
    // The account adding a passkey; null for a sign-in (the passkey says whose it is).
    .addColumn('userId', 'text', (c) => c.references('user.id').onDelete('cascade'))
    // A sign-in's client network: the rate limit it was counted against.
    .addColumn('network', 'text')
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('passkey_challenge_expires')
    .on('passkey_challenge')
    .column('expiresAt')
    .execute();
  await db.schema
    .createIndex('passkey_challenge_user')
    .on('passkey_challenge')
    .column('userId')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('passkey_challenge').execute();
  await db.schema.dropTable('passkey').execute();
}
