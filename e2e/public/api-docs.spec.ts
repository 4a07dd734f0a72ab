import { expect, test } from '../fixtures';

// strictPage (on for every test) fails on any console error, a CSP refusal included, and on
// any request that leaves the server: the reference must work offline under its own CSP.
test('/api/docs renders the generated API reference from the server alone', async ({ page }) => {
  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: /Studio REST API/ })).toBeVisible();
  // Operations from the registry, grouped by tag.
  const operation = page.locator('.opblock').filter({ hasText: '/api/podcastdisplay' }).first();
  await expect(operation).toBeVisible();
  await operation.locator('.opblock-summary').click();
  await expect(operation.getByText('limit', { exact: true })).toBeVisible();
  // The session cookie and the bearer token are offered.
  await expect(page.getByRole('button', { name: /Authorize/ })).toBeVisible();
});
