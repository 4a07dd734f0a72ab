import { contentTypes } from '@studio/contracts';
import { ADMIN, expect, test } from './support/admin';
import { jsonSample } from './support/samples';

const { stem, label } = contentTypes.documentary;

test('the Activity page lists what an admin did, filtered by type and action', async ({
  adminPage: page,
}) => {
  const title = `E2E Activity ${Date.now().toString(36)}`;
  const created = await page.request.post(`/api/${stem}`, {
    data: { ...jsonSample('documentary'), alt: title },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id } = await created.json();
  const edited = await page.request.post(`/api/${stem}update/${id}`, {
    data: { ...jsonSample('documentary'), alt: `${title} edited` },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  expect((await page.request.delete(`/api/${stem}delete/${id}`)).status()).toBe(200);

  await page.goto('/admin/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await sidebar.getByRole('button', { name: 'Administration' }).click();
  await sidebar.getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filter the activity' });
  await filters.getByLabel('Type').selectOption({ label });
  await filters.getByLabel('Who').fill(ADMIN.email);
  const ours = page.getByRole('row').filter({ hasText: title });
  await expect(ours).toHaveCount(4);
  await expect(ours.filter({ hasText: 'created' })).toHaveCount(1);
  await expect(ours.filter({ hasText: 'deleted' })).toContainText(`${title} edited`);

  await filters.getByLabel('Action').selectOption('updated');
  await expect(ours).toHaveCount(1);
  await expect(ours).toContainText(ADMIN.email);
  await expect(ours).toContainText('alt');
});
