import type { Page } from '@playwright/test';
import { passkeyMessages, RECENT_SIGN_IN_MINUTES, recentSignInMessages } from '@studio/contracts';
import { test as adminTest, expect, signIn, submitLogin } from './support/admin';
import { atPath } from './support/urls';
import { createUser, uniqueAccount } from './support/users';

// WebAuthn wants a relying-party id that is a domain name: 127.0.0.1 is none, so this file
// opens the suite's server as http://localhost (a secure context all the same).
const test = adminTest.extend({
  baseURL: async ({ baseURL }, use) => {
    await use(baseURL?.replace('://127.0.0.1:', '://localhost:'));
  },
});

// The removed passkey's sign-in answers 401, which the browser logs.
test.use({ allowConsoleErrors: true });

/**
 * A platform authenticator in the page's browser (Chromium's virtual one, over CDP): it keeps
 * discoverable credentials and verifies its user without asking.
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

const passkeysRegion = (page: Page) => page.getByRole('region', { name: passkeyMessages.title });

async function signOut(page: Page) {
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(atPath('/'));
}

test('a passkey added on the account page signs in alone, is renamed, and once removed signs in no more', async ({
  adminPage: page,
}) => {
  const account = uniqueAccount('passkey');
  await createUser(page, account, 'editor');
  await signIn(page, account);
  const authenticator = await virtualAuthenticator(page);

  await page.goto('/admin/account');
  const region = passkeysRegion(page);
  await expect(region.getByText(passkeyMessages.none)).toBeVisible();
  await region.getByRole('button', { name: passkeyMessages.add }).click();
  await expect(region.getByRole('status')).toHaveText(passkeyMessages.added);
  const firstName = passkeyMessages.defaultName(1);
  const row = region.getByRole('row').filter({ hasText: firstName });
  await expect(row).toContainText('Never');
  const [credential] = await authenticator.credentials();
  expect(credential?.isResidentCredential).toBe(true);
  expect(credential?.rpId).toBe('localhost');

  // Renamed in its row: the field is named after the passkey; Escape keeps the old name.
  await region.getByRole('button', { name: `Rename ${firstName}` }).click();
  const field = region.getByRole('textbox', { name: `New name for the passkey “${firstName}”` });
  await expect(field).toBeFocused();
  await field.fill('Something else');
  await field.press('Escape');
  await expect(field).toHaveCount(0);
  await expect(region.getByRole('row').filter({ hasText: firstName })).toHaveCount(1);
  await region.getByRole('button', { name: `Rename ${firstName}` }).click();
  await field.fill('   ');
  await field.press('Enter');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('Test laptop');
  await field.press('Enter');
  await expect(region.getByRole('status')).toHaveText(passkeyMessages.renamed);
  const renamed = region.getByRole('row').filter({ hasText: 'Test laptop' });
  await expect(renamed).toBeVisible();

  // Signed out, the passkey alone signs in: no e-mail, no password.
  await signOut(page);
  await page.goto('/login');
  await page.getByRole('button', { name: passkeyMessages.signIn }).click();
  await expect(page).toHaveURL(atPath('/admin/dashboard'));
  await page.goto('/admin/account');
  await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
  await expect(renamed).toBeVisible();
  await expect(renamed).not.toContainText('Never');

  // Removal asks first; Cancel keeps it.
  await region.getByRole('button', { name: 'Remove Test laptop' }).click();
  const dialog = page.getByRole('dialog', { name: passkeyMessages.removeTitle });
  await expect(dialog).toContainText('Test laptop');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(renamed).toBeVisible();
  await region.getByRole('button', { name: 'Remove Test laptop' }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(region.getByRole('status')).toHaveText(passkeyMessages.removed);
  await expect(region.getByText(passkeyMessages.none)).toBeVisible();

  // The device still offers the passkey; the site no longer takes it.
  await signOut(page);
  await page.goto('/login');
  await page.getByRole('button', { name: passkeyMessages.signIn }).click();
  await expect(page.getByRole('alert')).toHaveText(passkeyMessages.unknown);
  await expect(page).toHaveURL(atPath('/login'));
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a browser without WebAuthn is offered no passkey buttons', async ({ adminPage: page }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'PublicKeyCredential');
  });
  await page.goto('/admin/account');
  const region = passkeysRegion(page);
  await expect(region.getByRole('heading', { name: passkeyMessages.title })).toBeVisible();
  await expect(region.getByRole('button', { name: passkeyMessages.add })).toHaveCount(0);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: passkeyMessages.signIn })).toHaveCount(0);
});

test('a session signed in long ago is asked to sign in again before it adds a passkey or sets up two-factor sign-in', async ({
  adminPage: page,
  queryDb,
}) => {
  const account = uniqueAccount('stale');
  await createUser(page, account, 'editor');
  await signIn(page, account);
  await virtualAuthenticator(page);
  // The session signed in a minute before the window began, as if left open since.
  const longAgo = new Date(Date.now() - (RECENT_SIGN_IN_MINUTES + 1) * 60_000).toISOString();
  await queryDb(
    'update session set "createdAt" = ? where "userId" = (select id from "user" where email = ?)',
    longAgo,
    account.email,
  );

  await page.goto('/admin/account');
  const region = passkeysRegion(page);
  await region.getByRole('button', { name: passkeyMessages.add }).click();
  await expect(region.getByRole('alert')).toHaveText(recentSignInMessages.required);
  await expect(region.getByText(passkeyMessages.none)).toBeVisible();
  const twoFactor = page.getByRole('region', { name: 'Two-factor sign-in' });
  await twoFactor.getByRole('button', { name: 'Set up' }).click();
  await expect(twoFactor.getByRole('alert')).toHaveText(recentSignInMessages.required);
  await expect(twoFactor.getByText('Status: Off.')).toBeVisible();
  expect(
    await queryDb(
      'select "userId" from passkey where "userId" = (select id from "user" where email = ?)',
      account.email,
    ),
  ).toEqual([]);

  // Signed in again, the same page adds the passkey.
  await region.getByRole('link', { name: recentSignInMessages.signInAgain }).click();
  await expect(page).toHaveURL(atPath('/login'));
  expect(await submitLogin(page, account)).toBeNull();
  await page.goto('/admin/account');
  await region.getByRole('button', { name: passkeyMessages.add }).click();
  await expect(region.getByRole('status')).toHaveText(passkeyMessages.added);
});
