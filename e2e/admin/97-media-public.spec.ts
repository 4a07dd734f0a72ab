import { MEDIA_VARIANT_WIDTHS, type MediaRecord } from '@studio/contracts';
import { expect, test } from './support/admin';
import { revealCard } from './support/content-flow';
import { mp4Of, pngOf } from './support/media-files';

test('a library poster and clip on /podcast: a responsive picture, and the clip plays in the modal', async ({
  adminPage: page,
}) => {
  // Other specs share the server: the names here are this run's own.
  const stamp = Date.now();
  const alt = `A gradient card ${stamp}`;
  const uploaded = await page.request.post('/api/media', {
    multipart: {
      file: { name: `card-${stamp}.png`, mimeType: 'image/png', buffer: pngOf(1600, 900, stamp) },
      alt,
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const item: MediaRecord = await uploaded.json();

  const clip = await page.request.post('/api/media', {
    multipart: {
      file: {
        name: `clip-${stamp}.mp4`,
        mimeType: 'video/mp4',
        buffer: mp4Of(`clip-${stamp}`).buffer,
      },
    },
  });
  expect(clip.status(), await clip.text()).toBe(201);
  const video: MediaRecord = await clip.json();

  const title = `Media Episode ${stamp}`;
  const created = await page.request.post('/api/podcast', {
    data: { title, posterUrl: item.url, videoUrl: video.url },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/podcast');
  const card = page.getByTestId('poster-grid').getByRole('figure', { name: title });
  // Records come oldest first: the new one may be pages away.
  await revealCard(page, card);

  // Every standard width below the original, then the original's own.
  const widths = [...MEDIA_VARIANT_WIDTHS.filter((width) => width < 1600), 1600];
  const picture = card.locator('picture');
  const avif = picture.locator('source[type="image/avif"]');
  await expect(avif).toHaveCount(1);
  const srcset = (await avif.getAttribute('srcset')) ?? '';
  expect(srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(
    widths.map((width) => `${width}w`),
  );
  await expect(picture.locator('source[type="image/webp"]')).toHaveCount(1);

  const img = picture.locator('img');
  await expect(img).toHaveAttribute('width', '1600');
  await expect(img).toHaveAttribute('height', '900');
  await expect(img).toHaveAttribute('alt', alt);
  await expect(img).toHaveAttribute('loading', 'lazy');
  // The browser picked one of the variants (an AVIF here) and decoded it.
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.currentSrc))
    .toMatch(/\/files\/media\/[0-9a-f]{64}\/\d+\.avif$/);
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);

  // The clip plays in the modal, from the library (a video element asks for byte ranges).
  await card.getByRole('button', { name: `Play ${title}` }).click();
  const player = page.getByRole('dialog').locator('video');
  await expect(player).toHaveAttribute('src', video.url);
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(2);
});
