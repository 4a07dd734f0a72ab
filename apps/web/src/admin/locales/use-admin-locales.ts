/** The site's locales as the admin edits them: the default one, and every other. */
export interface AdminLocales {
  default: string;
  /** The locales a record can be translated into; empty with one locale (nothing shows). */
  others: string[];
}

/**
 * The configured locales (LOCALES), from the page's `<html data-locales="en,es">`, which the
 * server writes on every page, the admin's too, when there are two or more: known before the
 * first render, so a form is never built again when they arrive.
 */
export function useAdminLocales(): AdminLocales {
  const { lang, dataset } = document.documentElement;
  const [first = lang, ...others] = dataset.locales?.split(',') ?? [];
  return { default: first, others };
}
