import { banners, contactMessages, formMessages, messages } from '@studio/contracts';
import { formWords } from '../form-words';
import { homeWords } from '../home-words';
import { loaderWords } from '../loaders';
import { navWords } from '../nav';
import { optionWords } from '../option-words';
import { notFoundPage, publicPages } from '../pages';
import {
  galleryCopy,
  livePreviewWords,
  loadMoreCopy,
  modalCopy,
  publicCopy,
} from '../public-extras';
import { heroWords, site } from '../site';
import { siteSettingsWords } from '../site-settings';
import { skipLinkWords } from '../skip-link';

/**
 * A section of a catalogue: the English module's shape, any words in each place (a message
 * with values stays a function of the same values).
 */
export type Words<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer U)[]
      ? readonly Words<U>[]
      : { readonly [K in keyof T]: Words<T[K]> };

/** The words of a page's head: what search engines and link previews show. */
const pageHeads = Object.fromEntries(
  Object.entries(publicPages).map(([path, { title, description }]) => [
    path,
    { title, description },
  ]),
);

/** The contact page's tiles' titles, in their order (their images and links are shared). */
const contactTiles = site.contactTiles.map((tile) => tile.title);

/**
 * The public site's fixed words in English, SPEC.md's word for word: not a copy, the very
 * modules the pages read (and views of them). Each other language's catalogue has this shape
 * (`Catalogue`), and a test fails when one misses a key.
 */
export const english = {
  contact: contactMessages,
  career: messages.career,
  banners,
  galleries: galleryCopy,
  modal: modalCopy,
  copy: publicCopy,
  loadMore: loadMoreCopy,
  notFound: notFoundPage,
  nav: navWords,
  forms: formWords,
  contactTiles,
  skipLink: skipLinkWords,
  footer: site.footer,
  heroes: heroWords,
  pages: pageHeads,
  validation: formMessages,
  home: homeWords,
  loader: loaderWords,
  settings: siteSettingsWords,
  preview: livePreviewWords,
  options: optionWords,
};

/** A language's public words. */
export type Catalogue = Words<typeof english>;

/**
 * The sections a page's first render never reads: the forms' messages (needed once a form has
 * something to say), the pages' heads (the server writes them) and the live preview's marker
 * (only an editor's framed preview shows it). Each language keeps them in a module of their
 * own (`es-later.ts`), which a page downloads only when a form or the live preview needs it.
 */
type LaterSection = 'validation' | 'pages' | 'preview';

/** A language's words for a page's first render. */
export type PageWords = Omit<Catalogue, LaterSection>;

/** A language's words a page reads later (`LaterSection`). */
export type LaterWords = Pick<Catalogue, LaterSection>;

/** A section of a page's words. */
export type Section = keyof PageWords;
