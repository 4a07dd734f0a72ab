import type { Page } from '@playwright/test';
import { conflictMessages, REQUIRED_MESSAGE, singletonTypes } from '@studio/contracts';
import { ADMIN, expect, test } from './support/admin';
import { sidebar } from './support/content-flow';
import { atPath } from './support/urls';

const site = singletonTypes.site;

/** A field of the site settings form by its registry label. */
const field = (page: Page, name: keyof typeof site.fields) =>
  page.getByRole('textbox', { name: site.fields[name].label, exact: true });

test('site settings: the current values, saved with the registry message, shown on the site', async ({
  adminPage: page,
}) => {
  const stored = await page.request.get(`/api/${site.stem}view`);
  expect(stored.ok()).toBe(true);
  // The time and the version move with every save.
  const {
    updatedAt: _savedAt,
    version: _version,
    ...before
  }: Record<string, unknown> = await stored.json();

  await page.goto('/admin/dashboard');
  await sidebar(page).getByRole('link', { name: site.label }).click();
  await expect(page).toHaveURL(atPath(site.admin));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.label);
  await expect(field(page, 'tagline')).toHaveValue(String(before.tagline));
  // The phone numbers are a list, edited row by row.
  const phones = Array.isArray(before.phones) ? before.phones : [];
  await expect(page.getByRole('textbox', { name: /^Phone numbers \d+$/ })).toHaveCount(
    phones.length,
  );

  // A required field left empty is refused next to it, and nothing is sent.
  await field(page, 'tagline').fill('');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(field(page, 'tagline')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(REQUIRED_MESSAGE)).toBeVisible();

  const tagline = `E2E tagline ${Date.now()}`;
  await field(page, 'tagline').fill(tagline);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status')).toHaveText(site.messages.updated);
  const saved = await (await page.request.get(`/api/${site.stem}view`)).json();
  expect(saved).toMatchObject({ ...before, tagline });

  // The public layout reads the same record.
  await page.goto('/podcast');
  await expect(page.getByRole('contentinfo').getByText(tagline)).toBeVisible();

  // Put the suite's values back for the other specs.
  const restored = await page.request.post(`/api/${site.stem}update`, { data: before });
  expect(restored.ok(), await restored.text()).toBe(true);
});

test('after a save the form holds what was saved, and the next save keeps it', async ({
  adminPage: page,
}) => {
  const stored = await page.request.get(`/api/${site.stem}view`);
  const { updatedAt: _u, version: _v, ...before }: Record<string, unknown> = await stored.json();
  await page.goto(site.admin);
  await field(page, 'tagline').fill('First save of two');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status')).toHaveText(site.messages.updated);
  await expect(field(page, 'tagline')).toHaveValue('First save of two');

  await field(page, 'email').fill('second-save@studio.test');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status')).toHaveText(site.messages.updated);
  const after = await (await page.request.get(`/api/${site.stem}view`)).json();
  expect(after).toMatchObject({ tagline: 'First save of two', email: 'second-save@studio.test' });
  // Put back as the other tests expect it.
  expect((await page.request.post(`/api/${site.stem}update`, { data: before })).ok()).toBe(true);
});

test.describe('a change saved meanwhile', () => {
  // The browser logs the refused stale save (409) as an error: it is the point of this test.
  test.use({ allowConsoleErrors: true });

  test('the site settings merge a change saved meanwhile; "Edit merged version" waits for Update', async ({
    adminPage: page,
  }) => {
    await page.goto(site.admin);
    const tagline = field(page, 'tagline');
    const email = field(page, 'email');
    await expect(tagline).not.toHaveValue('');
    const before = await (await page.request.get('/api/siteview')).json();

    // Someone else (here: a program with the admin's session) saves a new e-mail.
    const { updatedAt: _u, version: _v, ...fields } = before;
    const meanwhile = { ...fields, email: 'meanwhile@studio.test' };
    expect((await page.request.post('/api/siteupdate', { data: meanwhile })).ok()).toBe(true);

    await tagline.fill('Tagline typed on the page');
    await page.getByRole('button', { name: 'Update' }).click();
    const dialog = page.getByRole('dialog', { name: conflictMessages.title });
    await expect(dialog).toContainText(`changed by ${ADMIN.email} at`);
    await dialog.getByRole('button', { name: conflictMessages.edit }).click();
    await expect(dialog).toHaveCount(0);
    // Both changes are in the form, nothing saved yet.
    await expect(tagline).toHaveValue('Tagline typed on the page');
    await expect(email).toHaveValue('meanwhile@studio.test');
    await expect(page.getByRole('status')).toHaveText(conflictMessages.merged);
    expect((await (await page.request.get('/api/siteview')).json()).tagline).toBe(before.tagline);

    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('status')).toHaveText(site.messages.updated);
    const after = await (await page.request.get('/api/siteview')).json();
    expect(after).toMatchObject({
      tagline: 'Tagline typed on the page',
      email: 'meanwhile@studio.test',
    });
    // Put back as the other specs expect it.
    expect((await page.request.post('/api/siteupdate', { data: fields })).ok()).toBe(true);
  });
});
