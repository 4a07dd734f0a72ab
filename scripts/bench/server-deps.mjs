// The benchmark servers of `pnpm bench` use the server's own copies of its dependencies
// (fastify, better-sqlite3, @trpc/server live in apps/server/node_modules, not at the root),
// loaded as the built server loads them: the entry an ESM `import` gets, resolved from
// apps/server, so the tRPC ceiling runs the very adapter code the product runs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = resolve(import.meta.dirname, '../..');
/** The built server every benchmark measures. */
export const MAIN = join(ROOT, 'apps/server/dist/main.js');
const SERVER_DIR = join(ROOT, 'apps/server');

const requireFromServer = createRequire(join(SERVER_DIR, 'package.json'));
const CONDITIONS = ['node', 'import', 'default'];

/** The target of an `exports` entry under Node's ESM conditions (the first that matches). */
function pick(target) {
  if (typeof target === 'string') return target;
  if (Array.isArray(target)) {
    for (const item of target) {
      const found = pick(item);
      if (found) return found;
    }
    return undefined;
  }
  if (target && typeof target === 'object') {
    for (const [condition, value] of Object.entries(target)) {
      if (!CONDITIONS.includes(condition)) continue;
      const found = pick(value);
      if (found) return found;
    }
  }
  return undefined;
}

/** The file an `import` of `specifier` from apps/server loads. */
function resolveFromServer(specifier) {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const subpath = `.${specifier.slice(name.length)}`;
  // require.resolve finds the package (pnpm's layout included); its package.json says what
  // `import` gets.
  let dir = dirname(requireFromServer.resolve(specifier));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      if (manifest.name === name) {
        const { exports } = manifest;
        if (exports === undefined) return requireFromServer.resolve(specifier);
        const entries =
          typeof exports === 'string' ||
          Array.isArray(exports) ||
          !Object.keys(exports).some((key) => key.startsWith('.'))
            ? { '.': exports }
            : exports;
        const target = pick(entries[subpath]);
        if (!target) throw new Error(`${specifier}: no "import" entry in ${name}'s exports`);
        return join(dir, target);
      }
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    const parent = dirname(dir);
    if (parent === dir) return requireFromServer.resolve(specifier);
    dir = parent;
  }
}

export const importFromServer = (specifier) =>
  import(pathToFileURL(resolveFromServer(specifier)).href);

/** A record as the product answers it: the stored fields, then `_id` and the timestamps. */
export const toRecord = (row) => ({
  ...JSON.parse(row.data),
  _id: row.id,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
