import { previewing } from '../layout/preview';

/**
 * The input of every public gallery's paged query (`content.T.page`), past its cursor, in the
 * page's language (`locale`: none for the default's): one place, so the first screen's seeded
 * page sits under the very key the page then reads.
 */
export const publicPageInput = (locale: string | undefined) =>
  locale === undefined ? { preview: previewing() } : { preview: previewing(), locale };

/** The input of a public list (`content.T.list`) in the page's language: none for the default's. */
export const publicListInput = (locale: string | undefined) =>
  locale === undefined ? undefined : { locale };
