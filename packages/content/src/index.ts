export {
  builtinContent,
  builtinRecords,
  builtinRecordTranslations,
  builtinSingletonTranslations,
} from './builtin';
export { contactInfo } from './contact-info';
export { documentaries } from './documentaries';
export { equipment } from './equipment';
export { formWords } from './form-words';
export { galleryItems } from './gallery';
export { about, afterProductions, productions, slides } from './home';
export { homeWords } from './home-words';
export { escapeHtml, htmlAttributes } from './html';
export {
  LOGO_SIZE,
  loaderWords,
  loadingScreenHtml,
  logoLoaderHtml,
  SERVED_LOADING_SCREEN_ID,
} from './loaders';
export {
  type Catalogue,
  english,
  type LaterWords,
  type PageWords,
  type Section,
  type Words,
} from './locales/catalogue';
export { loadCatalogue, loadLaterWords, loadPageWords } from './locales/catalogues';
export { localizeMessage, type MessageWords } from './locales/localize-message';
export { type LocalePath, localizedPath, ogLocale, splitLocalePath } from './locales/paths';
export { builtinVideoPoster, media, trailers } from './media';
export { music } from './music';
export { navWords } from './nav';
export { optionLabel, optionWords } from './option-words';
export {
  type HeadTag,
  headTags,
  notFoundPage,
  organization,
  type PageHead,
  type PageLanguage,
  type PageMatch,
  pageAt,
  pageInLanguage,
  publicPages,
} from './pages';
export { podcasts } from './podcasts';
export { isPrivatePath } from './private-paths';
export {
  galleryCopy,
  livePreviewWords,
  loadMoreCopy,
  modalCopy,
  publicCopy,
} from './public-extras';
export {
  type ContactTile,
  heroWords,
  type ImageAsset,
  type PageHero,
  type SiteChrome,
  type SocialNetwork,
  site,
  socialNetworks,
} from './site';
export { type BuiltinSingletons, builtinSingletons, siteSettings } from './site-settings';
export { skipLinkWords } from './skip-link';
