import type { Kysely } from 'kysely';

/**
 * E-mail: the outbox of mails to send (kept here so that retries survive a restart and any
 * server process can send them), and the single-use links mailed to accounts (a password
 * reset, an invitation), stored as the SHA-256 of their secret. The secret is made when the
 * mail is sent (each attempt makes a new one): until then a link has no hash, and the outbox
 * row holds only the link's id, so no secret ever rests in the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    // Comma-separated addresses.
    .addColumn('recipients', 'text', (c) => c.notNull())
    // What the mail's text is made from when it is sent (JSON).
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nextAttemptAt', 'text', (c) => c.notNull())
    .addColumn('lastError', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    // No attempt after this: a day, or sooner when the link the mail carries expires.
    .addColumn('giveUpAt', 'text', (c) => c.notNull())
    .execute();
  // The worker's poll: the due mails.
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .column('nextAttemptAt')
    .execute();

  await db.schema
    .createTable('password_reset')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Null until its mail is being sent.
    .addColumn('tokenHash', 'text', (c) => c.unique())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('password_reset_user')
    .on('password_reset')
    .column('userId')
    .execute();

  await db.schema
    .createTable('invitation')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Null until its mail is being sent.
    .addColumn('tokenHash', 'text', (c) => c.unique())
    // Normalised, as account e-mails are.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    // The inviting admin: the invitation goes with the account (and works only while that
    // account is an enabled admin).
    .addColumn('invitedBy', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invitation_email').on('invitation').column('email').execute();
  await db.schema
    .createIndex('invitation_invited_by')
    .on('invitation')
    .column('invitedBy')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invitation').execute();
  await db.schema.dropTable('password_reset').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
