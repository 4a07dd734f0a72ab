import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../migrate';
import { freshDatabaseEachTest } from '../testing/vitest-postgres';
import { findContent, insertContent, updateContent } from './content';
import { findSingleton, saveSingleton } from './singletons';

const handle = freshDatabaseEachTest();

describe('migration 2026-12-28-translations', () => {
  it('keeps what is stored as the default locale: no translations, inbox locales unknown', async () => {
    const { db } = handle();
    const { error } = await createMigrator(db).migrateTo('2026-12-21-focal-point');
    expect(error).toBeUndefined();
    await sql`INSERT INTO content_podcast (id, data, "createdAt", "updatedAt") VALUES ('p', ${JSON.stringify({ title: 'Old' })}, 't', 't')`.execute(
      db,
    );
    await sql`INSERT INTO singleton (name, data, "updatedAt") VALUES ('site', '{"tagline":"Old"}', 't')`.execute(
      db,
    );
    await sql`INSERT INTO contact_message (id, "firstName", "lastName", contact, email, message, "createdAt", "updatedAt") VALUES ('m', 'A', 'B', '1', 'a@example.com', 'Hi', 't', 't')`.execute(
      db,
    );
    await migrateToLatest(db);

    const row = await findContent(db, 'content_podcast', 'p');
    expect(row && JSON.parse(row.data)).toEqual({ title: 'Old' });
    expect(row && JSON.parse(row.translations)).toEqual({});
    const site = await findSingleton(db, 'site');
    expect(site && JSON.parse(site.translations)).toEqual({});
    const message = await db
      .selectFrom('contact_message')
      .select('locale')
      .where('id', '=', 'm')
      .executeTakeFirst();
    expect(message).toEqual({ locale: null });
  });

  it('is undone by its down step', async () => {
    const { db } = handle();
    await migrateToLatest(db);
    const { error } = await createMigrator(db).migrateTo('2026-12-21-focal-point');
    expect(error).toBeUndefined();
    await expect(sql`SELECT translations FROM content_podcast`.execute(db)).rejects.toThrow();
    await migrateToLatest(db);
    await insertContent(db, 'content_podcast', { title: 'Again' });
  });
});

describe('translations as written', () => {
  beforeEach(async () => {
    await migrateToLatest(handle().db);
  });

  it('stays through a write that names none, and is replaced by one that does', async () => {
    const { db } = handle();
    const translations = { es: { title: 'Hola' } };
    const row = await insertContent(db, 'content_podcast', { title: 'Hello' }, { translations });
    expect(JSON.parse(row.translations)).toEqual(translations);
    const updated = await updateContent(db, 'content_podcast', row.id, { title: 'Hi' });
    expect(updated && JSON.parse(updated.translations)).toEqual(translations);
    const replaced = await updateContent(
      db,
      'content_podcast',
      row.id,
      { title: 'Hi' },
      { translations: {} },
    );
    expect(replaced && JSON.parse(replaced.translations)).toEqual({});
  });

  it("keeps a singleton's translations through a save that names none", async () => {
    const { db } = handle();
    await saveSingleton(db, 'site', { tagline: 'A' }, undefined, { es: { tagline: 'Una' } });
    const saved = await saveSingleton(db, 'site', { tagline: 'B' });
    expect(saved && JSON.parse(saved.translations)).toEqual({ es: { tagline: 'Una' } });
    expect(saved && JSON.parse(saved.data)).toEqual({ tagline: 'B' });
  });
});
