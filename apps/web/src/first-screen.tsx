import { publicPages } from '@studio/content';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { createAppRouter } from './app-router';

/** Every public page but home, whose loading screen (SPEC.md §2.4) is its first paint. */
const PATHS = Object.keys(publicPages).filter((path) => path !== '/');

/**
 * A page as the SPA's first render shows it, before any answer from the API (lists and
 * settings pending, so the built-in words): the build writes it into the page's HTML
 * (build/first-screens.ts), so header and hero paint with the HTML, and the SPA's first render
 * replaces them with the same markup.
 */
async function renderFirstScreen(path: string): Promise<string> {
  const queryClient = new QueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return renderToString(<App router={router} queryClient={queryClient} />);
}

/** Each public page's first screen, by path. */
export async function renderFirstScreens(): Promise<Record<string, string>> {
  const screens: Record<string, string> = {};
  for (const path of PATHS) screens[path] = await renderFirstScreen(path);
  return screens;
}
