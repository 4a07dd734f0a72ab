import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { z } from 'zod';
import { moveStylesheetsToHead } from './stylesheet-after-content.ts';

/** The file the build writes: each page's HTML with its first screen, for the server to send. */
const FIRST_SCREENS_FILE = 'first-screens.json';
/** The module that renders them (run through Vite, as the SPA's own code). */
const RENDERER = '/src/first-screen.tsx';
const ROOT = '<div id="root"></div>';

/**
 * Why a rendered screen cannot go into a page, if it cannot: React's sign of a render that
 * failed on the server (the browser would render it from scratch), or what the CSP refuses in
 * HTML: an inline script, or a style attribute (styles set from script are allowed; a class
 * works in both).
 */
export function unusableScreen(screen: string): string | undefined {
  if (screen.includes('<template data-msg')) return 'it failed to render without a browser';
  if (/\sstyle="/.test(screen)) return 'it has a style attribute, which the CSP refuses';
  if (screen.includes('<script')) return 'it has a script, which the CSP refuses';
  return undefined;
}

/**
 * index.html with a first screen in its root, and the stylesheet it needs ahead of it. Inert
 * and hidden from assistive technology until the SPA replaces it: its buttons do nothing
 * without their scripts, so nothing on it takes a click or the focus, and a screen reader
 * meets the page once it works.
 */
export const pageWithScreen = (indexHtml: string, screen: string) =>
  moveStylesheetsToHead(indexHtml).replace(
    ROOT,
    `<div id="root"><div inert aria-hidden="true">${screen}</div></div>`,
  );

/**
 * Renders every public page's first screen (src/first-screen.tsx) once the bundle is written,
 * and writes first-screens.json: each page's index.html with it. Without it a visitor sees the
 * logo loader until the scripts have run; with it, the header and hero paint from the HTML.
 */
export function firstScreens(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'studio-first-screens',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // Before the compressed copies are written (precompress), and awaited by the build.
      order: 'pre',
      sequential: true,
      async handler() {
        const server = await createServer({
          root,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, ws: false },
        });
        try {
          const { renderFirstScreens } = await server.ssrLoadModule(RENDERER);
          const screens = z.record(z.string(), z.string()).parse(await renderFirstScreens());
          const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
          const pages: Record<string, string> = {};
          for (const [path, screen] of Object.entries(screens)) {
            const unusable = unusableScreen(screen);
            if (unusable) throw new Error(`The first screen of ${path} is not usable: ${unusable}`);
            pages[path] = pageWithScreen(indexHtml, screen);
          }
          writeFileSync(join(outDir, FIRST_SCREENS_FILE), JSON.stringify(pages));
        } finally {
          await server.close();
        }
      },
    },
  };
}
