import { escapeHtml, htmlAttributes } from './html';
import { site } from './site';

/**
 * The two loaders of SPEC.md §2.4 as HTML, styled by the inline <style> of apps/web's
 * index.html: the server writes them into the page it sends, so they paint before any script
 * or stylesheet arrives, and the SPA shows the same markup when it needs a loader later.
 */

/** The logo artwork's own size (410x100), for layout before it loads. */
export const LOGO_SIZE = { width: 410, height: 100 } as const;

/** The id of the loading screen the server writes into the home page's HTML. */
export const SERVED_LOADING_SCREEN_ID = 'served-loading-screen';

/** The loaders' words: what a screen reader announces while one is up (a catalogue section). */
export const loaderWords = { label: 'Loading' };

const logo = htmlAttributes({ src: site.logo.onDark, alt: site.logo.alt, ...LOGO_SIZE });
const logoImage = `<img ${logo}>`;

/**
 * Beneath the strips, the hero's poster (shaded as the hero is, by index.html's CSS): as the
 * strips fold they uncover the page's opening picture, which is also in the cache by then.
 */
const backdrop = `<div class="loading-backdrop" data-testid="loader-backdrop"><img ${htmlAttributes({ src: site.home.hero.poster, alt: '' })}></div>`;

/**
 * Home's opening curtain: six image strips and the studio mark with its tagline over the
 * hero's poster; `label` is what it announces (the page's language's word).
 */
export function loadingScreenHtml(tagline: string, id?: string, label = loaderWords.label): string {
  const slides = site.home.loaderSlides
    .slice(0, 6)
    .map(
      (src) =>
        `<div class="loading-slide" data-testid="loader-slide"><img ${htmlAttributes({ src, alt: '', width: 1920, height: 1080 })}></div>`,
    )
    .join('');
  return (
    `<div ${id ? `id="${id}" ` : ''}class="loading-screen" role="status" aria-label="${escapeHtml(label)}" data-testid="loading-screen">` +
    `${slides}<div class="loading-block" data-testid="loader-block">${logoImage}<p>${escapeHtml(tagline)}</p></div>${backdrop}</div>`
  );
}

/**
 * The plain loader: the studio mark, breathing, while a page's code arrives. The server passes
 * the mark's SVG itself (`inlineLogo`), so the first paint waits for no image.
 */
export const logoLoaderHtml = (inlineLogo?: string, label = loaderWords.label) =>
  `<div class="logo-loader" role="status" aria-label="${escapeHtml(label)}">${inlineLogo ?? logoImage}</div>`;
