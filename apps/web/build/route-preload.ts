import type { Plugin } from 'vite';
import { type ChunkNode, firstLoadChunks } from './js-budget.ts';

/** The file the build writes: each page's own chunks, for the server to preload. */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/** "podcast.tsx" is "/podcast", "index.tsx" is "/"; nested and parameterised routes are left out. */
const pathOf = (routeFile: string) => {
  const name = /^([a-z-]+)\.tsx$/.exec(routeFile)?.[1];
  if (!name) return undefined;
  return name === 'index' ? '/' : `/${name}`;
};

/** Per top-level page path, the URLs of the chunks its first visit loads beyond the entry's. */
export function routeChunks(chunks: readonly ChunkNode[], base = '/'): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [route, own] of firstLoadChunks(chunks).routes) {
    const path = pathOf(route);
    if (path) result[path] = [...own].sort().map((file) => `${base}${file}`);
  }
  return result;
}

/**
 * Writes route-chunks.json into the build. index.html preloads the entry's chunks; a page's own
 * come only once the entry has run and the router asked for them, a round trip later. The
 * server adds them to the page's HTML from this file.
 */
export function routePreload(): Plugin {
  let base = '/';
  return {
    name: 'studio-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks: ChunkNode[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.push(output);
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: JSON.stringify(routeChunks(chunks, base)),
      });
    },
  };
}
