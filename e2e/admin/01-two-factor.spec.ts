import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { messages, RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_S } from '@studio/contracts';
import { Secret, TOTP } from 'otpauth';
import { type Account, expect, signIn, test } from './support/admin';
import { atPath } from './support/urls';
import { createUser, uniqueAccount } from './support/users';

// A wrong code (400 when turning it on, 401 at sign-in) is an answer the browser logs.
test.use({ allowConsoleErrors: true });
// One account goes through it all: turned on, signed in with, turned off.
test.describe.configure({ mode: 'serial' });

/** What the authenticator app shows for the key at this time (ms since the epoch). */
const codeAt = (key: string, timestamp: number) =>
  TOTP.generate({
    secret: Secret.fromBase32(key),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    timestamp,
  });
const STEP_MS = TOTP_PERIOD_S * 1000;

/**
 * An account of its own (an editor the shared admin creates), so the admin that the other
 * specs sign in as never needs a code.
 */
const account: Account = uniqueAccount('totp');
let key = '';
let recoveryCodes: string[] = [];
/** The last time step whose code was used: each code works once. */
let usedUntil = 0;

/** A code no sign-in has used yet, still within a step of now (two uses at most here). */
function freshCode(): string {
  const now = Date.now();
  const step = Math.max(Math.floor(now / STEP_MS), usedUntil + 1);
  expect(step - Math.floor(now / STEP_MS)).toBeLessThanOrEqual(1);
  usedUntil = step;
  return codeAt(key, step * STEP_MS);
}

/** Serious or critical accessibility problems on the page as it is. */
async function seriousProblems(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('enrolment: Set up, the QR code and key, the first code, the recovery codes once, then On', async ({
  adminPage: page,
  queryDb,
}) => {
  const user = await createUser(page, account, 'editor');
  await signIn(page, account);
  await page.goto('/admin/account');
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(card.getByText('Status: Off.')).toBeVisible();

  await card.getByRole('button', { name: 'Set up' }).click();

  const form = page.getByRole('form', { name: 'Two-factor sign-in' });
  const qr = form.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg');
  expect((await qr.locator('path').getAttribute('d'))?.length).toBeGreaterThan(100);
  key = (await form.getByLabel('Setup key').inputValue()).replaceAll(' ', '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  const codeField = form.getByRole('textbox', { name: 'Code from the app' });
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  expect(await seriousProblems(page)).toEqual([]);

  // A code of another time is refused on the field.
  await codeField.fill(codeAt(key, Date.now() + 20 * STEP_MS));
  await form.getByRole('button', { name: 'Turn on' }).click();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(messages.twoFactor.wrongCode)).toBeVisible();

  await codeField.fill(freshCode());
  await form.getByRole('button', { name: 'Turn on' }).click();

  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(RECOVERY_CODE_COUNT);
  recoveryCodes = await list.getByRole('listitem').allInnerTexts();
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('recovery-codes.txt');
  const saved = await readFile((await download.path()) ?? '', 'utf8');
  expect(saved.trim().split('\n')).toEqual(recoveryCodes);
  const stored = await queryDb<{ enabled: number }>(
    'select cast(count(*) as integer) as enabled from totp where "userId" = ? and "enabledAt" is not null',
    user._id,
  );
  expect(stored).toEqual([{ enabled: 1 }]);

  await card.getByRole('button', { name: 'I have saved them' }).click();
  const on = page.getByRole('form', { name: 'Two-factor sign-in' });
  await expect(on.getByText('Status: On.')).toBeVisible();
  await expect(on.getByText(`Recovery codes left: ${RECOVERY_CODE_COUNT}.`)).toBeVisible();
  // Shown once: the page opened again has no codes to show.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Two-factor sign-in' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);
});

test('sign-in asks for the code in a second step, keeping the e-mail; a wrong code stays there', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();

  const code = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByText(`Two-factor sign-in for ${account.email}`)).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);

  await code.fill(codeAt(key, Date.now() + 20 * STEP_MS));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(messages.twoFactor.invalidCode)).toBeVisible();
  await expect(page).toHaveURL(atPath('/login'));
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Back to the first step: the e-mail is still typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await code.fill(freshCode());
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(atPath('/admin/dashboard'));
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('"Use a recovery code" signs in once with one of the saved codes', async ({ page }) => {
  const [recoveryCode = ''] = recoveryCodes;
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  const field = page.getByRole('textbox', { name: 'Recovery code' });
  await expect(field).toBeFocused();

  await field.fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(atPath('/admin/dashboard'));
  // Used: the account page counts one fewer, and the code opens nothing again.
  await page.goto('/admin/account');
  await expect(page.getByText(`Recovery codes left: ${RECOVERY_CODE_COUNT - 1}.`)).toBeVisible();
  const again = await page.request.post('/api/login', {
    data: { ...account, code: recoveryCode },
  });
  expect(again.status()).toBe(401);
});

test('Disable asks for the password; then the password alone signs in', async ({ page }) => {
  // A recovery code: a third app code could fall outside the window when the tests run fast.
  const session = await page.request.post('/api/login', {
    data: { ...account, code: recoveryCodes[1] },
  });
  expect(session.ok(), await session.text()).toBe(true);
  const { token }: { token: string } = await session.json();
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('/admin/account');
  const form = page.getByRole('form', { name: 'Two-factor sign-in' });
  const password = form.getByRole('textbox', { name: 'Password (to turn it off)', exact: true });

  await password.fill('not the password');
  await form.getByRole('button', { name: 'Disable' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(messages.account.wrongPassword)).toBeVisible();

  await password.fill(account.password);
  await form.getByRole('button', { name: 'Disable' }).click();

  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(card.getByText(messages.twoFactor.disabled)).toBeVisible();
  await expect(card.getByText('Status: Off.')).toBeVisible();
  const plain = await page.request.post('/api/login', { data: account });
  expect(plain.status()).toBe(200);
});
