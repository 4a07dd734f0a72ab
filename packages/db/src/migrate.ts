import { contentTypeNames } from '@studio/contracts';
import {
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  type Migration,
  type MigrationResult,
  Migrator,
  sql,
} from 'kysely';
import { ensureContentTables } from './content-tables';
import * as initial from './migrations/2026-11-22-initial';
import * as accounts from './migrations/2026-11-23-accounts';
import * as singletons from './migrations/2026-11-24-singletons';
import * as contentVersions from './migrations/2026-11-25-content-versions';
import * as gallery from './migrations/2026-11-26-gallery';
import * as rateLimits from './migrations/2026-11-27-rate-limits';
import * as apiTokens from './migrations/2026-11-28-api-tokens';
import * as webhooks from './migrations/2026-11-29-webhooks';
import * as media from './migrations/2026-11-30-media';
import * as positions from './migrations/2026-12-01-positions';
import * as publishing from './migrations/2026-12-02-publishing';
import * as revisions from './migrations/2026-12-03-revisions';
import * as audit from './migrations/2026-12-04-audit';
import * as inbox from './migrations/2026-12-05-inbox';
import * as mailOutbox from './migrations/2026-12-06-mail-outbox';
import * as trash from './migrations/2026-12-07-trash';
import * as twoFactor from './migrations/2026-12-08-two-factor';
import * as passkeys from './migrations/2026-12-09-passkeys';
import * as recordVersions from './migrations/2026-12-10-record-versions';
import * as presence from './migrations/2026-12-11-presence';
import * as spamFolder from './migrations/2026-12-12-spam-folder';
import * as expiry from './migrations/2026-12-14-expiry';
import * as focalPoint from './migrations/2026-12-21-focal-point';
import * as translations from './migrations/2026-12-28-translations';
import * as passkeyOrigin from './migrations/2026-12-29-passkey-origin';
import * as secondFactorLockout from './migrations/2026-12-30-second-factor-lockout';
import * as deliveryRetention from './migrations/2026-12-31-delivery-retention';
import * as publishAnnouncements from './migrations/2027-01-02-publish-announcements';
import { existingContentTables } from './migrations/content-table';
import { contentTableName, type Database } from './schema';

// Imported, not read from disk, so the bundled server carries its migrations with it.
// Names start with an ISO date: their order is their name's order.
const migrations: Record<string, Migration> = {
  '2026-11-22-initial': initial,
  '2026-11-23-accounts': accounts,
  '2026-11-24-singletons': singletons,
  '2026-11-25-content-versions': contentVersions,
  '2026-11-26-gallery': gallery,
  '2026-11-27-rate-limits': rateLimits,
  '2026-11-28-api-tokens': apiTokens,
  '2026-11-29-webhooks': webhooks,
  '2026-11-30-media': media,
  '2026-12-01-positions': positions,
  '2026-12-02-publishing': publishing,
  '2026-12-03-revisions': revisions,
  '2026-12-04-audit': audit,
  '2026-12-05-inbox': inbox,
  '2026-12-06-mail-outbox': mailOutbox,
  '2026-12-07-trash': trash,
  '2026-12-08-two-factor': twoFactor,
  '2026-12-09-passkeys': passkeys,
  '2026-12-10-record-versions': recordVersions,
  '2026-12-11-presence': presence,
  '2026-12-12-spam-folder': spamFolder,
  '2026-12-14-expiry': expiry,
  '2026-12-21-focal-point': focalPoint,
  '2026-12-28-translations': translations,
  '2026-12-29-passkey-origin': passkeyOrigin,
  '2026-12-30-second-factor-lockout': secondFactorLockout,
  '2026-12-31-delivery-retention': deliveryRetention,
  '2027-01-02-publish-announcements': publishAnnouncements,
};

/** Every migration's name, oldest first. */
export const migrationNames = Object.keys(migrations).sort();

export function createMigrator(db: Kysely<Database>) {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/**
 * Applies every pending migration, then creates the table of each registry type that has none
 * yet, in today's shape (a type needs no migration of its own: decision 032). Throws with the
 * failing migration's name on error.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResult[]> {
  if (await upToDate(db)) return [];
  const { error, results = [] } = await createMigrator(db).migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
  await ensureContentTables(db, contentTypeNames.map(contentTableName));
  return results;
}

/**
 * Every migration recorded, no more and no fewer, and a table for every registry type: the
 * usual start, told by two reads instead of the migrator's checks, lock and transactions. Any
 * doubt (a new database, a newer server's migration) goes the migrator's way, which says why.
 */
async function upToDate(db: Kysely<Database>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`
      SELECT name FROM ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
    const recorded = new Set(rows.map((row) => row.name));
    if (recorded.size !== migrationNames.length) return false;
    if (!migrationNames.every((name) => recorded.has(name))) return false;
    const tables = new Set(await existingContentTables(db));
    return contentTypeNames.every((type) => tables.has(contentTableName(type)));
  } catch {
    return false;
  }
}

/** The migrations not yet applied to this database (another version's server may run). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrations = await createMigrator(db).getMigrations();
  return migrations.filter((migration) => !migration.executedAt).map(({ name }) => name);
}
