import type { Page } from '@playwright/test';
import { modalCopy, publicCopy } from '@studio/content';
import { expect, test } from '../fixtures';
import { test as ownSiteTest } from '../own-site';

const galleries = [
  { path: '/podcast', title: 'PODCAST' },
  { path: '/music', title: 'RELEASED MUSIC' },
  { path: '/documentary', title: 'DOCUMENTARY' },
] as const;

function columns(page: Page, testId: string): Promise<number> {
  return page
    .getByTestId(testId)
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
}

async function openFirstPoster(page: Page, path: string) {
  // The server's list replaces the built-in posters when it arrives: wait for it, so the
  // poster clicked is the one that stays.
  const listed = page.waitForResponse((response) => /\/trpc\/.*\.page/.test(response.url()));
  await page.goto(path);
  await listed;
  const poster = page.getByTestId('poster-grid').getByRole('button').first();
  await poster.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return { poster, dialog };
}

for (const { path, title } of galleries) {
  test.describe(path, () => {
    test('has its hero and a 1/2/3-column poster grid', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId('poster-grid').getByRole('listitem')).toHaveCount(12);
      expect(await columns(page, 'poster-grid')).toBe(1);
      await page.setViewportSize({ width: 800, height: 800 });
      await expect.poll(() => columns(page, 'poster-grid')).toBe(2);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect.poll(() => columns(page, 'poster-grid')).toBe(3);
    });

    test('the close button closes the player and focus returns to the poster', async ({ page }) => {
      const { poster, dialog } = await openFirstPoster(page, path);
      const video = dialog.locator('video');
      await expect(video).toHaveAttribute('src', /^\/media\//);
      await expect(video).toHaveAttribute('width', '928');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(poster).toBeFocused();
    });

    // The other galleries share the modal; the podcast page covers its remaining paths.
    if (path === '/podcast') {
      test('a backdrop click and Escape close it; a click on the player does not', async ({
        page,
      }) => {
        const { poster, dialog } = await openFirstPoster(page, path);
        await dialog.locator('video').click();
        await expect(dialog).toBeVisible();
        await page.mouse.click(5, 5);
        await expect(dialog).toBeHidden();
        await poster.click();
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(poster).toBeFocused();
      });

      test('keeps focus inside the dialog', async ({ page }) => {
        const { dialog } = await openFirstPoster(page, path);
        for (let step = 0; step < 4; step += 1) {
          await page.keyboard.press('Tab');
          expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
            true,
          );
        }
        await page.keyboard.press('Shift+Tab');
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
          true,
        );
      });
    }
  });
}

test('the player is 928x522 on a large screen and scales down on a small one', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { dialog } = await openFirstPoster(page, '/podcast');
  const large = await dialog.locator('video').boundingBox();
  expect(Math.round(large?.width ?? 0)).toBe(928);
  expect(Math.round(large?.height ?? 0)).toBe(522);
  await page.setViewportSize({ width: 375, height: 800 });
  const small = await dialog.locator('video').boundingBox();
  expect(small?.width ?? 0).toBeLessThanOrEqual(375);
  expect(Math.round((small?.width ?? 0) / (small?.height ?? 1))).toBe(2);
});

ownSiteTest(
  'a music poster without a video opens nothing and shows no play button',
  async ({ page, site }) => {
    await site.add('music', [
      { src: '/media/music/cover-01.svg', alt: 'Silent Cover' },
      {
        src: '/media/music/cover-02.svg',
        alt: 'Playable Cover',
        video: '/media/video/trailer-3.mp4',
      },
    ]);
    await page.goto('/music');
    const grid = page.getByTestId('poster-grid');
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    const silent = grid.getByRole('listitem').filter({ hasText: 'Silent Cover' });
    await expect(silent.getByRole('button')).toHaveCount(0);
    await expect(silent.getByTestId('play-badge')).toHaveCount(0);
    await silent.locator('img').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const playable = grid.getByRole('button', { name: 'Play Playable Cover' });
    await expect(playable).toBeVisible();
    // The play mark sits in the bottom-right corner, clear of the title across the art's middle.
    const poster = await playable.boundingBox();
    const mark = await playable.getByTestId('play-badge').locator('span').boundingBox();
    expect(poster && mark).toBeTruthy();
    if (poster && mark) {
      expect(mark.x).toBeGreaterThan(poster.x + poster.width * 0.7);
      expect(mark.y).toBeGreaterThan(poster.y + poster.height * 0.75);
    }
  },
);

