import { publicPages as heads, notFoundPage } from '@studio/content';
import { expect, test } from '../fixtures';
import { publicPages } from './pages';

test.describe('found by search engines', () => {
  for (const { path } of publicPages) {
    test(`${path} has its own title, description and preview tags in the server's HTML`, async ({
      page,
      request,
      baseURL,
    }) => {
      const head = heads[path];
      if (!head) throw new Error(`${path} has no head in @studio/content`);
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${head.title.replace(/&/g, '&amp;')}</title>`);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}" data-head />`);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain(
        '<meta name="twitter:card" content="summary_large_image" data-head />',
      );
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);

      await page.goto(path);
      await expect(page).toHaveTitle(head.title);
    });
  }

  test('the title and canonical URL follow client-side navigation', async ({ page, baseURL }) => {
    await page.goto('/contact');
    await page.getByRole('banner').getByRole('link', { name: 'Podcast' }).first().click();
    await expect(page).toHaveURL(/\/podcast$/);
    await expect(page).toHaveTitle(heads['/podcast']?.title ?? '');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/podcast`,
    );
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  });

  test('robots.txt and sitemap.xml come from the server', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    for (const { path } of publicPages) expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  });
});

test.describe('an unknown address', () => {
  // The browser reports the 404 of the page itself in the console.
  test.use({ allowConsoleErrors: true });

  test('answers 404 with a not-found page inside the site, and a way home', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle(notFoundPage.title);
    await expect(page.getByRole('heading', { level: 1, name: notFoundPage.heading })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByRole('link', { name: notFoundPage.home }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unlock your potential' }),
    ).toBeVisible();
  });
});
