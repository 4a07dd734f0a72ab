import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images, video and fonts are compressed already. */
const TEXT = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Whether a built file gets .br and .gz companions. */
export const worthCompressing = (path: string, bytes: number) =>
  TEXT.has(extname(path)) && bytes >= MIN_BYTES;

/**
 * Writes `file.br` (quality 11) and `file.gz` (level 9) beside every text file of the build,
 * the built-in media included, once at build time: the server sends them as they are
 * (@fastify/static `preCompressed`), so no request pays for compressing a static file. Folders
 * in `skip` (what the server reads, never sends) get none.
 */
export function precompress({ skip = [] }: { skip?: readonly string[] } = {}): Plugin {
  let outDir = 'dist';
  return {
    name: 'studio-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const skipped = skip.map((folder) => join(outDir, folder, sep));
      for (const path of files(outDir)) {
        if (skipped.some((folder) => path.startsWith(folder))) continue;
        if (!worthCompressing(path, statSync(path).size)) continue;
        const content = readFileSync(path);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