test("/music labels a release's genres", async ({ page }) => {
  await page.goto('/music');
  const release = page
    .getByTestId('poster-grid')
    .getByRole('listitem')
    .filter({ hasText: 'Monsoon Letters' });
  await expect(release.getByTestId('poster-tags')).toHaveText('Film score, Classical');
});

test.describe('/equipment', () => {
  test('shows "Our Equipments" cards with their features in 1/2/3 columns', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/equipment');
    await expect(page.getByRole('heading', { name: 'Our Equipments' })).toBeVisible();
    const cards = page.getByTestId('equipment-grid').getByRole('article');
    await expect(cards).toHaveCount(12);
    await expect(cards.first().getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(cards.first().getByRole('listitem')).toHaveCount(3);
    expect(await columns(page, 'equipment-grid')).toBe(1);
    await page.setViewportSize({ width: 800, height: 800 });
    await expect.poll(() => columns(page, 'equipment-grid')).toBe(2);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => columns(page, 'equipment-grid')).toBe(3);
  });
});

test("equipment cards show each day rate in rupees, and the demo's drone as hired out", async ({
  page,
}) => {
  await page.goto('/equipment');
  const cards = page.getByTestId('equipment-grid').getByRole('article');
  const card = (title: string) => cards.filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card('3-Axis Gimbal')).toContainText(publicCopy.equipment.perDay('₹2,500.00'));
  await expect(card('Camera Drone')).toContainText(publicCopy.equipment.perDay('₹8,000.00'));
  await expect(card('Camera Drone')).toContainText(publicCopy.equipment.hiredOut);
  // Only the one item the demo marks as not available.
  await expect(cards.filter({ hasText: publicCopy.equipment.hiredOut })).toHaveCount(1);
});

test("the documentary player shows the film's release date, as English writes it", async ({
  page,
}) => {
  const { dialog } = await openFirstPoster(page, '/documentary');
  // The demo's first documentary: 2025-11-14, the same day in every time zone.
  await expect(dialog).toContainText(modalCopy.released('November 14, 2025'));
});

test('an equipment card starts an enquiry about its item on /contact', async ({ page }) => {
  await page.goto('/equipment');
  const card = page.getByTestId('equipment-grid').getByRole('article').first();
  const item = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(item).not.toBe('');
  await card.getByRole('link', { name: publicCopy.equipment.enquire(item) }).click();
  await expect(page).toHaveURL(/\/contact\?enquire=/);
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form.getByLabel('Message')).toHaveValue(publicCopy.equipment.enquiryMessage(item));
});

test.describe('/gallery', () => {
  test('shows 16 numbered tiles in two columns at every width', async ({ page }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/gallery');
      const tiles = page.getByTestId('gallery-grid').getByRole('listitem');
      await expect(tiles).toHaveCount(16);
      await expect(tiles.nth(15)).toContainText('16');
      expect(await columns(page, 'gallery-grid')).toBe(2);
    }
  });

  ownSiteTest(
    'shows the records in two columns, each opening its image in the modal',
    async ({ page, site }) => {
      await site.add('gallery', [
        {
          imageUrl: '/media/home/about.svg',
          title: 'Studio A',
          caption: 'The live room.',
          link: '/contact',
        },
        { imageUrl: '/media/home/production-music.svg', title: 'Mixing Desk' },
      ]);
      await page.goto('/gallery');
      const grid = page.getByTestId('gallery-grid');
      await expect(grid.getByRole('listitem')).toHaveCount(2);
      expect(await columns(page, 'gallery-grid')).toBe(2);
      await grid.getByRole('button', { name: 'View Studio A' }).click();
      const dialog = page.getByRole('dialog', { name: 'Studio A' });
      await expect(dialog.getByRole('img', { name: 'Studio A' })).toBeVisible();
      await expect(dialog).toContainText('The live room.');
      await expect(dialog.getByRole('link', { name: 'Open link' })).toHaveAttribute(
        'href',
        '/contact',
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await grid.getByRole('button', { name: 'View Mixing Desk' }).click();
      const second = page.getByRole('dialog', { name: 'Mixing Desk' });
      await expect(second.getByRole('img', { name: 'Mixing Desk' })).toBeVisible();
      await expect(second.getByRole('link')).toHaveCount(0);
    },
  );
});
