import type { Browser, Page } from '@playwright/test';
import type { Role, UserSummary } from '@studio/contracts';
import { type Account, expect, signIn } from './admin';

/** An e-mail no other test uses, so specs sharing the admin suite's database stay apart. */
export function uniqueAccount(name: string): Account {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return { email: `${name}-${stamp}@studio.test`, password: `${name} long password ${stamp}` };
}

/** Calls a tRPC mutation alone, as the SPA does, with the page's session cookie. */
export async function trpcMutation(page: Page, path: string, input: unknown) {
  return page.request.post(`/trpc/${path}`, { data: input });
}

/** Creates an account through users.create (the page must be signed in as an admin). */
export async function createUser(page: Page, account: Account, role: Role): Promise<UserSummary> {
  const answer = await trpcMutation(page, 'users.create', { ...account, role });
  expect(answer.ok(), await answer.text()).toBe(true);
  const body: { result: { data: UserSummary } } = await answer.json();
  return body.result.data;
}

/** A page in a browser of its own (own cookies and storage), signed in as the account. */
export async function signedInElsewhere(browser: Browser, baseURL: string, account: Account) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, account);
  return { page, close: () => context.close() };
}

/** The users page's row of one account. */
export const userRow = (page: Page, email: string) =>
  page.getByRole('row').filter({ hasText: email });
