import { publicPages } from '@studio/content';
import type { ContentTypeName, SingletonName } from '@studio/contracts';

/** The public page that shows a type (its preview shows the type's drafts there too). */
export const publicPathOf = (type: ContentTypeName): string | undefined =>
  Object.entries(publicPages).find(([, page]) => page.types.includes(type))?.[0];

/**
 * The types a page shows one record of at a time, its first: home's about block and its
 * full-screen slider, the contact page's details. The record previewed takes that place.
 */
export const shownFirst: readonly ContentTypeName[] = ['about', 'slider', 'contactinfo'];

/**
 * The public page a singleton's live preview opens. The site settings show in every page's
 * header and footer; the contact page, on the site's layout, shows all of those.
 */
export const singletonPaths: Record<SingletonName, string> = { site: '/contact' };

/** What a live preview may show: the types public pages show, and the singletons. */
export const previewable = {
  types: [...new Set(Object.values(publicPages).flatMap((page) => page.types))],
  // Every singleton has its page: the record's keys are the singletons' names.
  singletons: Object.keys(singletonPaths) as SingletonName[],
};

/**
 * A public page in an editor's preview (drafts shown, the preview banner on top). The page is
 * shown as it is: when the site has locales, the page's locale prefix goes before `path` here.
 */
export const previewAddress = (path: string): string => `${path}?preview=1`;
