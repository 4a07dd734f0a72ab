// The build under test, copied: a rebuild by someone else during a benchmark (tsup empties
// dist first) then changes nothing in it. Shared by `pnpm bench` and `pnpm bench:media`.
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from './server-deps.mjs';

/** The relative imports (`./chunk-….js`) of the built files, to check a copy is whole. */
function missingImports(dist) {
  return readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) =>
      [...readFileSync(join(dist, file), 'utf8').matchAll(/from\s+["'](\.\/[^"']+)["']/g)].map(
        ([, target]) => target,
      ),
    )
    .filter((target) => !existsSync(join(dist, target)));
}

/**
 * A copy of apps/server/dist, so a rebuild by someone else during the run (tsup empties dist
 * first) changes nothing here: every data set measures the same build. The copy sits at
 * <root>/build/apps/server/dist beside a link to apps/server/node_modules, so it resolves the
 * same dependencies; its repository root (REPO_ROOT in config.ts) is <root>/build, hence
 * WEB_DIST is given explicitly.
 */
export async function snapshotBuild(root) {
  const source = join(ROOT, 'apps/server/dist');
  for (let attempt = 1; attempt <= 10; attempt++) {
    const server = join(root, `build-${attempt}`, 'apps/server');
    const dist = join(server, 'dist');
    try {
      const before = statSync(join(source, 'main.js')).mtimeMs;
      cpSync(source, dist, { recursive: true });
      const after = statSync(join(source, 'main.js')).mtimeMs;
      if (before === after && existsSync(join(dist, 'main.js')) && !missingImports(dist).length) {
        // Its "type": "module" too: without it Node 20 reads each file as CommonJS first and
        // only then as ESM (syntax detection), which costs start time and ~16 MB of RSS.
        cpSync(join(ROOT, 'apps/server/package.json'), join(server, 'package.json'));
        symlinkSync(join(ROOT, 'apps/server/node_modules'), join(server, 'node_modules'), 'dir');
        return { main: join(dist, 'main.js'), builtMs: before };
      }
    } catch {}
    rmSync(join(root, `build-${attempt}`), { recursive: true, force: true });
    await sleep(1000);
  }
  throw new Error(`could not take a whole copy of ${source} (is a build running?)`);
}
