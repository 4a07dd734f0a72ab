import { contentTypes, inboxes, messages, singletonNames, singletonTypes } from '@studio/contracts';
import { ADMIN, expect, submitLogin, test } from './support/admin';
import { field, sidebar } from './support/content-flow';
import { samples } from './support/samples';
import { atPath } from './support/urls';
import {
  createUser,
  signedInElsewhere,
  trpcMutation,
  uniqueAccount,
  userRow,
} from './support/users';

// Refused sign-ins, refused calls and mocked refusals answer 4xx, which the browser logs.
test.use({ allowConsoleErrors: true });

test('an admin adds an editor, who sees and may use only the content pages', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  const editor = uniqueAccount('editor');
  await page.goto('/admin/users');
  const form = page.getByRole('form', { name: 'Add user' });
  await form.getByLabel('Email').fill(editor.email);
  await form.getByLabel('Initial password').fill(editor.password);
  await form.getByLabel('Role').selectOption({ label: 'Editor' });
  await form.getByRole('button', { name: 'Add user' }).click();
  await expect(form.getByRole('status')).toHaveText(messages.users.created);
  await expect(form.getByLabel('Email')).toHaveValue('');
  const row = userRow(page, editor.email);
  await expect(row).toContainText('Editor');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Never');

  // The same e-mail cannot be added twice.
  await form.getByLabel('Email').fill(editor.email.toUpperCase());
  await form.getByLabel('Initial password').fill(editor.password);
  await form.getByRole('button', { name: 'Add user' }).click();
  await expect(form.getByRole('alert')).toHaveText(messages.users.emailTaken);

  // The editor signs in through the form in a browser of their own.
  const context = await browser.newContext({ baseURL });
  const editorPage = await context.newPage();
  await editorPage.goto('/login');
  expect(await submitLogin(editorPage, editor)).toBeNull();
  await expect(editorPage).toHaveURL(atPath('/admin/dashboard'));

  // No inboxes and no users in the sidebar; the content pages and the account page stay.
  const editorLinks = sidebar(editorPage).getByRole('link');
  await expect(editorLinks.last()).toHaveText('Account');
  const shown = await editorLinks.allTextContents();
  const spec = ['Dashboard', 'Podcast', 'Music', 'Documentary', 'Equipment', 'Enquiry', 'Gallery'];
  expect(shown.filter((label) => spec.includes(label))).toEqual(spec);
  for (const label of [
    inboxes.career.label,
    inboxes.contact.label,
    'Users',
    'API tokens',
    'Webhooks',
    'Activity',
    'Privacy',
  ]) {
    expect(shown).not.toContain(label);
  }
  for (const name of singletonNames) expect(shown).toContain(singletonTypes[name].label);
  await expect(sidebar(editorPage).getByRole('button', { name: 'Administration' })).toHaveCount(0);

  // A direct visit to a page the role may not use says so, and lists nothing.
  const refusedPages = [
    { path: inboxes.career.admin, title: inboxes.career.label },
    { path: inboxes.contact.admin, title: inboxes.contact.label },
    { path: '/admin/users', title: 'Users' },
    { path: '/admin/privacy', title: 'Privacy' },
  ];
  for (const { path, title } of refusedPages) {
    await editorPage.goto(path);
    await expect(editorPage.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(editorPage.getByRole('alert')).toHaveText(messages.server.forbidden);
    await expect(editorPage.getByRole('table')).toHaveCount(0);
  }
  // The server refuses the same, whatever the page shows.
  const refused = await editorPage.request.get('/api/careerdisplay');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ message: messages.server.forbidden });

  // The editor adds a podcast and deletes it.
  const title = `E2E Editor Podcast ${Date.now()}`;
  await editorPage.goto(contentTypes.podcast.admin.add);
  await field(editorPage, 'podcast', 'title').fill(title);
  await field(editorPage, 'podcast', 'posterUrl').fill(samples.podcast.add.posterUrl);
  await field(editorPage, 'podcast', 'videoUrl').fill(samples.podcast.add.videoUrl);
  await editorPage.getByRole('button', { name: 'Submit' }).click();
  await expect(editorPage.getByRole('status')).toHaveText(contentTypes.podcast.messages.added);
  await editorPage.getByRole('link', { name: 'Back to list' }).click();
  await editorPage.getByRole('button', { name: `Delete ${title}` }).click();
  await editorPage.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(editorPage.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await context.close();

  // The admin now sees when the editor last signed in.
  await page.reload();
  await expect(userRow(page, editor.email)).not.toContainText('Never');
});

