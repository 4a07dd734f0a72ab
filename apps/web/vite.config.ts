import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { jsBudget } from './build/js-budget.ts';
import { JS_BUDGETS_KB } from './build/js-budgets.ts';
import { precompress } from './build/precompress.ts';
import { routePreload } from './build/route-preload.ts';
import { stylesheetAfterContent } from './build/stylesheet-after-content.ts';

const api = 'http://127.0.0.1:3000';

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
    precompress(),
  ],
  // The built-in media lives with the built-in content; it is copied into dist as-is.
  publicDir: '../../packages/content/public',
  server: {
    proxy: { '/api': api, '/trpc': api, '/uploads': api },
  },
  build: { target: 'es2022', sourcemap: false },
});
