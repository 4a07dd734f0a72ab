import { builtinContent } from '@studio/content';
import { messages } from '@studio/contracts';
import { expect, test } from '../fixtures';
import { test as ownSiteTest } from '../own-site';
import { apiFails, apiUnreachable, holdProcedure, openContactWithoutLists, openHome } from './api';

const outages = [
  { name: 'answers 500', cut: apiFails },
  { name: 'is unreachable', cut: apiUnreachable },
] as const;

for (const { name, cut } of outages) {
  test.describe(`when the API ${name}`, () => {
    test.use({ allowConsoleErrors: true });

    test('home keeps its built-in content', async ({ page }) => {
      await cut(page);
      await openHome(page);
      const about = builtinContent.about[0];
      await expect(page.getByRole('heading', { name: about?.title })).toBeVisible();
      const productions = page
        .locator('section[aria-labelledby="productions-heading"]')
        .getByRole('link');
      await expect(productions).toHaveCount(builtinContent.production.length);
      await expect(
        page.getByRole('group', { name: 'Documentary slides' }).getByRole('button'),
      ).toHaveCount(builtinContent.slider.length);
    });

    test('podcast and music show their built-in posters without a message', async ({ page }) => {
      await cut(page);
      for (const path of ['/podcast', '/music']) {
        await page.goto(path);
        await expect(page.getByTestId('poster-grid').getByRole('listitem')).toHaveCount(12);
        await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
      }
    });

    test('documentary says it shows default posters', async ({ page }) => {
      await cut(page);
      await page.goto('/documentary');
      await expect(
        page.getByText(messages.banners.documentaryFallback, { exact: true }),
      ).toBeVisible();
      await expect(page.getByTestId('poster-grid').getByRole('listitem')).toHaveCount(12);
    });

    test('equipment says the fetch failed', async ({ page }) => {
      await cut(page);
      await page.goto('/equipment');
      await expect(page.getByText(messages.banners.equipmentFailed, { exact: true })).toBeVisible();
      await expect(page.getByTestId('equipment-grid').getByRole('article')).toHaveCount(12);
    });

    test('gallery shows its 16 numbered tiles', async ({ page }) => {
      await cut(page);
      await page.goto('/gallery');
      await expect(page.getByTestId('gallery-grid').getByRole('listitem')).toHaveCount(16);
    });

    test('contact shows no info cards', async ({ page }) => {
      await cut(page);
      await openContactWithoutLists(page);
      await expect(page.getByText(messages.contact.noInfo, { exact: true })).toBeVisible();
      await expect(page.getByTestId('contact-info-cards')).toHaveCount(0);
    });
  });
}

// A site of its own with no records: the API answers empty lists.
test.describe('when the API answers empty arrays', () => {
  ownSiteTest('home keeps its built-in content', async ({ page, site: _empty }) => {
    await openHome(page);
    await expect(page.getByRole('heading', { name: builtinContent.about[0]?.title })).toBeVisible();
    await expect(
      page.locator('section[aria-labelledby="productions-heading"]').getByRole('link'),
    ).toHaveCount(builtinContent.production.length);
  });

  ownSiteTest(
    'galleries show their built-in posters and the right messages',
    async ({ page, site: _empty }) => {
      await page.goto('/podcast');
      await expect(page.getByTestId('poster-grid').getByRole('listitem')).toHaveCount(12);
      await page.goto('/music');
      await expect(page.getByTestId('poster-grid').getByRole('listitem')).toHaveCount(12);
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
      await page.goto('/documentary');
      await expect(
        page.getByText(messages.banners.documentaryFallback, { exact: true }),
      ).toBeVisible();
      await page.goto('/equipment');
      await expect(page.getByText(messages.banners.equipmentEmpty, { exact: true })).toBeVisible();
      await expect(page.getByTestId('equipment-grid').getByRole('article')).toHaveCount(12);
    },
  );

  ownSiteTest('contact says there is no contact information', async ({ page, site: _empty }) => {
    await openContactWithoutLists(page);
    await expect(page.getByText(messages.contact.noInfo, { exact: true })).toBeVisible();
  });
});

test.describe('when the API answers', () => {
  ownSiteTest('its items replace the built-in ones', async ({ page, site }) => {
    await site.add('podcast', [
      {
        title: 'Server Podcast',
        posterUrl: '/media/podcast/poster-03.svg',
        videoUrl: '/media/video/trailer-3.mp4',
      },
    ]);
    await site.add('about', [
      {
        title: 'Served About',
        description: 'From the server.',
        imageUrl: '/media/home/about.svg',
        readMoreUrl: '/contact',
      },
    ]);
    await page.goto('/podcast');
    const grid = page.getByTestId('poster-grid');
    await expect(grid.getByRole('listitem')).toHaveCount(1);
    await expect(grid).toContainText('Server Podcast');
    await openHome(page);
    await expect(page.getByRole('heading', { name: 'Served About' })).toBeVisible();
  });

  test('no fallback banner shows on documentary or equipment', async ({ page }) => {
    await page.goto('/documentary');
    await expect(page.getByTestId('poster-grid').getByRole('listitem')).toHaveCount(12);
    await page.goto('/equipment');
    await expect(page.getByTestId('equipment-grid').getByRole('article')).toHaveCount(12);
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  });

  test('contact shows "Loading contact info..." until the info arrives, then four cards', async ({
    page,
  }) => {
    const release = await holdProcedure(page, 'content.contactinfo.list');
    await openContactWithoutLists(page);
    await expect(page.getByText(messages.contact.loadingInfo, { exact: true })).toBeVisible();
    const form = page.getByRole('heading', { name: 'Send us a message' });
    const before = await form.boundingBox();
    release();
    const cards = page.getByTestId('contact-info-cards').getByRole('listitem');
    await expect(cards).toHaveCount(4);
    // The loading state kept the cards' room: the form below did not jump.
    expect((await form.boundingBox())?.y).toBe(before?.y);
    for (const title of ['Visit Us', 'Call Us', 'Email Us', 'Business Hours']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    const info = builtinContent.contactinfo[0];
    if (info) await expect(cards.nth(2)).toContainText(info.email);
  });
});
