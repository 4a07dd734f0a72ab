import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { z } from 'zod';

/** The file the build writes for the server: each page's HTML, and where its renderer is. */
const FIRST_SCREENS_FILE = 'first-screens.json';
/** The module that renders first screens, built for Node as the SPA's own code. */
const RENDERER = 'src/first-screen/render.tsx';
/** Where the build puts it, from the build's root: a folder the server does not serve. */
export const RENDERER_DIR = 'ssr';
const RENDERER_NAME = 'first-screen';

/** What the built renderer exports (src/first-screen/render.tsx), as far as the build uses it. */
const rendererModule = z.object({
  FIRST_SCREEN_PATHS: z.array(z.string()),
  firstScreenPage: z.custom<(indexHtml: string, path: string) => Promise<unknown>>(
    (value) => typeof value === 'function',
  ),
});

/**
 * Builds the first-screen renderer (src/first-screen/render.tsx) for Node into
 * `ssr/first-screen.js` once the bundle is written: self-contained (React and the app's code
 * inside), so the server can load it from the build alone. With it, writes first-screens.json:
 * each public page's index.html (and sign-in's) with its first screen, rendered without data,
 * and the renderer's path. Without it a visitor sees the logo loader until the scripts have
 * run; with it, the header and hero paint from the HTML. The server renders a page whose
 * largest paint is a list with that list, through the same module.
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
        const rendererDir = join(outDir, RENDERER_DIR);
        await build({
          root,
          configFile: false,
          publicDir: false,
          logLevel: 'error',
          plugins: [react()],
          // React's production build, chosen when bundled, not by the server's environment.
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          ssr: { noExternal: true },
          build: {
            ssr: true,
            outDir: rendererDir,
            emptyOutDir: true,
            target: 'node20',
            rolldownOptions: {
              input: { [RENDERER_NAME]: join(root, RENDERER) },
            },
          },
        });
        const renderer = `${RENDERER_DIR}/${RENDERER_NAME}.js`;
        const entry = pathToFileURL(join(outDir, renderer)).href;
        const { FIRST_SCREEN_PATHS, firstScreenPage } = rendererModule.parse(await import(entry));
        const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
        const pages: Record<string, string> = {};
        for (const path of FIRST_SCREEN_PATHS) {
          pages[path] = z.string().parse(await firstScreenPage(indexHtml, path));
        }
        writeFileSync(join(outDir, FIRST_SCREENS_FILE), JSON.stringify({ renderer, pages }));
      },
    },
  };
}
