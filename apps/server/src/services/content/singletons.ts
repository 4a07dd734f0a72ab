import { builtinSingletons } from '@studio/content';
import {
  access,
  localeQuerySchema,
  localizedFields,
  type SingletonData,
  type SingletonName,
  type SingletonRecord,
  singletonSchema,
  singletonTypes,
  type TranslationAnswer,
  type Translations,
  translated,
  translationQuerySchema,
  translationSchema,
} from '@studio/contracts';
import { type Database, findSingleton, saveSingleton } from '@studio/db';
import type { Kysely } from 'kysely';
import { type Actor, allows, authorize, authorOf } from '../actor';
import type { AuditLog } from '../audit';
import { stale, staleVersion, validate } from '../errors';
import { type Locales, RACED_RETRIES } from '../locales';
import { rawTranslation, sharedFrom, translationOf, withTranslation } from './translations';

/**
 * The singleton kinds (site settings): one record each, its built-in value until first saved.
 * In the activity log a singleton is its own type and record id (`site`, `site`). Its
 * localized fields have translations as a content record's do (docs/decisions/049).
 */
export function createSingletonService({
  db,
  audit,
  locales,
}: {
  db: Kysely<Database>;
  audit: AuditLog;
  locales: Locales;
}) {
  /** The stored (or built-in) values, translations and version. */
  async function stored<K extends SingletonName>(name: K) {
    const row = await findSingleton(db, name);
    if (!row) {
      const translations: Translations = {};
      return { values: builtinSingletons[name], translations, updatedAt: null, version: 0 };
    }
    const translations: Translations = JSON.parse(row.translations);
    return {
      values: singletonSchema(name).parse(JSON.parse(row.data)),
      translations,
      updatedAt: row.updatedAt,
      version: row.version,
    };
  }

  /**
   * Saves `translation`'s values of the localized fields (`given`'s, those with a value) and
   * `given`'s shared fields, at the version read (or `expected`): no row when it is another.
   */
  async function saveTranslation<K extends SingletonName>(
    name: K,
    translation: string,
    given: Record<string, unknown>,
    expected: number | undefined,
  ) {
    const fields = localizedFields(name);
    const current = await stored(name);
    const data = sharedFrom(fields, current.values, given);
    const values = translationOf(fields, given);
    const translations = withTranslation(current.translations, translation, values);
    const row = await saveSingleton(db, name, data, expected ?? current.version, translations);
    return { row, answer: translated(singletonSchema(name).parse(data), values, fields) };
  }

  const service = {
    /** The values as `locale` (`?locale=`, tRPC `locale`) reads them; left out: the default's. */
    async get<K extends SingletonName>(
      actor: Actor,
      name: K,
      input: unknown = {},
    ): Promise<SingletonRecord<K>> {
      await authorize(access.singleton.get, actor);
      const translation = locales.resolve(validate(localeQuerySchema, input ?? {}).locale);
      const { values, translations, updatedAt, version } = await stored(name);
      const shown =
        translation === undefined
          ? values
          : translated(values, translations[translation], localizedFields(name));
      return { ...shown, updatedAt, version };
    },

    /** The stored translation in `locale`, field by field (null: none; no fallback). */
    async translation(
      actor: Actor,
      name: SingletonName,
      input: unknown,
    ): Promise<TranslationAnswer> {
      await authorize(access.singleton.translation, actor);
      const translation = locales.resolve(validate(translationQuerySchema, input).locale);
      const { values, translations } = await stored(name);
      const kept = translation === undefined ? undefined : translations[translation];
      return rawTranslation(localizedFields(name), values, kept);
    },

    /**
     * With `expected`, only while it is at that version (0: never saved); else `stale`. With
     * a non-default `locale`: the localized fields are its translation, the shared ones apply
     * to every locale; the default locale's save leaves every translation as it is.
     */
    async update<K extends SingletonName>(
      actor: Actor,
      name: K,
      input: unknown,
      expected?: number,
      locale?: string,
    ): Promise<SingletonRecord<K>> {
      const caller = await authorize(access.singleton.update, actor);
      const translation = locales.resolve(locale);
      const fields = localizedFields(name);
      const entry = { type: name, recordId: name };
      let row: Awaited<ReturnType<typeof saveSingleton>>;
      let answer: SingletonData<K>;
      if (translation === undefined) {
        const data = validate(singletonSchema(name), input);
        row = await saveSingleton(db, name, data, expected);
        answer = data;
      } else {
        const given: Record<string, unknown> = validate(
          translationSchema(singletonTypes[name].schema, fields),
          input,
        );
        let saved = await saveTranslation(name, translation, given, expected);
        // Merged into what was read: another save in between (the caller named no version)
        // is read and merged again, never overwritten.
        for (
          let retry = 0;
          !saved.row && expected === undefined && retry < RACED_RETRIES;
          retry++
        ) {
          saved = await saveTranslation(name, translation, given, expected);
        }
        ({ row, answer } = saved);
      }
      if (!row) {
        const now = await service.get(actor, name);
        // Who saved it is the activity log's: a caller who may not read the admin's side (a
        // token with content:write alone) is told the version only, as a record's writer is.
        if (!(await allows(access.content.preview, actor))) throw staleVersion(now.version);
        const since = now.updatedAt ?? '';
        throw stale(now, now.version, await audit.lastWrite({ ...entry, since }));
      }
      await audit.record({
        ...entry,
        actor: authorOf(caller),
        action: 'updated',
        locale: translation,
      });
      return { ...answer, updatedAt: row.updatedAt, version: row.version };
    },
  };
  return service;
}
