import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreens, RENDERER_DIR } from './build/first-screens.ts';
import { jsBudget } from './build/js-budget.ts';
import { JS_BUDGETS } from './build/js-budgets.ts';
import { precompress } from './build/precompress.ts';
import { routePreload } from './build/route-preload.ts';
import { scriptsAfterLoad } from './build/scripts-after-load.ts';
import { stylesheetAfterContent } from './build/stylesheet-after-content.ts';

const api = 'http://127.0.0.1:3000';

/** The admin's route chunks: named apart, so their preload lists can be left out. */
const ADMIN_CHUNK = 'assets/admin-';

/**
 * /login's start: named apart too. The server's HTML preloads it and its imports (the build's
 * route-chunks.json), so its list in the entry every visitor downloads would only repeat them.
 */
const SIGN_IN_CHUNK = 'assets/sign-in-';

/** The modules of every public page's frame: header, footer, the site's words and settings, its reads. */
const PUBLIC_SHELL = new RegExp(
  [
    'apps/web/src/public/page-address\\.',
    'apps/web/src/public/layout/(site-layout|light-header|footer|slim-footer|logo|menu-icon|nav-link-items|nav-links|use-menu-keys|smart-link|social-icon|social-link|language-switch-slot|language-switch)\\.',
    'apps/web/src/public/data/(use-site-settings|public-page-input|page-reads|public-api)\\.',
    'apps/web/src/public/layout/preview\\.',
    'apps/web/src/ui/focus-cycle\\.',
    'packages/content/src/(site|media|public-extras|site-settings|loaders|html|nav)\\.',
  ].join('|'),
);

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too: the admin's read the registry (zod schemas), which public pages never need.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
    }),
    react(),
    tailwindcss(),
    jsBudget(JS_BUDGETS),
    stylesheetAfterContent(),
    scriptsAfterLoad(),
    routePreload(),
    firstScreens(),
    precompress({ skip: [RENDERER_DIR] }),
  ],
  // The built-in media lives with the built-in content; it is copied into dist as-is.
  publicDir: '../../packages/content/public',
  server: {
    proxy: { '/api': api, '/trpc': api, '/uploads': api },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      // Every browser that runs es2022 knows modulepreload: no polyfill in the entry.
      polyfill: false,
      // Every route's list of chunks to preload sits in the entry that every visitor downloads
      // (about 1.5 KB gzip for the admin's). An admin route's chunk finds its imports itself once
      // fetched, and hovering a link fetches it ahead: the visitors' first load comes first.
      resolveDependencies: (filename, deps) =>
        filename.startsWith(ADMIN_CHUNK) || filename.startsWith(SIGN_IN_CHUNK) ? [] : deps,
    },
    rolldownOptions: {
      // Needed by the inlining below; the entry is a page's script, nothing imports its exports.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // A first visit made 21-38 script requests, many of 0.1-0.5 KB with 1.1 KB of headers
          // each (issue 29: at most 12). Small shared chunks are copied into their importers
          // instead (decision 053).
          experimentalInlineCommonChunks: { maxSize: 6000 },
          groups: [
            {
              // One chunk, which compresses better than the dozen small ones it would otherwise
              // be (2 KB gzip less per page). Its dependencies (React, the router) stay in the
              // entry, so admin pages do not load it; the build has no chunk cycle either way.
              name: 'public-shell',
              test: PUBLIC_SHELL,
              includeDependenciesRecursively: false,
            },
            {
              // What every page runs (React), with the calls by fetch the public pages, /login
              // and the admin all make: in any chunk of one kind's, the others would download it.
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|\/apps\/web\/src\/lib\/(trpc-fetch|trpc-url)\.ts$/,
            },
            {
              // The router, TanStack Query, the tRPC client, and what only the sign-in pages and
              // the admin area read with them (the access table): not one public page downloads
              // it (issue 29, decision 055).
              name: 'router',
              test: /[\\/]node_modules[\\/](@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|use-sync-external-store|@trpc[\\/](client|server|tanstack-react-query))[\\/]|\/packages\/contracts\/src\/access\.ts$/,
            },
            {
              // The contact and career forms' code, fetched once their page has painted: one
              // request for either form (each page loads a few KB of the other's) instead of
              // three, so a page in another language, which loads two parts of its words, stays
              // within 12 (issue 29).
              name: 'public-forms',
              test: /\/apps\/web\/src\/public\/(contact\/(contact-form|contact-failure)|career\/(career-form|cv-field|cv-file|application-request)|forms\/(public-form|field-check|form-status|spam-guard|use-localize-message|text-field))\.tsx?$|\/packages\/contracts\/src\/public-forms\.ts$|\/packages\/content\/src\/locales\/localize-message\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              // zod in a chunk of its own: sharing one with modules the public pages need
              // (the site's messages) would make every form page download it (issue 29).
              name: 'zod',
              test: /[\\/]node_modules[\\/].*[\\/]zod[\\/]/,
            },
          ],
        },
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/src/routes/admin/')
            ? `${ADMIN_CHUNK}[name]-[hash].js`
            : chunk.facadeModuleId?.endsWith('/src/sign-in/start.tsx')
              ? `${SIGN_IN_CHUNK}[hash].js`
              : 'assets/[name]-[hash].js',
      },
    },
  },
});
