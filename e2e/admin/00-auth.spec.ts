import { messages } from '@studio/contracts';
import { ADMIN, expect, nextDialog, signIn, test } from './support/admin';
import { atPath } from './support/urls';

// The first registration creates the admin; every later step depends on it.
test.describe.configure({ mode: 'serial' });

test('the first admin registers and is sent to /login with a stored token', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(atPath('/login'));
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test.describe('refusals', () => {
  // The refused calls answer 403 and 401, which the browser logs.
  test.use({ allowConsoleErrors: true });

  test('a second registration is refused with the server message', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Email').fill('second@studio.test');
    await page.getByLabel('Password').fill('another long password');
    const alert = nextDialog(page);
    await page.getByRole('button', { name: 'Register' }).click();
    expect(await alert).toBe(messages.register.closed);
    await expect(page).toHaveURL(atPath('/register'));
  });

  test('a wrong password shows the server message and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not the password');
    const alert = nextDialog(page);
    await page.getByRole('button', { name: 'Login' }).click();
    expect(await alert).toBe(messages.login.invalidCredentials);
    await expect(page).toHaveURL(atPath('/login'));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test('empty fields are reported next to the field', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(2);
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('login opens the dashboard; logout ends the session', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(atPath('/admin/dashboard'));
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(atPath('/'));
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The old token no longer opens anything, and the admin pages send the user to /login.
  const api = await playwright.request.newContext({ baseURL });
  const refused = await api.get('/api/podcastnumber', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(401);
  await api.dispose();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(atPath('/login'));
});

test('the /dashboard welcome page logs out to the home page', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(atPath('/'));
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
