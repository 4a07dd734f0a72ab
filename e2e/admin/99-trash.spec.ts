import { contentTypes, TRASH_DAYS, trashMessages } from '@studio/contracts';
import { ADMIN, expect, test } from './support/admin';
import { expectOnPublicPage, sidebar } from './support/content-flow';
import { samples } from './support/samples';

const { stem, admin, label } = contentTypes.podcast;

test('a record deleted in the admin waits in the Trash, and comes back to its list and public page', async ({
  adminPage: page,
}) => {
  const title = `E2E Trash ${Date.now().toString(36)}`;
  const created = await page.request.post(`/api/${stem}`, {
    data: { ...samples.podcast.add, title },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id } = await created.json();
  try {
    await page.goto(admin.list);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const asked = page.getByRole('dialog', { name: 'Delete this entry?' });
    await expect(asked).toContainText(trashMessages.deleteNotice(title));
    await asked.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);

    await sidebar(page).getByRole('link', { name: 'Trash' }).click();
    await expect(page.getByRole('heading', { name: 'Trash', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Deleted records' });
    const row = table.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText(label);
    await expect(row).toContainText(ADMIN.email);
    await expect(row).toContainText(`${TRASH_DAYS} days`);

    await row.getByRole('button', { name: `Restore ${title}` }).click();
    await page
      .getByRole('dialog', { name: 'Restore this record?' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: trashMessages.restored }),
    ).toBeVisible();
    await expect(row).toHaveCount(0);

    // Back in the admin's list, under the same id, and on the public page.
    await sidebar(page).getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('button', { name: `Delete ${title}` })).toBeVisible();
    const view = await page.request.get(`/api/${stem}view/${id}`);
    expect((await view.json()).title).toBe(title);
    await page.goto(samples.podcast.publicPath);
    await expectOnPublicPage(page, title);
  } finally {
    await page.request.delete(`/api/${stem}delete/${id}`);
  }
});
