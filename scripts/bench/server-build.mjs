// The build under test, copied: a rebuild by someone else during a benchmark (tsup empties
// dist first) then changes nothing in it. Shared by `pnpm bench` and `pnpm bench:media`.
import { cpSync, existsSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from './server-deps.mjs';

/** The launcher and the bundle it runs (decision 058): each must be unchanged while copied. */
const BUILT = ['main.js', 'server.cjs'];

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
      const built = () => BUILT.map((file) => statSync(join(source, file)).mtimeMs);
      const before = built();
      cpSync(source, dist, { recursive: true });
      const after = built();
      const whole = BUILT.every((file) => existsSync(join(dist, file)));
      if (before.join() === after.join() && whole) {
        // Its "type": "module" too: without it Node 20 reads each file as CommonJS first and
        // only then as ESM (syntax detection), which costs start time and ~16 MB of RSS.
        cpSync(join(ROOT, 'apps/server/package.json'), join(server, 'package.json'));
        symlinkSync(join(ROOT, 'apps/server/node_modules'), join(server, 'node_modules'), 'dir');
        return { main: join(dist, 'main.js'), builtMs: before[0] };
      }
    } catch {}
    rmSync(join(root, `build-${attempt}`), { recursive: true, force: true });
    await sleep(1000);
  }
  throw new Error(`could not take a whole copy of ${source} (is a build running?)`);
}
