import { describe, expect, it } from 'vitest';
import { loadingScreenHtml, logoLoaderHtml } from './loaders';
import { site } from './site';

describe('the loaders as HTML', () => {
  it('loading screen: six slides from the built-in content, then the mark and the tagline', () => {
    const html = loadingScreenHtml('Stories & "songs"', 'screen');
    expect(html.startsWith('<div id="screen" class="loading-screen" role="status"')).toBe(true);
    const slides = [...html.matchAll(/class="loading-slide"[^>]*><img src="([^"]+)"/g)].map(
      ([, src]) => src,
    );
    expect(slides).toEqual(site.home.loaderSlides.slice(0, 6));
    expect(html).toContain(`src="${site.logo.onDark}"`);
    expect(html).toContain('<p>Stories &#38; &#34;songs&#34;</p>');
    expect(loadingScreenHtml('x')).not.toContain(' id=');
  });

  it("loading screen: the hero's poster beneath, after the slides so their nth-child holds", () => {
    const html = loadingScreenHtml('x');
    const backdrop = `<div class="loading-backdrop" data-testid="loader-backdrop"><img src="${site.home.hero.poster}" alt=""></div>`;
    expect(html.endsWith(`${backdrop}</div>`)).toBe(true);
    expect(html.indexOf(backdrop)).toBeGreaterThan(html.lastIndexOf('class="loading-slide"'));
  });

  it('cannot be broken out of by the tagline', () => {
    expect(loadingScreenHtml('</p><script>alert(1)</script>')).not.toContain('<script>');
  });

  it('logo loader: the mark on its own, announced as loading; or the SVG given', () => {
    expect(logoLoaderHtml()).toContain('aria-label="Loading"');
    expect(logoLoaderHtml()).toContain(`<img src="${site.logo.onDark}" alt="${site.logo.alt}"`);
    expect(logoLoaderHtml('<svg></svg>')).toBe(
      '<div class="logo-loader" role="status" aria-label="Loading"><svg></svg></div>',
    );
  });

  it("announces itself in the page's language when given its word", () => {
    expect(loadingScreenHtml('x')).toContain('aria-label="Loading"');
    expect(loadingScreenHtml('x', undefined, 'Cargando')).toContain('aria-label="Cargando"');
    expect(logoLoaderHtml(undefined, 'Cargando')).toContain('aria-label="Cargando"');
    expect(logoLoaderHtml(undefined, '"><script>')).not.toContain('<script>');
  });
});
