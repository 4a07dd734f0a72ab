import type { FrameLocator, Locator, Page } from '@playwright/test';
import { livePreviewWords } from '@studio/content';
import { contentTypes, singletonTypes } from '@studio/contracts';
import { expect, test } from './support/admin';
import { field } from './support/content-flow';
import {
  episodeCard,
  expectMarked,
  previewFrame as framed,
  livePreview,
  podcastsPastFirstPage,
  removePodcasts,
} from './support/live-preview';
import { samples } from './support/samples';

const { stem, admin } = contentTypes.podcast;

const previewFrame = (page: Page): FrameLocator => framed(page, '/podcast');
const episode = (where: Page | FrameLocator, title: string) =>
  where.getByRole('figure', { name: title });

/**
 * Shows a card of the podcast gallery, asking for more as a visitor would: a new record comes
 * last, after a screenful.
 */
async function reveal(where: Page | FrameLocator, card: Locator) {
  await expect(async () => {
    const more = where.getByRole('button', { name: /^Show more/ });
    if (await more.isVisible()) await more.click({ timeout: 1_000 });
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

test('the live preview shows the unsaved form on the public page, to the editor alone', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.slow();
  const suffix = Date.now().toString(36);
  const title = `E2E Live ${suffix}`;
  const typed = `E2E Live typed ${suffix}`;
  // The edit form has unsaved changes when the test leaves it: it agrees to leave.
  page.on('dialog', (dialog) => void dialog.accept());
  const created = await page.request.post(`/api/${stem}`, {
    data: { ...samples.podcast.add, title },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id }: { _id: string } = await created.json();
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  try {
    await page.goto(`${admin.edit}/${id}`);
    const button = livePreview(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'Live preview' });
    await expect(button).toHaveAttribute('aria-controls', (await panel.getAttribute('id')) ?? '');

    // The real public page, with the record as stored; then as typed, without a save.
    const frame = previewFrame(page);
    await reveal(frame, episode(frame, title));
    await field(page, 'podcast', 'title').fill(typed);
    await expect(episode(frame, typed)).toBeVisible();
    await expect(episode(frame, title)).toHaveCount(0);

    // Laid out at a phone's width, then a desktop's: the page itself is that wide.
    const widths = panel.getByRole('group', { name: 'Preview width' });
    const frameWidth = () => frame.locator('html').evaluate(() => window.innerWidth);
    await expect(widths.getByRole('button', { name: 'Desktop' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await frameWidth()).toBe(1280);
    await widths.getByRole('button', { name: 'Phone' }).click();
    await expect(widths.getByRole('button', { name: 'Phone' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(frameWidth).toBe(390);
    await reveal(frame, episode(frame, typed));
    await widths.getByRole('button', { name: 'Desktop' }).click();
    await expect.poll(frameWidth).toBe(1280);

    // Nobody else sees it: a visitor's page, even at the preview's address, shows the stored title.
    for (const address of ['/podcast', '/podcast?preview=1']) {
      await visitor.goto(address);
      await reveal(visitor, episode(visitor, title));
      await expect(episode(visitor, typed)).toHaveCount(0);
    }
    // And nothing was written; nor can the framed page write (a form sent from inside it).
    const sent = await frame.locator('html').evaluate(() =>
      fetch('/api/contact', { method: 'POST', body: '{}' }).then(
        () => 'sent',
        () => 'refused',
      ),
    );
    expect(sent).toBe('refused');
    const stored = await (await page.request.get(`/api/${stem}view/${id}`)).json();
    expect(stored.title).toBe(title);

    // An add page's preview shows the new record last, where the site's order puts a new
    // record, and adds nothing either.
    const added = `E2E Live new ${suffix}`;
    await page.goto(admin.add);
    await livePreview(page).click();
    await expect(previewFrame(page).getByRole('heading', { level: 1 })).toBeVisible();
    await field(page, 'podcast', 'title').fill(added);
    await field(page, 'podcast', 'posterUrl').fill(samples.podcast.add.posterUrl);
    const last = previewFrame(page).getByRole('figure').last();
    await expect(last).toHaveAccessibleName(added);
    const all = await (await page.request.get(`/api/${stem}display?status=all`)).json();
    expect(all.map((record: { title: string }) => record.title)).not.toContain(added);
  } finally {
    await page.request.delete(`/api/${stem}delete/${id}`);
    await visitor.context().close();
  }
});

test('the live preview brings the record edited into the framed gallery, past its first page, in view and marked', async ({
  adminPage: page,
}) => {
  test.slow();
  const prefix = `E2E Live far ${Date.now().toString(36)}`;
  page.on('dialog', (dialog) => void dialog.accept());
  const ids = await podcastsPastFirstPage(page, prefix);
  try {
    // The gallery's first page holds twelve others: the preview reads on to the record.
    const typed = `${prefix} typed`;
    await page.goto(`${admin.edit}/${ids.at(-1)}`);
    await livePreview(page).click();
    const frame = previewFrame(page);
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    await field(page, 'podcast', 'title').fill(typed);
    await expectMarked(episodeCard(frame, typed), livePreviewWords.editing);
    // Only that one is marked.
    await expect(frame.locator('[data-record][aria-current]')).toHaveCount(1);

    // A new record likewise: after every other, in view and marked.
    const added = `${prefix} new`;
    await page.goto(admin.add);
    await livePreview(page).click();
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    await field(page, 'podcast', 'title').fill(added);
    await expectMarked(episodeCard(frame, added), livePreviewWords.editing);
    await expect(frame.getByRole('figure').last()).toHaveAccessibleName(added);
  } finally {
    await removePodcasts(page, ids);
  }
});

test('the contact details in preview are the record edited, though another is first', async ({
  adminPage: page,
}) => {
  const { stem: info, admin: infoAdmin } = contentTypes.contactinfo;
  const address = `E2E Live address ${Date.now().toString(36)}`;
  page.on('dialog', (dialog) => void dialog.accept());
  // A draft, after the one the page shows (visitors see no change).
  const created = await page.request.post(`/api/${info}`, {
    data: { ...samples.contactinfo.add, status: 'draft' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id }: { _id: string } = await created.json();
  try {
    await page.goto(`${infoAdmin.edit}/${id}`);
    await livePreview(page).click();
    const frame = framed(page, '/contact');
    await field(page, 'contactinfo', 'address').fill(address);
    const cards = frame.getByTestId('contact-info-cards');
    await expect(cards).toContainText(address);
    await expectMarked(cards, livePreviewWords.editing);
  } finally {
    await page.request.delete(`/api/${info}delete/${id}`);
  }
});

test("the site settings' live preview shows them on the public page, unsaved", async ({
  adminPage: page,
}) => {
  const { stem, admin: path, fields } = singletonTypes.site;
  const tagline = `E2E live tagline ${Date.now().toString(36)}`;
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(path);
  await livePreview(page).click();
  const frame = page.frameLocator('iframe[title="Live preview of /contact"]');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: fields.tagline.label, exact: true }).fill(tagline);
  await expect(frame.getByRole('contentinfo').getByText(tagline)).toBeVisible();
  const stored = await (await page.request.get(`/api/${stem}view`)).json();
  expect(stored.tagline).not.toBe(tagline);
});
