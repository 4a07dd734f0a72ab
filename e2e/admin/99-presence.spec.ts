import { contentTypes, PRESENCE_HEARTBEAT_SECONDS, singletonTypes } from '@studio/contracts';
import { expect, test } from './support/admin';
import { samples } from './support/samples';
import { createUser, signedInElsewhere, uniqueAccount } from './support/users';

const { stem, admin, label } = contentTypes.podcast;
/** The other page learns within a heartbeat; the margin is for the browsers' own pace. */
const withinHeartbeat = { timeout: (PRESENCE_HEARTBEAT_SECONDS + 10) * 1000 };

test.describe.configure({ timeout: 120_000 });

test('two editors of one record see each other, and a list marks what is being edited', async ({
  adminPage,
  browser,
  baseURL,
}) => {
  // Two editors of their own: the admin account is shared with the other worker's specs, whose
  // edit pages count against its few open records (PRESENCE_MAX_PER_ACCOUNT) and would push
  // this page's out.
  const first = uniqueAccount('presence');
  const second = uniqueAccount('presence-2');
  await createUser(adminPage, first, 'editor');
  await createUser(adminPage, second, 'editor');
  const title = `E2E Presence ${Date.now().toString(36)}`;
  const created = await adminPage.request.post(`/api/${stem}`, {
    data: { ...samples.podcast.add, title },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id } = await created.json();
  const one = await signedInElsewhere(browser, baseURL ?? '', first);
  const two = await signedInElsewhere(browser, baseURL ?? '', second);
  const editing = (email: string) => new RegExp(`^${email} is editing this since \\d`);
  try {
    await one.page.goto(`${admin.edit}/${id}`);
    await expect(one.page.getByRole('heading', { name: `Edit ${label}` })).toBeVisible();

    // The second to open it learns of the first at once ...
    await two.page.goto(`${admin.edit}/${id}`);
    await expect(two.page.getByText(editing(first.email))).toBeVisible();
    // ... and the first of the second at its next heartbeat, without a reload.
    await expect(one.page.getByText(editing(second.email))).toBeVisible(withinHeartbeat);

    // The second goes back to the list: it marks the record the first has open, and the
    // first's page forgets the second.
    await two.page.goto(`${admin.list}?q=${encodeURIComponent(title)}`);
    const row = two.page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText(`being edited by ${first.email}`)).toBeAttached();
    await expect(one.page.getByText(editing(second.email))).toHaveCount(0, withinHeartbeat);

    // The first closes the page: the list drops the marker without a reload.
    await one.page.goto('/admin/dashboard');
    await expect(row).toBeVisible();
    await expect(row.getByText(/being edited by/)).toHaveCount(0, withinHeartbeat);
  } finally {
    await one.close();
    await two.close();
    await adminPage.request.delete(`/api/${stem}delete/${id}`);
  }
});

test('the site settings page says who else has it open', async ({
  adminPage,
  browser,
  baseURL,
}) => {
  // Two editors of their own, as above.
  const first = uniqueAccount('presence-site');
  const second = uniqueAccount('presence-site-2');
  await createUser(adminPage, first, 'editor');
  await createUser(adminPage, second, 'editor');
  const one = await signedInElsewhere(browser, baseURL ?? '', first);
  const two = await signedInElsewhere(browser, baseURL ?? '', second);
  try {
    const { admin: sitePage, label: siteLabel } = singletonTypes.site;
    await one.page.goto(sitePage);
    await expect(one.page.getByRole('heading', { name: siteLabel })).toBeVisible();
    await two.page.goto(sitePage);
    await expect(two.page.getByText(`${first.email} is editing this`)).toBeVisible();
    await expect(one.page.getByText(`${second.email} is editing this`)).toBeVisible(
      withinHeartbeat,
    );
    // Closing the tab (pagehide) ends it too, sooner than the expiry would.
    await one.page.close({ runBeforeUnload: true });
    await expect(two.page.getByText(`${first.email} is editing this`)).toHaveCount(
      0,
      withinHeartbeat,
    );
  } finally {
    await one.close();
    await two.close();
  }
});
