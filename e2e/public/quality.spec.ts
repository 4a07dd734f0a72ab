import { expect, test } from '../fixtures';
import { publicPages } from './pages';

for (const { path, ready } of publicPages) {
  test(`${path} has landmarks, lazy sized images and fits 360 to 1920 px`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(path);
    await expect(page.getByRole('heading', { name: ready, exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);

    const images = await page.locator('main img').evaluateAll((elements: HTMLImageElement[]) =>
      elements.map((image) => {
        return {
          src: image.getAttribute('src'),
          sized: image.hasAttribute('width') && image.hasAttribute('height'),
          lazy: image.loading === 'lazy',
          belowFold: image.getBoundingClientRect().top > window.innerHeight * 1.5,
        };
      }),
    );
    expect(images.filter((image) => !image.sized)).toEqual([]);
    expect(images.filter((image) => image.belowFold && !image.lazy)).toEqual([]);

    // Headings fit their boxes (none cut off by an overflow-hidden hero).
    const clipped = await page.locator('h1, h2').evaluateAll((headings) =>
      headings
        // Visually hidden headings (1 px boxes) are meant to be clipped.
        .filter((heading) => heading.clientWidth > 1)
        .filter((heading) => heading.scrollWidth > heading.clientWidth + 1)
        .map((heading) => heading.textContent),
    );
    expect(clipped).toEqual([]);

    for (const width of [360, 768, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
    }
  });
}

for (const path of ['/', '/podcast', '/gallery', '/login']) {
  test(`${path}: the first Tab reaches a skip link that jumps to the main content`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.getByRole('main').waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    // Visually hidden until focused: then a real, readable box.
    expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(40);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
}

test('public pages load no admin code', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  for (const { path, ready } of publicPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: ready, exact: true })).toBeVisible();
    // One frame more: what a page asks for once it has painted (a form's code) is asked for.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
    );
  }
  expect(scripts.size).toBeGreaterThan(0);
  // Read apart from the pages: a page left at once may not have finished reading its last one.
  const sources = await Promise.all(
    [...scripts].map(async (url) => (await page.request.get(url)).text()),
  );
  // The admin sidebar's group title is only in the admin area's code.
  expect(sources.filter((source) => source.includes('Homepage Sections'))).toEqual([]);
});
