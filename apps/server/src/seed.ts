import {
  builtinRecords,
  builtinRecordTranslations,
  builtinSingletons,
  builtinSingletonTranslations,
} from '@studio/content';
import {
  type ContentTypeName,
  contentTypeNames,
  contentTypes,
  localizedFields,
  singletonNames,
  singletonSchema,
} from '@studio/contracts';
import {
  contentTableName,
  countContent,
  countUsers,
  type Database,
  insertContent,
  saveSingleton,
  serialTransaction,
} from '@studio/db';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { translationOf } from './services/content/translations';

/**
 * The built-in words of `values` in each of `others`, as stored: each checked by the schema
 * as the field it translates, only the localized fields kept.
 */
function seededTranslations(
  schema: z.ZodType<object>,
  fields: readonly string[],
  values: object,
  words: Record<string, object>,
) {
  return Object.fromEntries(
    Object.entries(words).map(([locale, own]) => [
      locale,
      translationOf(fields, schema.parse({ ...values, ...own })),
    ]),
  );
}

/**
 * Fills a brand-new database with the built-in content, in the default locale and each other
 * of `locales` that has its words (the site settings too, then: one stored row carries them).
 * A database that has any content or any account is left alone, so an admin who deleted
 * everything does not see it come back.
 */
export async function seedDemoContent(
  db: Kysely<Database>,
  locales: readonly string[],
): Promise<boolean> {
  const others = locales.slice(1);
  // One at a time across processes: two servers starting on an empty database seed once.
  return serialTransaction(db, async (trx) => {
    const counts = await Promise.all(
      contentTypeNames.map((type) => countContent(trx, contentTableName(type))),
    );
    if (counts.some((count) => count > 0) || (await countUsers(trx)) > 0) return false;
    const seedType = async <K extends ContentTypeName>(type: K) => {
      const { schema } = contentTypes[type];
      for (const [index, item] of builtinRecords(type).entries()) {
        const words = builtinRecordTranslations(type, index, others);
        const translations = seededTranslations(schema, localizedFields(type), item, words);
        await insertContent(trx, contentTableName(type), schema.parse(item), { translations });
      }
    };
    for (const type of contentTypeNames) await seedType(type);
    for (const name of singletonNames) {
      const words = builtinSingletonTranslations(name, others);
      // Nothing to add to the built-in value: the singleton stays unsaved, as ever.
      if (Object.keys(words).length === 0) continue;
      const values = builtinSingletons[name];
      const schema = singletonSchema(name);
      const translations = seededTranslations(schema, localizedFields(name), values, words);
      await saveSingleton(trx, name, schema.parse(values), 0, translations);
    }
    return true;
  });
}
