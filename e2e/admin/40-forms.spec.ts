import { contentTypes, messages, REQUIRED_MESSAGE } from '@studio/contracts';
import { expect, nextDialog, test } from './support/admin';
import { field } from './support/content-flow';
import { atPath } from './support/urls';

test('an empty add form shows each problem next to its field and sends nothing', async ({
  adminPage: page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('content.podcast.create')) sent.push(request.url());
  });
  await page.goto(contentTypes.podcast.admin.add);
  await page.getByRole('button', { name: 'Submit' }).click();
  for (const name of ['title', 'posterUrl', 'videoUrl']) {
    const input = field(page, 'podcast', name);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const errorId = await input.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${errorId?.split(' ')[0]}"]`)).toHaveText(REQUIRED_MESSAGE);
  }
  // Fixing a field clears its message at once.
  await field(page, 'podcast', 'title').fill('Now filled');
  await expect(field(page, 'podcast', 'title')).not.toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);
});

test('production image and link must be URLs', async ({ adminPage: page }) => {
  await page.goto(contentTypes.production.admin.add);
  await field(page, 'production', 'cardTitle').fill('Bad links');
  await field(page, 'production', 'prodImg').fill('not a url');
  await field(page, 'production', 'link').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(messages.production.invalidUrls)).toHaveCount(2);
});

test('image fields preview the image; video fields say whether the player can play them', async ({
  adminPage: page,
}) => {
  await page.goto(contentTypes.podcast.admin.add);
  await field(page, 'podcast', 'posterUrl').fill('/media/podcast/poster-02.svg');
  await expect(page.getByRole('img', { name: 'Preview' })).toBeVisible();
  const video = field(page, 'podcast', 'videoUrl');
  await video.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(page.getByText('as a YouTube embed')).toBeVisible();
  await video.fill('/media/video/doc-slide-1.mp4');
  await expect(page.getByText('as a video file')).toBeVisible();
  await video.fill('ftp://example.com/film.mp4');
  await expect(page.getByText('cannot play this URL')).toBeVisible();
});

test('leaving a form with unsaved changes asks first', async ({ adminPage: page }) => {
  await page.goto(contentTypes.music.admin.add);
  await field(page, 'music', 'alt').fill('Half-typed title');
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await sidebar.getByRole('link', { name: contentTypes.podcast.label }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(atPath(contentTypes.music.admin.add));
  await expect(field(page, 'music', 'alt')).toHaveValue('Half-typed title');

  await sidebar.getByRole('link', { name: contentTypes.podcast.label }).click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(atPath(contentTypes.podcast.admin.list));
});

test.describe('a missing record', () => {
  // The 404 answers are logged by the browser.
  test.use({ allowConsoleErrors: true });

  test('deleting or updating a record removed meanwhile shows the failure', async ({
    adminPage: page,
  }) => {
    const { stem, admin, messages: text } = contentTypes.afterproduction;
    const create = async (title: string) => {
      const answer = await page.request.post(`/api/${stem}`, {
        data: { title, videoUrl: '/media/video/doc-slide-1.mp4' },
      });
      const { _id }: { _id: string } = await answer.json();
      return _id;
    };

    const first = await create('Gone Soon');
    await page.goto(`${admin.edit}/${first}`);
    await expect(field(page, 'afterproduction', 'title')).toHaveValue('Gone Soon');
    await page.request.delete(`/api/${stem}delete/${first}`);
    await field(page, 'afterproduction', 'title').fill('Gone Already');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('alert')).toHaveText(text.updateFailed);

    const second = await create('Gone Twice');
    await page.goto(admin.list);
    const remove = page.getByRole('button', { name: 'Delete Gone Twice' });
    await expect(remove).toBeVisible();
    await page.request.delete(`/api/${stem}delete/${second}`);
    const alert = nextDialog(page);
    await remove.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    expect(await alert).toBe(text.deleteFailed);
  });

  test('an unknown id shows the load failure of its type', async ({ adminPage: page }) => {
    await page.goto(`${contentTypes.music.admin.edit}/no-such-id`);
    await expect(page.getByRole('alert')).toHaveText(contentTypes.music.messages.loadFailed);
  });
});
