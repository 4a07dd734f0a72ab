import { loadCatalogue, siteSettings } from '@studio/content';
import { passkeyMessages } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { LOGIN_PATH } from '../sign-in/address';
import { FIRST_SCREEN_PATHS, firstScreenPage } from './render';

const INDEX_HTML = '<html><head></head><body><div id="root"></div></body></html>';

describe("sign-in's first screen", () => {
  it('is built with the public pages', () => {
    expect(FIRST_SCREEN_PATHS).toContain(LOGIN_PATH);
  });

  it('is the sign-in card, inert, with the passkey button most browsers show', async () => {
    const page = await firstScreenPage(INDEX_HTML, LOGIN_PATH);
    const screen = page.slice(page.indexOf('<div id="root">'));
    expect(screen).toMatch(/^<div id="root"><div inert aria-hidden="true"><a href="#main"/);
    expect(screen).toContain('<h1 class="mt-2 text-2xl font-semibold">Sign in</h1>');
    expect(screen).toMatch(/<input id="email"[^>]*type="email"/);
    expect(screen).toMatch(/<input id="password"[^>]*type="password"/);
    expect(screen).toContain(`>${passkeyMessages.signIn}</button>`);
    expect(screen).toContain('<a href="/register"');
  });
});

describe('a Spanish first screen (what the server sends before the SPA runs)', () => {
  const locales = ['en', 'es'];
  const root = (page: string) => page.slice(page.indexOf('<div id="root">'));

  it("shows the site settings' built-in words in Spanish, not the English ones", async () => {
    const es = await loadCatalogue('es');
    const screen = root(await firstScreenPage(INDEX_HTML, '/es/contact', [], locales));
    expect(screen).toContain(es?.settings.tagline);
    expect(screen).not.toContain(siteSettings.tagline);
    // The English page keeps its own.
    expect(root(await firstScreenPage(INDEX_HTML, '/contact', [], locales))).toContain(
      siteSettings.tagline,
    );
  });

  it("names /gallery's placeholder tiles in Spanish", async () => {
    const screen = root(await firstScreenPage(INDEX_HTML, '/es/gallery', [], locales));
    expect(screen).toMatch(/01<\/span> · (<!-- -->)?Fotograma/);
    expect(screen).not.toContain('Frame');
  });
});
