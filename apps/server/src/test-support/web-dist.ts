import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempDir } from './app';

/** Where the build puts the first screens' renderer, as first-screens.json names it. */
const RENDERER_FILE = 'ssr/first-screen.js';

/**
 * A built SPA (WEB_DIST) in a fresh temporary folder: index.html, an assets folder, and
 * `files` (paths inside the folder, their folders made as needed).
 */
export function webDistDir(indexHtml: string, files: Record<string, string> = {}): string {
  const dir = tempDir('studio-web-dist-');
  mkdirSync(join(dir, 'assets'));
  for (const [path, text] of Object.entries({ 'index.html': indexHtml, ...files })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** first-screens.json as the build writes it for `pages`, and the renderer's file when given. */
export function firstScreenFiles(
  pages: Record<string, string>,
  renderer?: string,
): Record<string, string> {
  return {
    'first-screens.json': JSON.stringify({ renderer: RENDERER_FILE, pages }),
    ...(renderer === undefined ? {} : { [RENDERER_FILE]: renderer }),
  };
}
