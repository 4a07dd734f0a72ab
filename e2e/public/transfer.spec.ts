import { notFoundPage } from '@studio/content';
import { expect, test } from '../fixtures';

test('the page, its main script and its styles arrive compressed', async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  // Read at once: a late answer (an image, say) may come as the page closes.
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    encodings.set(pathname, response.headers()['content-encoding']);
  });
  await page.goto('/podcast');
  await expect(page.getByRole('heading', { level: 1, name: 'PODCAST' })).toBeVisible();
  const compressed = (pattern: RegExp) =>
    [...encodings].filter(([path]) => pattern.test(path)).map(([, encoding]) => encoding);
  expect(compressed(/^\/podcast$/)).toEqual([expect.stringMatching(/^(br|gzip)$/)]);
  // React's chunk, the largest script, and the stylesheet; chunks under 1 KB (the entry, which
  // only picks the page's start) are not worth it and go as they are.
  expect(compressed(/^\/assets\/framework-[\w-]+\.js$/)).toEqual(['br']);
  expect(compressed(/^\/assets\/[\w-]+\.css$/)).toEqual(['br']);
});

test('a JSON list arrives compressed, and built-in media is cached for a day', async ({
  request,
}) => {
  const list = await request.get('/api/podcastdisplay', { headers: { 'accept-encoding': 'br' } });
  expect(list.headers()['content-encoding']).toBe('br');
  expect(await list.json()).toHaveLength(12);
  const media = await request.get('/media/brand/mark.svg');
  expect(media.headers()['cache-control']).toBe('public, max-age=86400');
});

test.describe('a page without a first screen', () => {
  // Its 404 status is logged by the browser as a failed load.
  test.use({ allowConsoleErrors: true });

  test('the logo loader paints before the stylesheet arrives; the page waits for it', async ({
    page,
  }) => {
    // Records, when the SPA first renders a heading, whether the stylesheet had been applied.
    await page.addInitScript(() => {
      const record = () => {
        if (!document.querySelector('#root h1')) return;
        observer.disconnect();
        const styled = Array.from(document.styleSheets).some((sheet) =>
          sheet.href?.includes('/assets/'),
        );
        document.documentElement.dataset.styledAtFirstHeading = String(styled);
      };
      const observer = new MutationObserver(record);
      observer.observe(document, { childList: true, subtree: true });
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.css', async (route) => {
      await held;
      await route.continue();
    });
    // An unknown path (pages with a first screen wait for the stylesheet: first-screen.spec.ts).
    await page.goto('/no-such-page', { waitUntil: 'commit' });
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    // Painted (a stylesheet in the head would hold back every paint until it came).
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
      )
      .toBe(1);
    await expect(page.locator('#root h1')).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1, name: notFoundPage.heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-styled-at-first-heading', 'true');
  });
});
