import type { FrameLocator, Locator, Page } from '@playwright/test';
import { contentTypes, PUBLIC_PAGE_SIZE } from '@studio/contracts';
import { expect } from '../../fixtures';
import { samples } from './samples';

const { stem } = contentTypes.podcast;

/** An edit or add form's "Live preview" button (`where`: the page, or a translation's tab). */
export const livePreview = (where: Page | Locator) =>
  where.getByRole('button', { name: 'Live preview' });

/** The public page at `path` (its locale's prefix included) in the live preview's frame. */
export const previewFrame = (page: Page, path: string): FrameLocator =>
  page.frameLocator(`iframe[title="Live preview of ${path}"]`);

/** A podcast's card in the framed gallery, by its title. */
export const episodeCard = (frame: FrameLocator, title: string): Locator =>
  frame.getByRole('listitem').filter({ has: frame.getByRole('figure', { name: title }) });

/**
 * More podcasts than a page of the gallery holds: drafts (visitors' pages do not show them, an
 * editor's preview does), added over the API one after the other, so the site's order puts each
 * after those before it. Answers their ids; the last is past the gallery's first page.
 */
export async function podcastsPastFirstPage(page: Page, prefix: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= PUBLIC_PAGE_SIZE + 1; i++) {
    const created = await page.request.post(`/api/${stem}`, {
      data: { ...samples.podcast.add, title: `${prefix} ${i}`, status: 'draft' },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids.push((await created.json())._id);
  }
  const order: { _id: string }[] = await (
    await page.request.get(`/api/${stem}display?status=all`)
  ).json();
  expect(order.findIndex(({ _id }) => _id === ids.at(-1))).toBeGreaterThanOrEqual(PUBLIC_PAGE_SIZE);
  return ids;
}

/** Takes the records `podcastsPastFirstPage` added away again (to the trash). */
export async function removePodcasts(page: Page, ids: readonly string[]): Promise<void> {
  for (const id of ids) await page.request.delete(`/api/${stem}delete/${id}`);
}

/** The card is in the frame's view, and marked as the record being edited. */
export async function expectMarked(card: Locator, editing: string): Promise<void> {
  await expect(card).toBeInViewport();
  await expect(card).toHaveAttribute('aria-current', 'true');
  await expect(card).toHaveAccessibleDescription(editing);
}
