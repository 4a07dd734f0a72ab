import { API_TOKEN_PREFIX, type CreatedApiToken, messages } from '@studio/contracts';
import { expect, signIn, test } from './support/admin';
import { samples } from './support/samples';
import { createUser, trpcMutation, uniqueAccount } from './support/users';

test('an admin creates a scoped token, a program uses it over REST, and a revoke stops it at once', async ({
  adminPage: page,
  playwright,
  baseURL,
}) => {
  await page.goto('/admin/tokens');
  await expect(page.getByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Create a token' });

  // Refused before sending: no scope chosen, and an expiry in the past.
  await form.getByLabel('Name').fill('Website build');
  await form.getByLabel('Expires (optional)').fill('2020-01-01T10:00');
  await form.getByRole('button', { name: 'Create token' }).click();
  await expect(form.getByText('Choose at least one scope.')).toBeVisible();
  await expect(form.getByText('Choose a time in the future.')).toBeVisible();

  await form.getByLabel('Expires (optional)').fill('');
  await form.getByRole('checkbox', { name: /content:write/ }).check();
  await form.getByRole('button', { name: 'Create token' }).click();
  const secret = page.getByRole('status').filter({ hasText: messages.apiTokens.created });
  await expect(secret).toBeVisible();
  const token = await secret.getByLabel('Token for Website build').inputValue();
  expect(token.startsWith(API_TOKEN_PREFIX)).toBe(true);
  await expect(form.getByLabel('Name')).toHaveValue('');

  const row = page.getByRole('row').filter({ hasText: 'Website build' });
  await expect(row).toContainText('content:write');
  await expect(row).toContainText(token.slice(0, API_TOKEN_PREFIX.length + 8));
  await expect(row).not.toContainText(token);

  // A program with the token: no cookie, only the header.
  const program = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  try {
    const created = await program.post('/api/podcast', {
      data: { ...samples.podcast.add, title: 'Made by a token' },
    });
    expect(created.status()).toBe(201);
    // Outside its scopes: refused.
    expect((await program.get('/api/contactdisplay')).status()).toBe(403);

    await row.getByRole('button', { name: 'Revoke Website build' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText(messages.apiTokens.revoked)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Website build' })).toHaveCount(0);
    expect(
      (
        await program.post('/api/podcast', {
          data: { ...samples.podcast.add, title: 'Made by a token' },
        })
      ).status(),
    ).toBe(401);
  } finally {
    await program.dispose();
  }

  // After a reload the list is the server's: the revoked token stays gone.
  await page.reload();
  await expect(page.getByText('No API tokens yet.')).toBeVisible();
});

// In this file, after the test above: no other spec sees this token in the (shared) list.
test("an admin's password change offers to revoke the API tokens made with the account", async ({
  adminPage: page,
  playwright,
  baseURL,
}) => {
  const account = uniqueAccount('tokens');
  await createUser(page, account, 'admin');
  await signIn(page, account);
  const made = await trpcMutation(page, 'apiTokens.create', {
    name: 'Made with this account',
    scopes: ['inbox:read'],
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { result }: { result: { data: CreatedApiToken } } = await made.json();
  const program = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${result.data.token}` },
  });

  try {
    await page.goto('/admin/account');
    const form = page.getByRole('form', { name: 'Change password' });
    const revoke = form.getByRole('checkbox', { name: messages.account.revokeTokensLabel(1) });
    await expect(revoke).not.toBeChecked();
    await revoke.check();
    const newPassword = `${account.password} changed`;
    for (const [label, value] of [
      ['Current password', account.password],
      ['New password', newPassword],
      ['Confirm new password', newPassword],
    ] as const) {
      await form.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('status')).toHaveText(
      messages.account.passwordChangedAndEnded({ apiTokens: 1 }),
    );
    // None left: no choice to offer.
    await expect(revoke).toHaveCount(0);
    expect((await program.get('/api/contactdisplay')).status()).toBe(401);
  } finally {
    await program.dispose();
  }
});
