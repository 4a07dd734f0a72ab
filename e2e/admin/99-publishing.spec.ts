import { contentTypes, PREVIEW_BANNER_ID, previewNotice } from '@studio/contracts';
import { expect, test } from './support/admin';
import { field } from './support/content-flow';
import { samples } from './support/samples';

// Podcasts: the order spec (98) arranges equipment meanwhile, and a new record shifts its rows.
const { stem, admin, messages } = contentTypes.podcast;

/** A datetime-local value (the browser's local time) `ms` from now. */
function localIn(ms: number): string {
  const at = new Date(Date.now() + ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

test('a draft is hidden from visitors and shown in preview; a scheduled record appears on time', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.slow();
  const title = `E2E Draft ${Date.now().toString(36)}`;
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  const onPublicPage = async (who: typeof page, url = '/podcast') => {
    await who.goto(url);
    await expect(who.getByRole('heading', { level: 1 })).toBeVisible();
    // The gallery loads more as the end comes near: scroll to it, then look.
    await who.mouse.wheel(0, 20_000);
    await who.waitForLoadState('networkidle');
    return who.getByRole('figure', { name: title });
  };
  let id: string | undefined;
  try {
    // Saved as a draft from the add form.
    await page.goto(admin.add);
    await field(page, 'podcast', 'title').fill(title);
    await field(page, 'podcast', 'posterUrl').fill(samples.podcast.add.posterUrl);
    await field(page, 'podcast', 'videoUrl').fill(samples.podcast.add.videoUrl);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status')).toHaveText(messages.added);

    // The list says so, and offers a preview.
    await page.goto(`${admin.list}?status=draft`);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    id = (await (await page.request.get(`/api/${stem}display?status=all`)).json()).find(
      (record: { title: string }) => record.title === title,
    )?._id;
    expect(id).toBeDefined();

    // A visitor does not see it, nor its record.
    await expect(await onPublicPage(visitor)).toHaveCount(0);
    expect((await visitor.request.get(`/api/${stem}view/${id}`)).status()).toBe(404);

    // The editor's preview does, under its banner.
    const preview = row.getByRole('link', { name: `Preview ${title}` });
    await expect(preview).toHaveAttribute('href', '/podcast?preview=1');
    const previewed = await onPublicPage(page, '/podcast?preview=1');
    await expect(page.locator(`#${PREVIEW_BANNER_ID}`)).toHaveText(previewNotice);
    await expect(previewed).toBeVisible();
    // A visitor who tries the same address sees neither.
    await expect(await onPublicPage(visitor, '/podcast?preview=1')).toHaveCount(0);
    await expect(visitor.locator(`#${PREVIEW_BANNER_ID}`)).toHaveCount(0);

    // Published from the edit form, due in an hour: scheduled, still hidden.
    await page.goto(`${admin.list}?status=draft`);
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('group', { name: 'Publishing' })).toContainText('Draft');
    await page.getByLabel('Publish at (optional)', { exact: true }).fill(localIn(3_600_000));
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status')).toHaveText(messages.updated);
    await page.goto(`${admin.list}?status=scheduled`);
    await expect(
      page.getByRole('row').filter({ hasText: title }).getByText('Scheduled', { exact: true }),
    ).toBeVisible();
    await expect(await onPublicPage(visitor)).toHaveCount(0);

    // Brought forward to a few seconds from now (the form's field has minutes only): hidden
    // until then, then the visitor sees it, and its record.
    const record = await (await page.request.get(`/api/${stem}view/${id}?status=all`)).json();
    const { _id, createdAt, updatedAt, status, publishAt, ...fields } = record;
    expect({ status, publishAt: typeof publishAt }).toEqual({
      status: 'published',
      publishAt: 'string',
    });
    const soon = Date.now() + 6_000;
    const moved = await page.request.post(`/api/${stem}update/${id}`, {
      data: { ...fields, publishAt: new Date(soon).toISOString() },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await expect(await onPublicPage(visitor)).toHaveCount(0);
    await expect(async () => {
      await expect(await onPublicPage(visitor)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(soon);
    expect((await visitor.request.get(`/api/${stem}view/${id}`)).status()).toBe(200);
  } finally {
    if (id) await page.request.delete(`/api/${stem}delete/${id}`);
    await visitor.context().close();
  }
});
