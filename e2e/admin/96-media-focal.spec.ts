import AxeBuilder from '@axe-core/playwright';
import { type MediaRecord, mediaMessages } from '@studio/contracts';
import { expect, test } from './support/admin';
import { revealCard } from './support/content-flow';
import { pngOf } from './support/media-files';

test('an editor clicks an image to set its focal point, saves it, and the public page keeps it in view', async ({
  adminPage: page,
}) => {
  // Other specs share the server: the names here are this run's own.
  const stamp = Date.now();
  const imageName = `focal-${stamp}.png`;
  const uploaded = await page.request.post('/api/media', {
    multipart: {
      file: { name: imageName, mimeType: 'image/png', buffer: pngOf(800, 600, stamp) },
      alt: `A focal card ${stamp}`,
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const item: MediaRecord = await uploaded.json();
  const title = `Focal Episode ${stamp}`;
  const created = await page.request.post('/api/podcast', {
    data: { title, posterUrl: item.url, videoUrl: '/media/video/doc-slide-1.mp4' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/admin/media');
  const library = page.getByRole('region', { name: 'Library' });
  await library.getByLabel('Search').fill(`focal-${stamp}`);
  const card = library.getByRole('listitem', { name: imageName });
  await card.getByRole('button', { name: `Edit ${imageName}` }).click();
  const picker = card.getByRole('button', { name: `Focal point of ${imageName}` });
  await expect(picker).toHaveAccessibleDescription(mediaMessages.focalReadout(undefined));

  // The open editor, picker and all, has no serious accessibility problem.
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`),
  ).toEqual([]);

  // A click three quarters across and a quarter down, then one arrow key up (5% of the height).
  await expect
    .poll(() => picker.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const box = await picker.boundingBox();
  if (!box) throw new Error('the focal point picker is not shown');
  await picker.click({ position: { x: box.width * 0.75, y: box.height * 0.25 } });
  await picker.press('ArrowUp');
  const marker = picker.getByTestId('focal-marker');
  const markerAt = async () => {
    const style = (await marker.getAttribute('style')) ?? '';
    const [, left, top] = /left: ([\d.]+)%; top: ([\d.]+)%/.exec(style) ?? [];
    return { left: Number(left), top: Number(top) };
  };
  const shown = await markerAt();
  // Within a pixel or two of the small picture.
  expect(Math.abs(shown.left - 75)).toBeLessThan(2);
  expect(Math.abs(shown.top - 20)).toBeLessThan(2);
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(picker).toBeHidden();

  const saved: MediaRecord = await (await page.request.get(`/api/mediaview/${item._id}`)).json();
  expect(saved.focalPoint?.x).toBeCloseTo(shown.left / 100, 5);
  expect(saved.focalPoint?.y).toBeCloseTo(shown.top / 100, 5);
  const x = Number(((saved.focalPoint?.x ?? 0) * 100).toFixed(1));
  const y = Number(((saved.focalPoint?.y ?? 0) * 100).toFixed(1));

  // After a reload, the marker stands where it was saved.
  await page.reload();
  await library.getByLabel('Search').fill(`focal-${stamp}`);
  await card.getByRole('button', { name: `Edit ${imageName}` }).click();
  await expect(picker).toHaveAccessibleDescription(mediaMessages.focalReadout(`${x}% ${y}%`));
  const again = await markerAt();
  expect(again.left).toBeCloseTo(shown.left, 5);
  expect(again.top).toBeCloseTo(shown.top, 5);

  // The public card cuts the image (object-fit: cover) around the point.
  await page.goto('/podcast');
  const figure = page.getByTestId('poster-grid').getByRole('figure', { name: title });
  await revealCard(page, figure);
  const img = figure.locator('picture img');
  await expect(img).toHaveCSS('object-fit', 'cover');
  await expect(img).toHaveCSS('object-position', `${x}% ${y}%`);
});
