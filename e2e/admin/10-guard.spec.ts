import { contentTypes, inboxes, singletonTypes } from '@studio/contracts';
import { expect, test } from './support/admin';
import { atPath } from './support/urls';

/** Every admin route the registry declares, plus the admin's own pages and the welcome page. */
const adminRoutes = [
  '/admin',
  '/admin/dashboard',
  '/admin/account',
  '/admin/users',
  ...Object.values(inboxes).map(({ admin }) => admin),
  ...Object.values(contentTypes).flatMap(({ admin }) => [
    admin.list,
    admin.add,
    `${admin.edit}/some-id`,
  ]),
  ...Object.values(singletonTypes).map(({ admin }) => admin),
  '/dashboard',
];

/** SPEC.md §2.3's routes, written out with their letter case: the registry must keep them. */
const SPEC_ROUTES = [
  '/admin/dashboard',
  '/admin/podcast',
  '/admin/music',
  '/admin/documentary',
  '/admin/equipment',
  '/admin/career',
  '/admin/contact',
  '/admin/enquiry',
  '/admin/productions',
  '/admin/slider',
  '/admin/afterproduction',
  '/admin/about',
  '/admin/addpodcast',
  '/admin/addmusic',
  '/admin/adddocumentary',
  '/admin/addequipment',
  '/admin/addenquiry',
  '/admin/addproductions',
  '/admin/addafterproduction',
  '/admin/addslider',
  '/admin/addabout',
  '/admin/EditSlider/some-id',
  '/admin/EditProduction/some-id',
  '/admin/Editafterproduction/some-id',
  '/admin/EditAbout/some-id',
  '/admin/editpodcast/some-id',
  '/admin/EditMusic/some-id',
  '/admin/Editdocumentary/some-id',
  '/admin/EditEquipment/some-id',
  '/admin/EditEnquiry/some-id',
];

test('signed out, every admin route ends on /login', async ({ page }) => {
  // Some forty page loads, each fetching its route's code: room for a busy machine.
  test.slow();
  expect(adminRoutes).toEqual(expect.arrayContaining(SPEC_ROUTES));
  for (const route of adminRoutes) {
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

test.describe('addresses that name no admin page', () => {
  test('say so inside the admin layout; SPEC.md letter case and any other open the page', async ({
    adminPage: page,
  }) => {
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    for (const path of ['/admin/nosuchpage', '/admin/EditNothing/42', '/admin/podcast/a/b']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Page not found');
      await expect(page.getByText(`There is no admin page at ${path}.`)).toBeVisible();
      await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    }
    // The router matches without regard to case, as the registry's pages do.
    await page.goto('/admin/ADDPODCAST');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Add ${contentTypes.podcast.label}`,
    );
  });
});
