import * as builtin from '@studio/content';
import { SERVED_LOADING_SCREEN_ID } from '@studio/content';
import { Suspense, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { useReadLocale } from '../../i18n/page-locale';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { useRead } from '../data/page-reads';
import { listRead } from '../data/public-api';
import { publicListInput } from '../data/public-page-input';
import { useFallbackList } from '../data/use-fallback-list';
import { previewing } from '../layout/preview';
import { LogoLoader } from '../loading/logo-loader';

/** SPEC.md §9: the loading screen stays this long. */
const LOADING_MS = 2000;

// The sections (sliders, motion, video) arrive while the loading screen is up: the page's
// first script is only what the loading screen needs.
const { Component: HomeContent, preload: preloadContent } = lazyWithPreload(() =>
  import('../home/home-content').then((module) => module.HomeContent),
);

/**
 * Whether the loading screen the server painted with the page is still up: its 2 s count from
 * navigation start (the home page is always a page load: decision 055).
 */
function useLoadingScreen(): boolean {
  const [served] = useState(() => document.getElementById(SERVED_LOADING_SCREEN_ID));
  const [done, setDone] = useState(served === null);
  useEffect(() => {
    if (!served) return;
    // A transition: the page renders in slices with the browser free between them, not in
    // one long task while a visitor may already be scrolling or tapping.
    const timer = window.setTimeout(
      () => startTransition(() => setDone(true)),
      Math.max(0, LOADING_MS - performance.now()),
    );
    return () => window.clearTimeout(timer);
  }, [served]);
  // Gone in the commit that shows the content, so no frame falls between the two.
  useLayoutEffect(() => {
    if (done) served?.remove();
  }, [done, served]);
  return !done;
}

export function HomePage() {
  const loading = useLoadingScreen();
  useEffect(() => {
    preloadContent();
  }, []);
  // The lists load during the loading screen, so real content is usually there when it lifts.
  // A preview asks for drafts too; a visitor's lists have no input (their cache key) but the
  // page's language, when not the default.
  const locale = useReadLocale();
  const input = previewing() ? { preview: true, locale } : publicListInput(locale);
  const slides = useFallbackList(useRead(listRead('slider', input)), builtin.slides, 'slides');
  const productions = useFallbackList(
    useRead(listRead('production', input)),
    builtin.productions,
    'productions',
  );
  const about = useFallbackList(useRead(listRead('about', input)), builtin.about, 'about');
  const videos = useFallbackList(
    useRead(listRead('afterproduction', input)),
    builtin.afterProductions,
    'videos',
  );

  if (loading) return null;
  return (
    <Suspense fallback={<LogoLoader />}>
      <HomeContent
        slides={slides.entries}
        productions={productions.entries}
        about={about.entries}
        videos={videos.entries}
      />
    </Suspense>
  );
}