test.describe('managing accounts', () => {
  test('an admin changes a role, disables, enables and deletes an account', async ({
    adminPage: page,
    browser,
    baseURL,
    queryDb,
  }) => {
    const account = uniqueAccount('member');
    await createUser(page, account, 'editor');
    await page.goto('/admin/users');
    const row = userRow(page, account.email);
    const role = row.getByLabel(`Role of ${account.email}`);
    await expect(role).toHaveValue('editor');

    await role.selectOption({ label: 'Admin' });
    await expect(
      page.getByRole('status').filter({ hasText: messages.users.updated }),
    ).toBeVisible();
    // The text shown: each cell also holds its column's name for phones, hidden on this screen.
    const roleCell = row.getByRole('cell').nth(1);
    await expect(roleCell).toHaveText('Admin', { useInnerText: true });
    await role.selectOption({ label: 'Editor' });
    await expect(roleCell).toHaveText('Editor', { useInnerText: true });

    // A disabled account is refused at sign-in with its own message.
    await row.getByRole('button', { name: `Disable ${account.email}` }).click();
    await expect(row).toContainText('Disabled');
    const context = await browser.newContext({ baseURL });
    const other = await context.newPage();
    await other.goto('/login');
    expect(await submitLogin(other, account)).toBe(messages.login.disabled);
    await expect(other).toHaveURL(atPath('/login'));
    await context.close();

    // Enabled again, it signs in.
    await row.getByRole('button', { name: `Enable ${account.email}` }).click();
    await expect(row).toContainText('Active');
    const again = await signedInElsewhere(browser, baseURL ?? '', account);
    await again.close();

    await row.getByRole('button', { name: `Delete ${account.email}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(account.email);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(userRow(page, account.email)).toHaveCount(0);
    expect(await queryDb('select id from "user" where email = ?', account.email)).toEqual([]);
  });

  test('the signed-in admin cannot disable or delete their own account', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/users');
    const row = userRow(page, ADMIN.email);
    await expect(row).toContainText('You');
    for (const name of [`Disable ${ADMIN.email}`, `Delete ${ADMIN.email}`]) {
      const button = row.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(messages.users.notYourself);
    }

    // The server refuses it too, over tRPC as over any other way in.
    const me = await page.request.get('/trpc/auth.me');
    const { result }: { result: { data: { id: string } } } = await me.json();
    for (const [path, input] of [
      ['users.delete', { id: result.data.id }],
      ['users.update', { id: result.data.id, disabled: true }],
    ] as const) {
      const answer = await trpcMutation(page, path, input);
      expect(answer.status()).toBe(403);
      expect(await answer.json()).toMatchObject({
        error: { message: messages.users.notYourself },
      });
    }
    await page.reload();
    await expect(row).toContainText('Active');
  });

  test("a refused change shows the server's reason on the user's row", async ({
    adminPage: page,
  }) => {
    const account = uniqueAccount('refused');
    await createUser(page, account, 'admin');
    await page.route('**/trpc/users.update**', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            message: messages.users.lastAdmin,
            code: -32009,
            data: { code: 'CONFLICT', httpStatus: 409 },
          },
        }),
      }),
    );
    await page.goto('/admin/users');
    const row = userRow(page, account.email);
    await row.getByRole('button', { name: `Disable ${account.email}` }).click();
    // The notice sits in the line right under the user's row.
    const notice = page.getByRole('row').filter({ has: page.getByRole('alert') });
    await expect(notice).toHaveText(messages.users.lastAdmin);
    await expect(row).toContainText('Active');
  });
});
