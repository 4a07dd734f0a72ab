import { contentTypes, type MediaRecord, mediaMessages, versionMessages } from '@studio/contracts';
import { expect, test } from './support/admin';
import { field, storedRecords } from './support/content-flow';
import { pngOf } from './support/media-files';

// The refused saves (400) are answers the browser logs.
test.use({ allowConsoleErrors: true });

const words = contentTypes.podcast.messages;
const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test('an image chosen without alt text is refused on its own field, and saved once described', async ({
  adminPage: page,
  queryDb,
}) => {
  // Other specs share the server: the names here are this run's own.
  const stamp = Date.now();
  const imageName = `undescribed-${stamp}.png`;
  const title = `Undescribed poster ${stamp}`;
  const uploaded = await page.request.post('/api/media', {
    multipart: {
      file: { name: imageName, mimeType: 'image/png', buffer: pngOf(120, 90, stamp) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const item: MediaRecord = await uploaded.json();
  expect(item.alt).toBe('');

  await page.goto('/admin/addpodcast');
  await field(page, 'podcast', 'title').fill(title);
  await field(page, 'podcast', 'videoUrl').fill('/media/video/doc-slide-1.mp4');
  const poster = field(page, 'podcast', 'posterUrl');
  const tools = page.getByRole('group', { name: 'Poster URL media' });
  await tools.getByRole('button', { name: 'Choose from library' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Search').fill(`undescribed-${stamp}`);
  await dialog.getByRole('button', { name: `Choose ${imageName}` }).click();
  await expect(dialog).toBeHidden();
  await expect(poster).toHaveValue(item.url);

  // Sent as it is, and as a draft: the server's reason stands on the field, SPEC's message above
  // the buttons, and nothing is stored.
  for (const button of ['Submit', 'Save draft']) {
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('alert').filter({ hasText: words.addFailed })).toHaveText(
      words.addFailed,
    );
    await expect(poster).toHaveAttribute('aria-invalid', 'true');
    await expect(poster).toHaveAccessibleDescription(escaped(mediaMessages.altRequired));
  }
  const stored = await storedRecords(queryDb, 'podcast');
  expect(stored.filter((record) => record.data.title === title)).toEqual([]);

  // Described beside the field, the same image is taken.
  await tools.getByLabel('Alt text').fill(`A gradient ${stamp}`);
  await tools.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(tools.getByLabel('Alt text')).toBeHidden();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: words.added })).toHaveText(words.added);
  await expect(poster).not.toHaveAttribute('aria-invalid');
});

test('an alt text saved meanwhile by someone else is shown, the typing kept, and Save again wins', async ({
  adminPage: page,
}) => {
  const stamp = Date.now();
  const imageName = `contested-${stamp}.png`;
  const uploaded = await page.request.post('/api/media', {
    multipart: {
      file: { name: imageName, mimeType: 'image/png', buffer: pngOf(100, 80, stamp) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const item: MediaRecord = await uploaded.json();

  await page.goto('/admin/addpodcast');
  const tools = page.getByRole('group', { name: 'Poster URL media' });
  await tools.getByRole('button', { name: 'Choose from library' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Search').fill(`contested-${stamp}`);
  await dialog.getByRole('button', { name: `Choose ${imageName}` }).click();
  await expect(dialog).toBeHidden();

  // Someone else describes the image while the form is open.
  const meanwhile = await page.request.post(`/api/mediaupdate/${item._id}`, {
    data: { alt: `Described meanwhile ${stamp}` },
  });
  expect(meanwhile.ok(), await meanwhile.text()).toBe(true);

  await tools.getByLabel('Alt text').fill(`Mine ${stamp}`);
  await tools.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(tools.getByRole('alert')).toHaveText(versionMessages.stale);
  await expect(tools.getByText(/^This item was changed by .+ at \d/)).toContainText(
    `Described meanwhile ${stamp}`,
  );
  await expect(tools.getByLabel('Alt text')).toHaveValue(`Mine ${stamp}`);

  // Seen: the next save names the version shown, and goes through.
  await tools.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(tools.getByLabel('Alt text')).toBeHidden();
  const stored = await page.request.get(`/api/mediaview/${item._id}`);
  expect((await stored.json()).alt).toBe(`Mine ${stamp}`);
});
