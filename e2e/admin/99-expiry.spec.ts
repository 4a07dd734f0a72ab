import type { Page } from '@playwright/test';
import { contentTypes, publishMessages } from '@studio/contracts';
import { expect, test } from './support/admin';
import { field } from './support/content-flow';
import { samples } from './support/samples';

// Podcasts, as the publishing spec: the order spec (98) arranges equipment meanwhile.
const { stem, admin, messages } = contentTypes.podcast;

/** A datetime-local value (the browser's local time) `ms` from now. */
function localIn(ms: number): string {
  const at = new Date(Date.now() + ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

const DAY = 86_400_000;

async function fillRequired(page: Page, title: string) {
  await page.goto(admin.add);
  await field(page, 'podcast', 'title').fill(title);
  await field(page, 'podcast', 'posterUrl').fill(samples.podcast.add.posterUrl);
  await field(page, 'podcast', 'videoUrl').fill(samples.podcast.add.videoUrl);
  const publishing = page.getByRole('group', { name: 'Publishing' });
  return {
    schedule: publishing.getByLabel('Publish at (optional)', { exact: true }),
    expiry: publishing.getByLabel('Unpublish at (optional)'),
  };
}

test('an expiry set in the add form shows as "Expires <date>" in the list and in the edit form', async ({
  adminPage: page,
}) => {
  const title = `E2E Expiry ${Date.now().toString(36)}`;
  let id: string | undefined;
  try {
    const { expiry } = await fillRequired(page, title);
    // Published at once, until two days from now.
    const at = localIn(2 * DAY);
    await expiry.fill(at);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toHaveText(messages.added);

    const records = await (await page.request.get(`/api/${stem}display?status=all`)).json();
    const record = records.find((item: { title: string }) => item.title === title);
    id = record?._id;
    expect(record).toMatchObject({ status: 'published', unpublishAt: new Date(at).toISOString() });

    // The list: still Published, and when it expires, in the browser's words for that time.
    await page.goto(`${admin.list}?q=${encodeURIComponent(title)}`);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
    const when = await page.evaluate(
      (iso) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' }),
      new Date(at).toISOString(),
    );
    await expect(row.getByText(`${publishMessages.expires} ${when}`)).toBeVisible();

    // The edit form shows it back.
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(
      page.getByRole('group', { name: 'Publishing' }).getByLabel('Unpublish at (optional)'),
    ).toHaveValue(at);
  } finally {
    if (id) await page.request.delete(`/api/${stem}delete/${id}`);
  }
});

test.describe('a refused expiry', () => {
  // The browser logs the refused request (400) as a console error.
  test.use({ allowConsoleErrors: true });

  test('one not after the schedule is refused on its field, and nothing is added', async ({
    adminPage: page,
  }) => {
    const title = `E2E Bad expiry ${Date.now().toString(36)}`;
    const { schedule, expiry } = await fillRequired(page, title);
    await schedule.fill(localIn(3 * DAY));
    await expiry.fill(localIn(2 * DAY));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(publishMessages.unpublishNotAfterPublish)).toBeVisible();
    await expect(expiry).toHaveAttribute('aria-invalid', 'true');
    const records = await (await page.request.get(`/api/${stem}display?status=all`)).json();
    expect(records.map((item: { title: string }) => item.title)).not.toContain(title);
  });
});
