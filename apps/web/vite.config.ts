import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreens, RENDERER_DIR } from './build/first-screens.ts';
import { jsBudget } from './build/js-budget.ts';
import { JS_BUDGETS_KB } from './build/js-budgets.ts';
import { precompress } from './build/precompress.ts';
import { routePreload } from './build/route-preload.ts';
import { stylesheetAfterContent } from './build/stylesheet-after-content.ts';

const api = 'http://127.0.0.1:3000';

/** The admin's route chunks: named apart, so their preload lists can be left out. */
const ADMIN_CHUNK = 'assets/admin-';

/** The modules of every public page's frame: header, footer, the site's words and settings. */
const PUBLIC_SHELL = new RegExp(
  [
    'apps/web/src/public/layout/(site-layout|light-header|footer|slim-footer|logo|menu-icon|nav-link-items|nav-links|use-menu-keys|smart-link|social-icon|social-link|language-switch-slot)\\.',
    'apps/web/src/public/data/use-site-settings\\.',
    'apps/web/src/ui/focus-cycle\\.',
    'packages/content/src/(site|media|public-extras|site-settings|loaders|html|nav)\\.',
    'packages/contracts/src/banners\\.',
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
    jsBudget(JS_BUDGETS_KB),
    stylesheetAfterContent(),
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
      resolveDependencies: (filename, deps) => (filename.startsWith(ADMIN_CHUNK) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // One chunk, which compresses better than the dozen small ones it would otherwise
              // be (2 KB gzip less per page). Its dependencies (React, the router) stay in the
              // entry, so admin pages do not load it; the build has no chunk cycle either way.
              name: 'public-shell',
              test: PUBLIC_SHELL,
              includeDependenciesRecursively: false,
            },
          ],
        },
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/src/routes/admin/')
            ? `${ADMIN_CHUNK}[name]-[hash].js`
            : 'assets/[name]-[hash].js',
      },
    },
  },
});
