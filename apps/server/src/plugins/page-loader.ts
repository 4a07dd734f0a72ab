import {
  loadingScreenHtml,
  logoLoaderHtml,
  type PageMatch,
  SERVED_LOADING_SCREEN_ID,
} from '@studio/content';

/**
 * index.html with the loader SPEC.md §2.4 shows, painted before any script or stylesheet
 * arrives: home's loading screen beside the SPA's root (the SPA lifts it 2 s after navigation
 * start), or the logo loader inside the root of any other public page (the SPA replaces it).
 * Sign-in and admin pages start blank, as their light layout would flash under a dark loader.
 * `inlineLogo` is the mark's SVG, written into the page so its first paint waits for no image;
 * `label`, what the loader announces, the page's language's word (English when left out).
 */
export function withLoader(
  html: string,
  page: PageMatch,
  { tagline, inlineLogo, label }: { tagline: string; inlineLogo?: string; label?: string },
): string {
  if (page.kind === 'private') return html;
  if (page.kind === 'public' && page.path === '/') {
    const screen = loadingScreenHtml(tagline, SERVED_LOADING_SCREEN_ID, label);
    return html.replace('<div id="root">', `${screen}<div id="root">`);
  }
  return html.replace(
    '<div id="root"></div>',
    `<div id="root">${logoLoaderHtml(inlineLogo, label)}</div>`,
  );
}
