// The launcher `pnpm start` runs (dist/main.js): it runs the server bundle (dist/server.cjs,
// built from server.ts) with a V8 code cache, so a start does not compile the bundle again.
// Node 20 offers no code cache for ES modules, hence a CommonJS bundle compiled here (decision
// 058). The cache holds the functions a start compiled; it is written beside the bundle (or in
// CODE_CACHE_DIR) by the first start that found none it could use, once that start listens.
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';

const bundle = join(import.meta.dirname, 'server.cjs');
// CODE_CACHE_DIR: for an install whose code the server may not write (systemd's
// `ProtectSystem=strict`); relative to the repository root, as DATA_DIR is.
const cacheFile = join(
  resolve(import.meta.dirname, '../../..', process.env.CODE_CACHE_DIR || import.meta.dirname),
  'server.cjs.cache',
);

// A cache is for one build of the bundle: its key line names the bundle's size and time.
const { size, mtimeMs } = statSync(bundle);
const key = Buffer.from(`${size} ${mtimeMs}\n`);

function readCache(): Buffer | undefined {
  try {
    const file = readFileSync(cacheFile);
    return file.subarray(0, key.length).equals(key) ? file.subarray(key.length) : undefined;
  } catch {
    return undefined;
  }
}

// The file is a function of Node's CommonJS wrapper's five parameters, and has no import()
// (tsup.config.ts).
const script = new Script(readFileSync(bundle, 'utf8'), {
  filename: bundle,
  // Not kept in a variable: the cache (megabytes) is garbage once V8 has read it.
  cachedData: readCache(),
});
const module = { exports: {} as { listening?: Promise<void> } };
script.runInThisContext()(
  module.exports,
  createRequire(bundle),
  module,
  bundle,
  import.meta.dirname,
);

/** Writes the cache whole or not at all; a folder the server may not write is no error. */
function saveCache() {
  const partial = `${cacheFile}.${process.pid}`;
  try {
    writeFileSync(partial, Buffer.concat([key, script.createCachedData()]));
    renameSync(partial, cacheFile);
  } catch {
    // A read-only install starts without the cache, as it would without this launcher.
    rmSync(partial, { force: true });
  }
}

void module.exports.listening?.then(() => {
  // `cachedDataRejected` is undefined when there was no cache to give, false when V8 took it.
  if (script.cachedDataRejected !== false) saveCache();
  // Under load V8 lets the old generation grow to several times what its last collection kept,
  // nearly all of it garbage: RSS 150-195 MB after a minute of tRPC lists. Collecting it once it
  // has grown 80% keeps RSS near 140 MB, at no measured cost in throughput (decision 031). Set
  // once listening, as a V8 flag on the command line slows a start by about 30 ms; and after the
  // cache is written, as V8 keys a cache to its flags and a start has not set this one.
  setFlagsFromString('--heap-growing-percent=80');
});
