import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../fixtures';
import { publicPages } from './pages';

/** Run with `pnpm --filter @studio/e2e screenshots`; writes <repo>/screenshots/<page>-<width>.png. */
const out = join(import.meta.dirname, '..', '..', 'screenshots');
const widths = [375, 1440];

test.beforeAll(() => mkdirSync(out, { recursive: true }));

for (const { path, ready } of publicPages) {
  for (const width of widths) {
    test(`${path} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready, exact: true })).toBeVisible();
      // A full-page capture never scrolls, so lazy images below the fold are loaded first.
      await page.evaluate(async () => {
        const images = Array.from(document.querySelectorAll('img'));
        for (const image of images) image.loading = 'eager';
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      });
      await page.waitForLoadState('networkidle');
      const name = path === '/' ? 'home' : path.slice(1);
      await page.screenshot({ path: join(out, `${name}-${width}.png`), fullPage: true });
    });
  }
}
