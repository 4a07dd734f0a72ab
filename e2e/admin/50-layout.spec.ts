import type { Locator } from '@playwright/test';
import {
  contentTypeNames,
  contentTypes,
  inboxes,
  singletonNames,
  singletonTypes,
} from '@studio/contracts';
import { expect, test } from './support/admin';
import { atPath } from './support/urls';

/** SPEC.md §2.3's sidebar, word for word and in its order (the group's pages apart). */
const SPEC_MAIN = [
  'Dashboard',
  'Podcast',
  'Music',
  'Documentary',
  'Equipment',
  'Career',
  'Contact',
  'Enquiry',
  'Gallery',
];
const SPEC_SECTIONS = ['Productions', 'After Productions', 'Slider', 'About Us'];

/** The labels among `shown` that SPEC.md names, in the order shown. */
const specOnly = (shown: string[], spec: string[]) => shown.filter((label) => spec.includes(label));

test("the sidebar lists SPEC.md §2.3's sections in its order, the registry's pages, and marks the current one", async ({
  adminPage: page,
}) => {
  await page.goto('/admin/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  const links = sidebar.getByRole('link');
  await expect(links.first()).toHaveText('Dashboard');
  // Hidden links (the closed groups') are not listed.
  await expect(sidebar.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Users' })).toBeHidden();
  const closed = await links.allTextContents();
  expect(specOnly(closed, SPEC_MAIN)).toEqual(SPEC_MAIN);
  expect(specOnly(closed, SPEC_SECTIONS)).toEqual([]);
  // Beside SPEC.md's: the singletons after Gallery, then the account's own pages by Logout,
  // the admins' under a group of their own.
  for (const name of singletonNames) {
    expect(closed.indexOf(singletonTypes[name].label)).toBeGreaterThan(closed.indexOf('Gallery'));
  }
  expect(closed.at(-1)).toBe('Account');
  const administration = sidebar.getByRole('button', { name: 'Administration' });
  await administration.click();
  await expect(administration).toHaveAttribute('aria-expanded', 'true');
  expect((await links.allTextContents()).slice(-6)).toEqual([
    'Account',
    'Users',
    'API tokens',
    'Webhooks',
    'Activity',
    'Privacy',
  ]);
  await administration.click();
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sidebar.getByRole('link', { name: 'Gallery', exact: true })).toHaveAttribute(
    'href',
    '/',
  );

  // The Homepage Sections group opens and closes, by keyboard too.
  const group = sidebar.getByRole('button', { name: 'Homepage Sections' });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await group.focus();
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link', { name: 'About Us' })).toBeVisible();
  const open = await links.allTextContents();
  expect(specOnly(open, [...SPEC_MAIN, ...SPEC_SECTIONS])).toEqual([
    ...SPEC_MAIN,
    ...SPEC_SECTIONS,
  ]);
  // Every page the registry declares is there once.
  const declared = [
    ...contentTypeNames.map((type) => contentTypes[type].label),
    ...singletonNames.map((name) => singletonTypes[name].label),
    ...Object.values(inboxes).map((inbox) => inbox.label),
  ];
  for (const label of declared) expect(open.filter((shown) => shown === label)).toHaveLength(1);

  await sidebar.getByRole('link', { name: contentTypes.slider.label }).click();
  await expect(page).toHaveURL(atPath(contentTypes.slider.admin.list));
  const slider = sidebar.getByRole('link', { name: contentTypes.slider.label });
  await expect(slider).toHaveAttribute('aria-current', 'page');

  // On one of its own pages the group still closes, and opens again.
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(slider).toBeHidden();
  await group.click();
  await expect(slider).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();

  // Opening a page of the group directly shows the group open.
  await page.goto(contentTypes.about.admin.add);
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link', { name: contentTypes.about.label })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test("the dashboard shows a count for each counted type, SPEC.md's four among them", async ({
  adminPage: page,
}) => {
  await page.goto('/admin/dashboard');
  const counted = contentTypeNames.filter((type) => contentTypes[type].counted);
  expect(counted.map((type) => contentTypes[type].label)).toEqual(
    expect.arrayContaining(['Podcast', 'Music', 'Documentary', 'Enquiry']),
  );
  for (const type of counted) {
    const card = page.getByRole('region', { name: contentTypes[type].label });
    await expect(card.getByTestId('count')).toHaveText(/^\d+$/);
  }
});

test("hovering a link loads the page's data as well as its code", async ({ adminPage: page }) => {
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // The route's loader asks for the list's first page while the pointer rests on the link.
  const listed = page.waitForRequest((request) => request.url().includes('content.music.browse'));
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: contentTypes.music.label })
    .hover();
  await listed;
  await expect(page).toHaveURL(atPath('/admin/dashboard'));
});

/** Every entry of the sidebar, each group's heading and pages, whether shown or folded. */
async function sidebarEntries(sidebar: Locator) {
  return sidebar.locator('a, button').all();
}

test('on a 1280x720 laptop every sidebar entry is in sight, or inside a group whose heading is', async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/admin/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Administration' })).toBeInViewport();
  for (const entry of await sidebarEntries(sidebar)) {
    if (!(await entry.isVisible())) {
      // Folded: its group's heading (the button before its list) is what must be in sight.
      const group = entry.locator('xpath=ancestor::ul[@hidden]/preceding-sibling::button');
      await expect(group).toBeInViewport({ ratio: 1 });
      continue;
    }
    await expect(entry, (await entry.textContent()) ?? '').toBeInViewport({ ratio: 1 });
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
  // The menu opens to every entry: each page, or its group's heading, can be scrolled to.
  for (const entry of await sidebarEntries(sidebar)) {
    if (await entry.isVisible()) await expect(entry).toBeInViewport({ ratio: 0 });
  }
  await sidebar.getByRole('button', { name: 'Administration' }).click();
  await sidebar.getByRole('link', { name: 'Users' }).scrollIntoViewIfNeeded();
  await expect(sidebar.getByRole('link', { name: 'Users' })).toBeInViewport();
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
