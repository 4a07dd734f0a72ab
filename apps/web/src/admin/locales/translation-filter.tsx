import { languageName } from '@studio/contracts';
import { useId } from 'react';
import { useAdminLocales } from './use-admin-locales';

/**
 * The "Translations" filter of a list: every record, or only those missing a translation
 * into one locale. None with one locale.
 */
export function TranslationFilter({
  value,
  onChange,
}: {
  /** The locale whose missing translations are shown; '' for every record. */
  value: string;
  onChange: (locale: string) => void;
}) {
  const id = useId();
  const { others } = useAdminLocales();
  if (others.length === 0) return null;
  return (
    <div className="mb-4 flex items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium text-slate-700">
        Translations
      </label>
      <select
        id={id}
        value={others.includes(value) ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-800 focus:border-gold-deep focus:outline-none focus:ring-2 focus:ring-gold-deep"
      >
        <option value="">All</option>
        {others.map((locale) => (
          <option key={locale} value={locale}>
            Missing {languageName(locale)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The locales a browsed record has no translation into (`_missingLocales`), read loosely. */
export function missingLocalesOf(record: object): string[] {
  const missing = '_missingLocales' in record ? record._missingLocales : undefined;
  return Array.isArray(missing)
    ? missing.filter((locale): locale is string => typeof locale === 'string')
    : [];
}

/** "ES missing", one badge per locale a record is not translated into. */
export function MissingBadges({ locales }: { locales: string[] }) {
  return locales.map((locale) => (
    <span
      key={locale}
      title={`No ${languageName(locale)} translation yet`}
      className="mt-1 mr-1 inline-flex items-center rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800 ring-1 ring-sky-300 ring-inset"
    >
      {locale.toUpperCase()} missing
    </span>
  ));
}
