import { loadCatalogue } from '@studio/content';
import { contentTypes } from '@studio/contracts';
import { expect, test } from '../admin/support/admin';
import {
  episodeCard,
  expectMarked,
  livePreview,
  podcastsPastFirstPage,
  previewFrame,
  removePodcasts,
} from '../admin/support/live-preview';

test("the Spanish tab's live preview brings the podcast edited into /es/podcast, past its first page, marked in Spanish", async ({
  adminPage: page,
}) => {
  test.slow();
  const es = await loadCatalogue('es');
  if (!es) throw new Error('No Spanish catalogue');
  const prefix = `E2E Vista lejos ${Date.now().toString(36)}`;
  page.on('dialog', (dialog) => void dialog.accept());
  const ids = await podcastsPastFirstPage(page, prefix);
  try {
    const typed = `${prefix} en español`;
    await page.goto(`${contentTypes.podcast.admin.edit}/${ids.at(-1)}`);
    await page.getByRole('tab', { name: 'Español' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Español' });
    await livePreview(panel).click();
    const frame = previewFrame(page, '/es/podcast');
    await expect(frame.locator('html')).toHaveAttribute('lang', 'es');
    await panel.getByRole('textbox', { name: 'Title' }).fill(typed);
    await expectMarked(episodeCard(frame, typed), es.preview.editing);
  } finally {
    await removePodcasts(page, ids);
  }
});
