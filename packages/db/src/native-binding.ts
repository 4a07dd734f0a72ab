import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

let found: { file: string | undefined } | undefined;

/**
 * better-sqlite3's compiled addon, where its package builds it. Left to find it itself, the
 * package asks `bindings` to try a dozen folders, about 15 ms of every start (issue 29).
 * Undefined when it is not there (a prebuilt binary elsewhere): the package then searches.
 */
export function nativeBinding(): string | undefined {
  if (!found) {
    try {
      const pkg = createRequire(import.meta.url).resolve('better-sqlite3/package.json');
      const file = join(dirname(pkg), 'build', 'Release', 'better_sqlite3.node');
      found = { file: existsSync(file) ? file : undefined };
    } catch {
      found = { file: undefined };
    }
  }
  return found.file;
}
