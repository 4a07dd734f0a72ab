import type { APIRequestContext, Dialog, Page } from '@playwright/test';
import { test as base, expect } from '../../fixtures';

/** The one administrator of the admin suite's server (registration is closed after it). */
export const ADMIN = { email: 'admin@studio.test', password: 'correct horse battery' };

/** How long other files wait for 00-auth.spec.ts to register the admin through the form. */
const REGISTRATION_WAIT_MS = 20_000;

let adminReady: Promise<void> | undefined;

/**
 * The first registration is itself under test (00-auth.spec.ts), so the other files wait for
 * it; run alone, a file registers the admin through the API instead.
 */
async function ensureAdmin(request: APIRequestContext, countUsers: () => Promise<number>) {
  const deadline = Date.now() + REGISTRATION_WAIT_MS;
  while ((await countUsers()) === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if ((await countUsers()) === 0) {
    const answer = await request.post('/api/register', { data: ADMIN });
    // 403: the other worker registered it first, which is just as good.
    expect(answer.ok() || answer.status() === 403, await answer.text()).toBe(true);
  }
}

export interface Account {
  email: string;
  password: string;
}

/**
 * Submits the login form as a person would. Resolves with the text of the alert it answered
 * with, or null when the page left /login.
 */
export async function submitLogin(page: Page, account: Account): Promise<string | null> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  const alerted = new Promise<string>((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
  const left = page
    .waitForFunction(() => window.location.pathname !== '/login')
    .then(
      () => null,
      () => null,
    );
  await page.getByRole('button', { name: 'Login' }).click();
  return Promise.race([alerted, left]);
}

/** Signs the page in: the API login sets the session cookie, the SPA keeps the token. */
export async function signIn(page: Page, account: Account = ADMIN): Promise<string> {
  const answer = await page.request.post('/api/login', { data: account });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { token }: { token: string } = await answer.json();
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return token;
}

export const test = base.extend<{ adminPage: Page }>({
  adminPage: async ({ page, queryDb }, use) => {
    adminReady ??= ensureAdmin(
      page.request,
      async () =>
        (await queryDb<{ n: number }>('select cast(count(*) as integer) as n from "user"'))[0]?.n ??
        0,
    );
    await adminReady;
    await signIn(page);
    await use(page);
  },
});

export { expect };

/** Resolves with the text of the next alert, which it accepts. */
export function nextDialog(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}
