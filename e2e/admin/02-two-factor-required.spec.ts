import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages, RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_S } from '@studio/contracts';
import { Secret, TOTP } from 'otpauth';
import { test as base, expect } from '../fixtures';
import { submitLogin } from './support/admin';
import { atPath } from './support/urls';

/** The first line a starting server prints with its address. */
const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * TWO_FACTOR=required-for-admins needs a server of its own: the admin suite's shared one runs
 * without it. Started once for this file, on a free loopback port and a fresh SQLite folder.
 */
const test = base.extend<object, { requiredServer: string }>({
  requiredServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first argument.
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'studio-e2e-2fa-'));
      const main = join(import.meta.dirname, '../../apps/server/dist/main.js');
      const server = spawn(process.execPath, [main], {
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'info',
          TWO_FACTOR: 'required-for-admins',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        server.stdout.on('data', (chunk: Buffer) => {
          output += chunk;
          const listening = LISTENING.exec(output);
          if (listening?.[1]) resolve(listening[1]);
        });
        server.on('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
      });
      await use(url);
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
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
