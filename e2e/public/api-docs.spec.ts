import { expect, test } from '../fixtures';

// strictPage (on for every test) fails on any console error, a CSP refusal included, and on
// any request that leaves the server: the reference must work offline under its own CSP.
test('/api/docs renders the generated API reference from the server alone', async ({ page }) => {
  await page.goto('/api/docs/');
  // Swagger UI's 1.7 MB bundle takes about 4 s of CPU to run and draw on an idle 2-core machine,
  // so a busy one (two suites, two browsers) needs more than the usual 10 s for its first draw.
  await expect(page.getByRole('heading', { name: /Studio REST API/ })).toBeVisible({
    timeout: 40_000,
  });
  // Operations from the registry, grouped by tag (closed until opened).
  await page.locator('.opblock-tag', { hasText: 'Podcast' }).first().click();
  const operation = page.locator('.opblock').filter({ hasText: '/api/podcastdisplay' }).first();
  await expect(operation).toBeVisible();
  await operation.locator('.opblock-summary').click();
  await expect(operation.getByText('limit', { exact: true })).toBeVisible();
  // The session cookie and the bearer token are offered.
  await expect(page.getByRole('button', { name: /Authorize/ })).toBeVisible();
});
