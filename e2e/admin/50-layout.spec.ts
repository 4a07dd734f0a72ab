import { contentTypes, inboxes } from '@studio/contracts';
import { expect, test } from './support/admin';
import { atPath } from './support/urls';

test('the sidebar lists the sections of SPEC.md §2.3 and marks the current one', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  const main = [
    'Dashboard',
    contentTypes.podcast.label,
    contentTypes.music.label,
    contentTypes.documentary.label,
    contentTypes.equipment.label,
    inboxes.career.label,
    inboxes.contact.label,
    contentTypes.contactinfo.label,
    'Gallery',
  ];
  const sections = [
    contentTypes.production.label,
    contentTypes.afterproduction.label,
    contentTypes.slider.label,
    contentTypes.about.label,
  ];
  // The account's own pages sit beside Logout; an admin sees Users too.
  const own = ['Account', 'Users'];
  await expect(sidebar.getByRole('link')).toHaveText([...main, ...own]);
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sidebar.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/');

  // The Homepage Sections group opens and closes, by keyboard too.
  const group = sidebar.getByRole('button', { name: 'Homepage Sections' });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await group.focus();
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link')).toHaveText([...main, ...sections, ...own]);

  await sidebar.getByRole('link', { name: contentTypes.slider.label }).click();
  await expect(page).toHaveURL(atPath(contentTypes.slider.admin.list));
  await expect(sidebar.getByRole('link', { name: contentTypes.slider.label })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('the dashboard shows the four counts', async ({ adminPage: page }) => {
  await page.goto('/admin/dashboard');
  for (const type of ['podcast', 'music', 'documentary', 'contactinfo'] as const) {
    const card = page.getByRole('region', { name: contentTypes[type].label });
    await expect(card.getByTestId('count')).toHaveText(/^\d+$/);
  }
});

test('on a phone the sidebar folds behind a menu button', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(sidebar).toBeHidden();
  await menu.click();
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('link', { name: contentTypes.music.label }).click();
  await expect(page).toHaveURL(atPath(contentTypes.music.admin.list));
  await expect(sidebar).toBeHidden();
});

test('public pages never load the admin code', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text());
  });
  await page.goto('/podcast');
  await expect(page.getByRole('heading', { name: 'PODCAST' })).toBeVisible();
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  // Strings that exist only in the admin area's modules.
  for (const body of bodies) {
    expect(body).not.toContain('Homepage Sections');
    expect(body).not.toContain('Leave without saving?');
  }
});
