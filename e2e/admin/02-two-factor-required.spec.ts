import { messages, RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_S } from '@studio/contracts';
import { Secret, TOTP } from 'otpauth';
import { test as base, expect } from '../fixtures';
import { startOwnServer } from '../own-server';
import { submitLogin } from './support/admin';
import { atPath } from './support/urls';

/**
 * TWO_FACTOR=required-for-admins needs a server of its own: the admin suite's shared one runs
 * without it. Started once for this file.
 */
const test = base.extend<object, { requiredServer: string }>({
  requiredServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first argument.
    async ({}, use) => {
      const server = await startOwnServer({ TWO_FACTOR: 'required-for-admins' });
      await use(server.url);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ requiredServer }, use) => use(requiredServer),
});

// The pages an admin who must enrol may not use answer 403, which the browser logs.
test.use({ allowConsoleErrors: true });

const ADMIN = { email: 'first@studio.test', password: 'correct horse battery' };

test('an admin without a second factor is taken to set one up, then has the whole admin', async ({
  page,
}) => {
  const registered = await page.request.post('/api/register', { data: ADMIN });
  expect(registered.status()).toBe(201);
  await page.goto('/login');

  expect(await submitLogin(page, ADMIN)).toBeNull();

  await expect(page).toHaveURL(atPath('/admin/account'));
  await expect(
    page.getByRole('alert').filter({ hasText: messages.twoFactor.enrolFirst }),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Change password' })).toHaveCount(0);
  // Any other admin page comes back here.
  await page.goto('/admin/contact');
  await expect(page).toHaveURL(atPath('/admin/account'));

  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await card.getByRole('button', { name: 'Set up' }).click();
  const form = page.getByRole('form', { name: 'Two-factor sign-in' });
  const key = (await form.getByLabel('Setup key').inputValue()).replaceAll(' ', '');
  const code = TOTP.generate({
    secret: Secret.fromBase32(key),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
  });
  await form.getByRole('textbox', { name: 'Code from the app' }).fill(code);
  await form.getByRole('button', { name: 'Turn on' }).click();

  // The rest of the page appears, and the codes stay until they are saved.
  await expect(page.getByText(`Signed in as ${ADMIN.email}`)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(RECOVERY_CODE_COUNT);
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(
    page.getByRole('form', { name: 'Two-factor sign-in' }).getByText('Status: On.'),
  ).toBeVisible();

  await page.goto('/admin/users');
  await expect(page).toHaveURL(atPath('/admin/users'));
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: ADMIN.email })).toBeVisible();
});
