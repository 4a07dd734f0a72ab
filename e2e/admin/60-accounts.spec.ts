import type { Page } from '@playwright/test';
import { messages } from '@studio/contracts';
import { expect, signIn, test } from './support/admin';
import { atPath } from './support/urls';
import { createUser, signedInElsewhere, uniqueAccount } from './support/users';

// A wrong current password answers 400, which the browser logs.
test.use({ allowConsoleErrors: true });

/** A password input by its accessible name (the label without its required mark). */
const passwordField = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

const sessionRows = (page: Page) =>
  page
    .getByRole('region', { name: 'Active sessions' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Sign out/ }) });

test('changing the password: a wrong current one is refused on its field; the right one signs out the other sessions', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  // An account of its own, so the shared admin's password never changes under other specs:
  // the admin creates it, then the page signs in as it.
  const account = uniqueAccount('password');
  await createUser(page, account, 'editor');
  await signIn(page, account);
  const elsewhere = await signedInElsewhere(browser, baseURL ?? '', account);
  await elsewhere.page.goto('/admin/dashboard');
  await expect(elsewhere.page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.goto('/admin/dashboard');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Account' })
    .click();
  await expect(page).toHaveURL(atPath('/admin/account'));
  await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
  const form = page.getByRole('form', { name: 'Change password' });
  const current = passwordField(page, 'Current password');
  const next = passwordField(page, 'New password');
  const confirm = passwordField(page, 'Confirm new password');
  const newPassword = `${account.password} changed`;

  // The two new passwords must match before anything is sent.
  await current.fill(account.password);
  await next.fill(newPassword);
  await confirm.fill('something else entirely');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(messages.account.confirmMismatch)).toBeVisible();

  // A wrong current password: the server's message on that field.
  await current.fill('not the current password');
  await confirm.fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  const errorId = await current.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(messages.account.wrongPassword);
  // Editing the field clears the server's complaint.
  await current.fill(account.password);
  await expect(current).not.toHaveAttribute('aria-invalid', 'true');

  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText(messages.account.passwordChanged);
  for (const input of [current, next, confirm]) await expect(input).toHaveValue('');

  // This session stays; the other browser's next admin call finds itself signed out.
  await expect(sessionRows(page)).toHaveCount(1);
  await elsewhere.page.goto('/admin/podcast');
  await expect(elsewhere.page).toHaveURL(atPath('/login'));
  await elsewhere.close();

  const oldLogin = await page.request.post('/api/login', { data: account });
  expect(oldLogin.status()).toBe(401);
  const newLogin = await page.request.post('/api/login', {
    data: { email: account.email, password: newPassword },
  });
  expect(newLogin.ok()).toBe(true);
});

test('the sessions list shows this device and another; each can be signed out', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  const account = uniqueAccount('sessions');
  await createUser(page, account, 'editor');
  await signIn(page, account);
  const elsewhere = await signedInElsewhere(browser, baseURL ?? '', account);

  await page.goto('/admin/account');
  const rows = sessionRows(page);
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);

  // Signing out the other session ends it there.
  await page.getByRole('button', { name: /^Sign out the session from/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Sign out this session?');
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('This device');
  await elsewhere.page.goto('/admin/dashboard');
  await expect(elsewhere.page).toHaveURL(atPath('/login'));
  await elsewhere.close();

  // Signing out this device signs out here.
  await page.getByRole('button', { name: 'Sign out this device' }).click();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(atPath('/login'));
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const me = await page.request.get('/trpc/auth.me');
  expect(await me.json()).toMatchObject({ result: { data: null } });
});
