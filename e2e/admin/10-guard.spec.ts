import { contentTypes, inboxes } from '@studio/contracts';
import { expect, test } from './support/admin';
import { atPath } from './support/urls';

/** Every admin route of SPEC.md §2.3, taken from the registry, plus the welcome page. */
const adminRoutes = [
  '/admin',
  '/admin/dashboard',
  inboxes.contact.admin,
  inboxes.career.admin,
  ...Object.values(contentTypes).flatMap(({ admin }) => [
    admin.list,
    admin.add,
    `${admin.edit}/some-id`,
  ]),
  '/dashboard',
];

/** The pages added beside SPEC.md's: the account's own, and the users (admins only). */
const accountRoutes = ['/admin/account', '/admin/users'];

test('signed out, every admin route ends on /login', async ({ page }) => {
  expect(adminRoutes).toHaveLength(32);
  for (const route of [...adminRoutes, ...accountRoutes]) {
    await page.goto(route);
    await expect(page, route).toHaveURL(atPath('/login'));
  }
});

test.describe('an expired session', () => {
  // The refused admin call answers 401, which the browser logs.
  test.use({ allowConsoleErrors: true });

  test('a 401 from an admin call signs out and goes to /login', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('token', 'a-token-the-server-never-issued'));
    // The dashboard counts are admin-only calls.
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(atPath('/login'));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test('a stored token without a live session is dropped on any admin page', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('token', 'a-token-the-server-never-issued'));
  // The podcast list itself is public; the session check is what sends the user away.
  await page.goto('/admin/podcast');
  await expect(page).toHaveURL(atPath('/login'));
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
