import type { ContentTypeName, SingletonData } from '@studio/contracts';
import type { Catalogue } from './locales/catalogue';
import { localizedPath, ogLocale } from './locales/paths';
import { media } from './media';
import { isPrivatePath } from './private-paths';
import { site, titled } from './site';

/** What search engines and link previews show for a page. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's preview image (a path on this site). */
  image: string;
  /** The content types the page shows: its sitemap `lastmod` is their newest change. */
  types: ContentTypeName[];
  /** The image at the top of the page (its largest paint), fetched along with the scripts. */
  hero?: string;
  /**
   * The public lists the page's first screen shows, its largest paint among them: the server
   * renders that screen with them (the other pages' comes from the build, without data).
   */
  firstScreenLists?: ContentTypeName[];
  /**
   * The paged public lists (`content.T.page`) the page's first screen shows: the server renders
   * it with their first page, so the screen shows today's published records, never the built-in
   * ones the SPA only falls back to (SPEC.md §4) when there are none.
   */
  firstScreenPages?: ContentTypeName[];
}

/** Every public page, by path: the one list behind titles, link previews and the sitemap. */
export const publicPages: Record<string, PageHead> = {
  '/': {
    title: `${site.name} · Music, documentaries, podcasts and advertising`,
    description:
      'Goldhill Studios: music, documentaries, podcasts and advertising from the hills of Mussoorie.',
    image: media.videoPoster('hero'),
    types: ['slider', 'production', 'afterproduction', 'about'],
  },
  '/podcast': {
    title: titled('Podcast'),
    description: 'Conversations recorded at Goldhill Studios: every episode with its trailer.',
    image: site.heroes.podcast.src,
    hero: site.heroes.podcast.src,
    types: ['podcast'],
    firstScreenPages: ['podcast'],
  },
  '/music': {
    title: titled('Released music'),
    description: 'Records produced, mixed and mastered at Goldhill Studios.',
    image: site.heroes.music.src,
    hero: site.heroes.music.src,
    types: ['music'],
    firstScreenPages: ['music'],
  },
  '/documentary': {
    title: titled('Documentary'),
    description: 'True stories filmed in real places by the Goldhill Studios crew.',
    image: site.heroes.documentary.src,
    hero: site.heroes.documentary.src,
    types: ['documentary'],
    firstScreenPages: ['documentary'],
  },
  '/equipment': {
    title: titled('Equipment hire'),
    description: 'Cameras, lights and sound kit for hire from Goldhill Studios.',
    image: site.heroes.equipment.src,
    hero: site.heroes.equipment.src,
    types: ['equipment'],
    firstScreenPages: ['equipment'],
  },
  '/gallery': {
    title: titled('Gallery'),
    description: 'Stills and frames from Goldhill Studios productions.',
    image: site.heroes.documentary.src,
    types: ['gallery'],
    firstScreenPages: ['gallery'],
  },
  '/contact': {
    title: titled('Contact'),
    description: 'Write to Goldhill Studios, call us or visit the studio.',
    image: site.contactTiles[0]?.image ?? site.logo.mark,
    types: ['contactinfo'],
    firstScreenLists: ['contactinfo'],
  },
  '/career': {
    title: titled('Careers'),
    description: 'Work with Goldhill Studios: send your application and CV.',
    image: site.logo.mark,
    types: [],
  },
};

/** Pages that exist but are not for search engines (sign-in, the admin area). */
const privatePages: Record<string, string> = {
  '/login': titled('Sign in'),
  '/register': titled('Register'),
  '/dashboard': titled('Dashboard'),
};
const ADMIN_TITLE = titled('Admin');

/** Any other path. */
export const notFoundPage = {
  title: titled('Page not found'),
  heading: 'Page not found',
  text: 'The page you are looking for does not exist or has moved.',
  home: 'Back to the home page',
};

/** What a path is: a public page (with its head), a page kept from search engines, or none. */
export type PageMatch =
  | ({ kind: 'public'; path: string } & PageHead)
  | { kind: 'private'; path: string; title: string }
  | { kind: 'notFound'; title: string };

/** The page a path shows; "/podcast/" is "/podcast". */
export function pageAt(pathname: string): PageMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = publicPages[path];
  if (page) return { kind: 'public', path, ...page };
  if (!isPrivatePath(path)) return { kind: 'notFound', title: notFoundPage.title };
  return { kind: 'private', path, title: privatePages[path] ?? ADMIN_TITLE };
}

/**
 * The page in a language: its title and description from that language's catalogue (none: the
 * default language's words, as `pageAt` gives them).
 */
export function pageInLanguage(page: PageMatch, words: Catalogue | undefined): PageMatch {
  if (!words || page.kind === 'private') return page;
  if (page.kind === 'notFound') return { ...page, title: words.notFound.title };
  return { ...page, ...words.pages[page.path] };
}

/** The language a page is in, among the site's (the first is the default). */
export interface PageLanguage {
  locale: string;
  locales: readonly string[];
}

/** One tag of a page's head, as attributes: the server writes it into HTML, the SPA into the DOM. */
export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

/**
 * A public page's other languages, for search engines: each configured locale's address, and
 * `x-default` (the default locale's) for any other visitor; with its `og:locale`. None with
 * one locale, so such a site's pages stay as they were.
 */
function languageTags(page: { path: string }, origin: string, language?: PageLanguage): HeadTag[] {
  if (!language || language.locales.length < 2) return [];
  const { locale, locales } = language;
  const href = (code: string) => `${origin}${localizedPath(page.path, code, locales)}`;
  return [
    ...locales.map((code) => ({
      tag: 'link' as const,
      attrs: { rel: 'alternate', hreflang: code, href: href(code) },
    })),
    {
      tag: 'link',
      attrs: { rel: 'alternate', hreflang: 'x-default', href: href(locales[0] ?? '') },
    },
    { tag: 'meta', attrs: { property: 'og:locale', content: ogLocale(locale) } },
    ...locales
      .filter((code) => code !== locale)
      .map((code) => ({
        tag: 'meta' as const,
        attrs: { property: 'og:locale:alternate', content: ogLocale(code) },
      })),
  ];
}

/**
 * The head tags of a page besides its title: description, canonical URL (the page in its own
 * language), link-preview tags and its languages for a public page; `noindex` for the others.
 * `origin` is the site's public address.
 */
export function headTags(page: PageMatch, origin: string, language?: PageLanguage): HeadTag[] {
  if (page.kind !== 'public')
    return [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }];
  const url = `${origin}${language ? localizedPath(page.path, language.locale, language.locales) : page.path}`;
  const image = `${origin}${page.image}`;
  const named = (name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { name, content },
  });
  const property = (name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { property: name, content },
  });
  return [
    named('description', page.description),
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    property('og:type', 'website'),
    property('og:site_name', site.name),
    property('og:title', page.title),
    property('og:description', page.description),
    property('og:url', url),
    property('og:image', image),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', page.title),
    named('twitter:description', page.description),
    named('twitter:image', image),
    ...languageTags(page, origin, language),
  ];
}

/** The studio as schema.org describes an organisation, for the home page's JSON-LD. */
export function organization(settings: SingletonData<'site'>, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: `${origin}/`,
    logo: `${origin}${site.logo.mark}`,
    email: settings.email,
    telephone: settings.phones[0],
    address: { '@type': 'PostalAddress', streetAddress: settings.address },
    sameAs: [
      settings.facebookUrl,
      settings.twitterUrl,
      settings.instagramUrl,
      settings.youtubeUrl,
    ].filter((url) => /^https?:/.test(url)),
  };
}
