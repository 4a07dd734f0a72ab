import type { ComponentType } from 'react';

type PageModule = () => Promise<ComponentType>;

/**
 * Each public page's component by its path (`publicPages`), a chunk each. A file in
 * public/pages is named for its path, index.tsx being "/" (the build's JS budget and preload
 * lists find a page's chunk by it).
 */
export const pageModules: Readonly<Record<string, PageModule>> = {
  '/': () => import('./pages/index').then((module) => module.HomePage),
  '/podcast': () => import('./pages/podcast').then((module) => module.PodcastPage),
  '/music': () => import('./pages/music').then((module) => module.MusicPage),
  '/documentary': () => import('./pages/documentary').then((module) => module.DocumentaryPage),
  '/equipment': () => import('./pages/equipment').then((module) => module.EquipmentPage),
  '/gallery': () => import('./pages/gallery').then((module) => module.GalleryPage),
  '/contact': () => import('./pages/contact').then((module) => module.ContactPage),
  '/career': () => import('./pages/career').then((module) => module.CareerPage),
};

/** The not-found page: any other path that is not the admin's (SPEC.md's fallback). */
const notFound: PageModule = () =>
  import('./not-found/not-found-page').then((module) => module.NotFoundPage);

/** The component of the public page at `path` (without a language's prefix). */
export const loadPage = (path: string): Promise<ComponentType> => (pageModules[path] ?? notFound)();
