import { type Kysely, sql } from 'kysely';
import { dropTranslationsColumn, existingContentTables, translationsColumn } from './content-table';

/**
 * Localization (docs/decisions/049-localization.md): each content table and the singletons
 * get `translations` (what is stored already is the default locale's), the versions and the
 * trash keep them (a restore brings them back), and a contact message or application the
 * locale of the page it was sent from (null: before this, or the locale was not known), as an
 * activity entry the locale of the translation it wrote (null: the default locale's values).
 */
const documents = ['singleton'] as const;
const kept = ['content_revision', 'content_trash'] as const;
/** The activity log's entries name the locale of a translated write. */
const withLocale = ['contact_message', 'career_application', 'audit_log'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of await existingContentTables(db)) await translationsColumn(db, table);
  for (const table of documents) await translationsColumn(db, table);
  for (const table of kept) {
    // Text, as these tables keep `data`.
    await db.schema
      .alterTable(table)
      .addColumn('translations', 'text', (c) => c.notNull().defaultTo(sql`'{}'`))
      .execute();
  }
  for (const table of withLocale) {
    await db.schema.alterTable(table).addColumn('locale', 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of withLocale) await db.schema.alterTable(table).dropColumn('locale').execute();
  for (const table of kept) await dropTranslationsColumn(db, table);
  for (const table of documents) await dropTranslationsColumn(db, table);
  for (const table of await existingContentTables(db)) await dropTranslationsColumn(db, table);
}
