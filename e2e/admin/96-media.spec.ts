import AxeBuilder from '@axe-core/playwright';
import { mediaMessages } from '@studio/contracts';
import { expect, test } from './support/admin';
import { field, revealCard, searchList, sidebar } from './support/content-flow';
import { mp4Of, pngOf } from './support/media-files';

// The refused upload (415) and the refused delete (409) are answers the browser logs.
test.use({ allowConsoleErrors: true });

test('an admin uploads to the library, uses it in a podcast, and cannot delete what is used', async ({
  adminPage: page,
}) => {
  // Two uploads, a form, the public page and back: a long flow, three times the default time.
  test.slow();
  // Other specs share the server: every name here is this run's own.
  const stamp = Date.now();
  const imageName = `poster-${stamp}.png`;
  const videoName = `clip-${stamp}.mp4`;
  const alt = `A gradient poster ${stamp}`;
  const title = `Library podcast ${stamp}`;
  const video = mp4Of(`clip-${stamp}`);

  await page.goto('/admin/dashboard');
  await sidebar(page).getByRole('link', { name: 'Media' }).click();
  await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible();

  // Upload through the file picker; the progress bar fills and the card shows the thumbnail.
  const upload = page.getByRole('region', { name: 'Upload media' });
  await upload.getByLabel('Choose files').setInputFiles({
    name: imageName,
    mimeType: 'image/png',
    buffer: pngOf(160, 120, stamp),
  });
  await expect(upload.getByRole('status').filter({ hasText: imageName })).toHaveText(
    mediaMessages.uploaded(imageName),
  );
  await expect(
    upload.getByRole('progressbar', { name: `Upload of ${imageName}` }),
  ).toHaveJSProperty('value', 100);

  const library = page.getByRole('region', { name: 'Library' });
  await library.getByLabel('Search').fill(`poster-${stamp}`);
  const card = library.getByRole('listitem', { name: imageName });
  await expect(card).toContainText('160 × 120');
  await expect(card).toContainText('Image');
  const thumbnail = card.locator('img');
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // A file the library does not take is refused with the server's own message.
  await upload.getByLabel('Choose files').setInputFiles({
    name: `notes-${stamp}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(upload.getByRole('alert').filter({ hasText: `notes-${stamp}.txt` })).toContainText(
    mediaMessages.unsupported,
  );

  // The page, its upload rows and cards among them, has no serious accessibility problem.
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`),
  ).toEqual([]);

  // Alt text, set on the card.
  await card.getByRole('button', { name: `Edit ${imageName}` }).click();
  await card.getByLabel('Alt text').fill(alt);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card).toContainText(`Alt: ${alt}`);

  // The podcast form: the poster chosen from the library, the video uploaded from the field.
  await page.goto('/admin/addpodcast');
  await field(page, 'podcast', 'title').fill(title);
  const poster = page.getByRole('group', { name: 'Poster URL media' });
  await poster.getByRole('button', { name: 'Choose from library' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Search').fill(`poster-${stamp}`);
  await dialog.getByRole('button', { name: `Choose ${imageName}` }).click();
  await expect(dialog).toBeHidden();
  await expect(field(page, 'podcast', 'posterUrl')).toHaveValue(/^\/files\/media\//);
  await expect(page.getByRole('img', { name: 'Preview' })).toBeVisible();

  const videoField = page.getByRole('group', { name: 'Video URL media' });
  const chooser = page.waitForEvent('filechooser');
  await videoField.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles({ name: videoName, mimeType: 'video/mp4', buffer: video.buffer });
  await expect(videoField.getByRole('status').filter({ hasText: videoName })).toHaveText(
    mediaMessages.uploaded(videoName),
  );
  await expect(field(page, 'podcast', 'videoUrl')).toHaveValue(/^\/files\/media\/.+\.mp4$/);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Podcast' })).toHaveText(
    'Podcast added successfully!',
  );

  await page.goto('/admin/podcast');
  await page.getByLabel('Search').fill(title);
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();

  // On the public page: the poster a <picture> of its variants, the clip in the modal.
  await page.goto('/podcast');
  const episode = page.getByTestId('poster-grid').getByRole('figure', { name: title });
  await revealCard(page, episode);
  await expect(episode.locator('picture source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /\/160\.avif 160w$/,
  );
  await expect(episode.locator('picture img')).toHaveAttribute('alt', alt);
  await episode.getByRole('button', { name: `Play ${title}` }).click();
  await expect(page.getByRole('dialog').locator('video')).toHaveAttribute(
    'src',
    /^\/files\/media\/[0-9a-f]{64}\/original\.mp4$/,
  );
  await page.keyboard.press('Escape');

  // The image is in use: its delete is refused, naming the podcast.
  await page.goto('/admin/media');
  await library.getByLabel('Search').fill(`poster-${stamp}`);
  // The searched library, not the one it replaces: the card could move under the click.
  await expect(library.getByRole('listitem')).toHaveCount(1);
  await card.getByRole('button', { name: `Delete ${imageName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this file?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: mediaMessages.inUse });
  await expect(refusal.getByRole('list', { name: 'Used by' })).toContainText(`podcast: ${title}`);
  // Wherever the card sits, the answer is brought into view.
  await expect(refusal).toBeInViewport();
  await expect(card).toBeVisible();

  // The podcast in the trash still needs it (a restore brings it back): the refusal says so.
  await page.goto('/admin/podcast');
  await searchList(page, title);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this entry?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await page.goto('/admin/media');
  await library.getByLabel('Search').fill(`poster-${stamp}`);
  // The searched library, not the one it replaces: the card could move under the click.
  await expect(library.getByRole('listitem')).toHaveCount(1);
  await card.getByRole('button', { name: `Delete ${imageName}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(refusal.getByRole('list', { name: 'Used by' })).toContainText(
    `podcast: ${mediaMessages.usedInTrash(title)}`,
  );
  await expect(card).toBeVisible();
});
