import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

// The forms' code (one chunk for both) loads after their page: until it comes, a disabled
// placeholder of the form's size stands in, so the page does not move when the form arrives.
/** The chunk of both forms' code. */
const FORMS_CHUNK = /\/assets\/public-forms-[\w-]+\.js$/;

const forms = [
  {
    path: '/contact',
    chunk: FORMS_CHUNK,
    loading: 'Loading the contact form',
    around: (page: Page) => page.getByRole('region', { name: 'Send us a message' }),
    form: (page: Page) => page.getByRole('form', { name: 'Contact form' }),
  },
  {
    path: '/career',
    chunk: FORMS_CHUNK,
    loading: 'Loading the job application form',
    around: (page: Page) => page.getByRole('region', { name: 'Application' }),
    form: (page: Page) => page.getByRole('form', { name: 'Job application form' }),
  },
] as const;

/** Holds the requests for `chunk` until the returned function is called. */
async function holdChunk(page: Page, chunk: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(chunk, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

for (const { path, chunk, loading, around, form } of forms) {
  test(`${path}: the form's placeholder is announced and as large as the form`, async ({
    page,
  }) => {
    const release = await holdChunk(page, chunk);
    await page.goto(path);
    const placeholder = page.getByRole('status', { name: loading });
    await expect(placeholder).toBeVisible();
    await expect(form(page)).toHaveCount(0);
    const before = await box(around(page));

    release();
    await expect(form(page)).toBeVisible();
    await expect(placeholder).toHaveCount(0);
    const after = await box(around(page));
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(1);
  });
}

// A slow phone's bandwidth goes to the page's first screen: the form's code is asked for only
// after the frame that first shows the page.
for (const { path, chunk } of forms) {
  test(`${path}: the form's code is asked for once the page has painted`, async ({ page }) => {
    await page.addInitScript(() => {
      // The page's content comes in one render: its heading marks it. The frame after that
      // render runs the callbacks asked for during it, the page's own among them.
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('main h1')) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          document.documentElement.dataset.pageFrame = String(performance.now());
        });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await expect(page.getByRole('main').locator('form')).toBeVisible();
    const { shown, asked } = await page.evaluate(
      (source) => ({
        shown: Number(document.documentElement.dataset.pageFrame),
        asked: performance
          .getEntriesByType('resource')
          .find((entry) => new RegExp(source).test(entry.name))?.startTime,
      }),
      chunk.source,
    );
    expect(shown).toBeGreaterThan(0);
    expect(asked).toBeGreaterThan(shown);
  });
}

// /login's form is in its page's own code (no zod, no form library: decision 057): the card
// never shows without it, so there is nothing to hold its place.
test('/login: the sign-in card comes with its form in one render', async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const heading = document.querySelector('main h1');
      if (!heading) return;
      observer.disconnect();
      document.documentElement.dataset.formWithCard = String(
        document.querySelector('main form input[name="email"]') !== null,
      );
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/login');
  await expect(page.getByRole('main').locator('form')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.formWithCard)).toBe('true');
});
