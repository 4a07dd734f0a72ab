import { mailMessages, messages } from '@studio/contracts';
import { expect, test } from './support/admin';
import { atPath } from './support/urls';

// The suite's server sends no mail: it refuses both steps (503), which the browser logs. What
// is under test is /login's own forms: their checks, the secret leaving the address bar, and
// the server's refusal shown above the button.
test.use({ allowConsoleErrors: true });

const reset = mailMessages.passwordReset;

test('"forgot password?" checks the e-mail, then shows the server\'s answer', async ({ page }) => {
  await page.goto('/login#forgot');
  await expect(page.getByRole('heading', { name: reset.requestTitle })).toBeVisible();
  const email = page.getByLabel('Email');
  const send = page.getByRole('button', { name: reset.requestSubmit });

  await send.click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is required.')).toBeVisible();
  await email.fill('ada@example');
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await email.fill('  ada@example.com ');
  await expect(email).not.toHaveAttribute('aria-invalid');

  await send.click();
  await expect(page.getByRole('alert')).toHaveText(mailMessages.unavailable);
  await expect(send).toBeEnabled();

  await page.getByRole('link', { name: reset.backToSignIn }).click();
  await expect(page).toHaveURL(atPath('/login'));
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test("a reset link's secret leaves the address bar; the new password is checked twice", async ({
  page,
}) => {
  await page.goto('/login#reset=a-secret-from-the-mail');
  await expect(page.getByRole('heading', { name: reset.chooseTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/login#reset$/);
  const password = page.getByLabel(reset.passwordLabel, { exact: true });
  const confirm = page.getByLabel(reset.confirmLabel, { exact: true });
  const save = page.getByRole('button', { name: reset.chooseSubmit });

  await password.fill('short');
  await confirm.fill('other');
  await save.click();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await expect(page.getByText(messages.account.confirmMismatch)).toBeVisible();
  await password.fill('a long new password');
  await expect(page.getByText('Use at least 8 characters.')).toHaveCount(0);
  await confirm.fill('a long new password');
  await expect(page.getByText(messages.account.confirmMismatch)).toHaveCount(0);

  await save.click();
  await expect(page.getByRole('alert')).toHaveText(mailMessages.unavailable);
  // Still the same link's form, its secret kept in memory only.
  await expect(page).toHaveURL(/\/login#reset$/);
  await expect(password).toHaveValue('a long new password');
});
