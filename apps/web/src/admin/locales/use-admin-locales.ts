/** The site's locales as the admin edits them: the default one, and every other. */
export interface AdminLocales {
  default: string;
  /** The locales a record can be translated into; empty with one locale (nothing shows). */
  others: string[];
}

const ONE_LOCALE: AdminLocales = { default: 'en', others: [] };

/**
 * The configured locales. TEMPORARY until CORE's `locales` query is merged: read from the
 * page's `data-locales` attribute.
 */
export function useAdminLocales(): AdminLocales {
  const listed = document.documentElement.dataset.locales?.split(',') ?? [];
  const [first, ...others] = listed;
  return first ? { default: first, others } : ONE_LOCALE;
}

/** A language named in itself ("Español"); TEMPORARY until the contracts' names are merged. */
export const languageName = (locale: string): string =>
  ({ en: 'English', es: 'Español' })[locale] ?? locale.toUpperCase();
